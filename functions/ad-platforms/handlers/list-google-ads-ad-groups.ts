import { googleAdsCampaignParamsSchema, nodeQuerySchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { googleAdsAccess } from '../node-settings';
import { googleAdsPort } from '../platforms';

/** GET google-ads/campaign/{campaignId}/adgroups?nodeId: the ad groups of one campaign of the node's Google Ads account. */
export default defineRoute({
  request: { params: googleAdsCampaignParamsSchema, query: nodeQuerySchema },
  async handle({ params, query, caller }) {
    return { body: await googleAdsPort().listAdGroups(await googleAdsAccess(caller, query.nodeId), params.campaignId) };
  },
});
