import { partnerQuerySchema } from '@shared/contracts/common';
import { approvalStatusParamsSchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { screenshotResults } from '../screenshot-jobs';

/** GET /campaigns/{id}/screenshots/{approvalStatus}: the status's current screenshots and last PDF, as short signed links. */
export default defineRoute({
  request: { params: approvalStatusParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => ({ body: await screenshotResults(caller, params.id, params.approvalStatus) }),
});
