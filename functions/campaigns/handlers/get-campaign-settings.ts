import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';
import { presentSettings } from '../present';

/** GET /campaigns/{id}/settings: the settings, what the caller may change (basic or advanced) and whether the market may. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    return { body: presentSettings(campaign, caller.user.role) };
  },
});
