import { cloudStorageIdParamsSchema, cloudStorageInputSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { cloudStorageRepository } from '../cloud-storage-repository';
import { findOwnConfig, presentCloudStorage } from '../present';

/** PUT /v1/cloud-storage/{id}: replaces the settings; the secret key only when a new one is sent (or removed on request). */
export default defineRoute({
  request: { params: cloudStorageIdParamsSchema, body: cloudStorageInputSchema },
  async handle({ caller, params, body }) {
    const existing = await findOwnConfig(caller.partnerId, params.id);
    return { body: presentCloudStorage(await cloudStorageRepository.update(existing, body)) };
  },
});
