import { partnerQuerySchema } from '@shared/contracts/common';
import { creativeParamsSchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { renderCreativeScreenshot } from '../screenshot-jobs';

/** POST /campaigns/{id}/creatives/{creativeId}/screenshot: 200 with the link when rendered, else 202 while it renders. */
export default defineRoute({
  request: { params: creativeParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => {
    const answer = await renderCreativeScreenshot(caller, params.id, params.creativeId);
    return { statusCode: answer.status === 'finished' ? 200 : 202, body: answer };
  },
});
