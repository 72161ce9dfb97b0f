import { partnerQuerySchema } from '@shared/contracts/common';
import { creativeParamsSchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { creativeScreenshot } from '../screenshot-jobs';

/** GET /campaigns/{id}/creatives/{creativeId}/screenshot: the creative's screenshot link, or 'unrendered'. */
export default defineRoute({
  request: { params: creativeParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => ({ body: await creativeScreenshot(caller, params.id, params.creativeId) }),
});
