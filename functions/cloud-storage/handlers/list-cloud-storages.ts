import { cloudStorageListQuerySchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { cloudStorageRepository } from '../cloud-storage-repository';
import { presentCloudStorage } from '../present';

/** GET /v1/cloud-storage?partnerId: the current partner's storage configs. */
export default defineRoute({
  request: { query: cloudStorageListQuerySchema },
  async handle({ caller }) {
    return { body: (await cloudStorageRepository.list(caller.partnerId)).map(presentCloudStorage) };
  },
});
