import { nodeQuerySchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { googleAdsAccess } from '../node-settings';
import { googleAdsPort } from '../platforms';

/** GET google-ads/campaigns?nodeId: the campaigns of the node's Google Ads customer account. */
export default defineRoute({
  request: { query: nodeQuerySchema },
  async handle({ query, caller }) {
    return { body: await googleAdsPort().listCampaigns(await googleAdsAccess(caller, query.nodeId)) };
  },
});
