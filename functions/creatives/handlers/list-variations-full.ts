/**
 * GET /campaigns/{id}/variations/full/{channel}/{formats} (002 7, admins: top admins and self-service): the
 * campaign's variations of the channel and formats with their approvals, and the users who may approve them.
 */
import { variationsByChannelParamsSchema } from '@shared/contracts/creatives';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { campaignApprovers } from '../campaign-users';
import { campaignVariations, presentVariationApproval } from '../variation-approvals';

export default defineRoute({
  request: { params: variationsByChannelParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [variations, users] = await Promise.all([campaignVariations(campaign.id, params.channel, params.formats), campaignApprovers(campaign)]);
    return { body: { variations: variations.map((v) => presentVariationApproval(v, caller.user.id)), users } };
  },
});
