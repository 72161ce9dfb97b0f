import { cloudStorageIdParamsSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { decryptSecret } from '@functions/lib/secrets';
import { cloudStorageRepository } from '../cloud-storage-repository';
import { testS3Connection } from '../connection-test';
import { findOwnConfig } from '../present';

/** POST /v1/cloud-storage/{id}/test-connection: tests the stored settings and records isConnected and the error. */
export default defineRoute({
  request: { params: cloudStorageIdParamsSchema },
  async handle({ caller, params }) {
    const config = await findOwnConfig(caller.partnerId, params.id);
    const result = config.secretEncrypted
      ? await testS3Connection({ ...config, secretAccessKey: decryptSecret(config.secretEncrypted) })
      : { isConnected: false, error: 'No secret access key is stored' };
    await cloudStorageRepository.recordTest(config, result.isConnected, result.error);
    return { body: result };
  },
});
