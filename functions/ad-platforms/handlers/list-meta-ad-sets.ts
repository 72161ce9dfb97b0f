import { fillMessage, MESSAGES } from '@shared/messages';
import { idParamsSchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { unprocessable } from '@functions/lib/errors';
import { adAccountNode } from '../meta';
import { readableSettings } from '../node-settings';
import { metaPort } from '../platforms';

/**
 * GET facebook/campaign/{id}/adsets: the ad sets of a Meta campaign, when the campaign belongs to the Meta ad account
 * of a business node the caller may read (the Meta token is the product's: without this check any user could read
 * any campaign it can see). Another partner's campaign answers as an unknown one does.
 */
export default defineRoute({
  request: { params: idParamsSchema },
  async handle({ params, caller }) {
    const accounts = new Set((await readableSettings(caller)).flatMap((s) => (s.text.facebookAdAccountId ? [adAccountNode(s.text.facebookAdAccountId)] : [])));
    const unknown = () => unprocessable(fillMessage(MESSAGES.adPlatformAccountRefused, { platform: 'Meta', account: `campaign ${params.id}` }));
    if (!accounts.size) throw unknown();
    const meta = metaPort();
    const campaign = await meta.getCampaign(params.id);
    if (!accounts.has(adAccountNode(campaign.account_id))) throw unknown();
    return { body: await meta.listAdSets(params.id) };
  },
});
