import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import type { RenderQueueState } from '@shared/contracts/renders';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { cancelRenderJob } from '../render-queue';

/** PATCH /campaigns/{id}/cancel-render: the running render job stops before its next item (a deleted campaign's too). */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => {
    await campaignInScope(caller, params.id);
    const body: RenderQueueState = { job: await cancelRenderJob(params.id) };
    return { body };
  },
});
