import { cloudStorageInputSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { cloudStorageRepository } from '../cloud-storage-repository';
import { presentCloudStorage } from '../present';

/** POST /v1/cloud-storage: a new config for the current partner (server-only fields dropped by the contract). */
export default defineRoute({
  idempotent: true,
  request: { body: cloudStorageInputSchema },
  async handle({ caller, body }) {
    return { statusCode: 201, body: presentCloudStorage(await cloudStorageRepository.create(caller.partnerId, body)) };
  },
});
