import { cloudStorageIdParamsSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { cloudStorageRepository } from '../cloud-storage-repository';
import { findOwnConfig } from '../present';

/** DELETE /v1/cloud-storage/{id} */
export default defineRoute({
  request: { params: cloudStorageIdParamsSchema },
  async handle({ caller, params }) {
    await cloudStorageRepository.delete(await findOwnConfig(caller.partnerId, params.id));
    return { body: {} };
  },
});
