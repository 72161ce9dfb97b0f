import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';
import { marketNameOf, presentCampaign } from '../present';

/** GET /campaigns/{id}: the campaign whatever its state (a deleted one is shown to be restored). */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign, scope } = await campaignInScope(caller, params.id);
    return { body: presentCampaign(campaign, marketNameOf(scope, campaign)) };
  },
});
