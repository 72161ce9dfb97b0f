import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';
import { watchersOf } from '../campaign-rules';
import { presentSettings } from '../present';

/**
 * GET /campaigns/{id}/settings: the settings with the watchers named, what the caller may change (basic or advanced)
 * and whether the market may.
 */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    return { body: presentSettings(campaign, caller.user.role, await watchersOf(campaign.partnerId, campaign.settings?.watcherIds ?? [])) };
  },
});
