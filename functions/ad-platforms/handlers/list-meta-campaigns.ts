import { nodeParamsSchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { settingsOf } from '../node-settings';
import { notConfigured } from '../platform-errors';
import { metaPort } from '../platforms';

/** GET facebook/{id}/campaigns: the campaigns of the Meta ad account in the publishing settings of business node {id}. */
export default defineRoute({
  request: { params: nodeParamsSchema },
  async handle({ params, caller }) {
    const settings = await settingsOf(caller, params.id);
    const adAccountId = settings.text.facebookAdAccountId;
    if (!adAccountId) throw notConfigured('Meta ad account');
    return { body: await metaPort().listCampaigns(adAccountId) };
  },
});
