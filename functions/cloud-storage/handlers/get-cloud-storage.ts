import { cloudStorageIdParamsSchema } from '@shared/contracts/cloud-storage';
import { defineRoute } from '@functions/lib/http';
import { findOwnConfig, presentCloudStorage } from '../present';

/** GET /v1/cloud-storage/{id} */
export default defineRoute({
  request: { params: cloudStorageIdParamsSchema },
  async handle({ caller, params }) {
    return { body: presentCloudStorage(await findOwnConfig(caller.partnerId, params.id)) };
  },
});
