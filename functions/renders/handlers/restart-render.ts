import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import type { RenderQueueState } from '@shared/contracts/renders';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { restartRenderJob } from '../render-queue';

/** PATCH /campaigns/{id}/restart-render: the last render job's work again, once it no longer runs. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => {
    await writableCampaign(caller, params.id);
    const body: RenderQueueState = { job: await restartRenderJob(params.id, caller.user.id) };
    return { body };
  },
});
