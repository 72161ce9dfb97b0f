import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import type { RenderQueueState } from '@shared/contracts/renders';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { renderQueueState } from '../render-queue';

/** GET /campaigns/{id}/render-queue/state: the campaign's current or last render job (null when it never had one). */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => {
    await campaignInScope(caller, params.id);
    const body: RenderQueueState = { job: await renderQueueState(params.id) };
    return { body };
  },
});
