import { partnerQuerySchema } from '@shared/contracts/common';
import { approvalStatusParamsSchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { screenshotsToSingleFiles } from '../screenshot-jobs';

/** POST /campaigns/{id}/screenshots/{approvalStatus}/single-files: the screenshots kept as asset library files (201). */
export default defineRoute({
  idempotent: true,
  request: { params: approvalStatusParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => ({ statusCode: 201, body: await screenshotsToSingleFiles(caller, params.id, params.approvalStatus) }),
});
