/** GET /campaigns/{id}/variations/list/{channel}/{formats} (002 7, every campaign role): the variations with their approvals. */
import { variationsByChannelParamsSchema } from '@shared/contracts/creatives';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { campaignVariations, presentVariationApproval } from '../variation-approvals';

export default defineRoute({
  request: { params: variationsByChannelParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const variations = await campaignVariations(campaign.id, params.channel, params.formats);
    return { body: { variations: variations.map((v) => presentVariationApproval(v, caller.user.id)) } };
  },
});
