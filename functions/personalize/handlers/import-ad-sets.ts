/**
 * POST campaigns/{campaignId}/personalize/{treeId}/signals/import/adsets `{ campaignIds, facebookAdAccountId,
 * facebookPageId, excludeCompleted }` (001 7): the ad sets of those Meta campaigns, read through the Meta port, each
 * a user segment of type fbAdSet (shared/domain/personalize-signals.ts); finished ones left out when asked. The ad
 * account must be one of a business node the caller may read, and every campaign of that account (the Meta token is
 * the product's: without the check any user could read any campaign), else 422 as an unknown one. Only a Meta tree.
 */
import { importAdSetsBodySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { adSetCompleted, adSetSignal } from '@shared/domain/personalize-signals';
import { fillMessage, MESSAGES } from '@shared/messages';
import { adAccountNode, metaPort, readableSettings } from '@functions/ad-platforms/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { defineRoute } from '@functions/lib/http';
import { checkSegmentType, importedSignals, signalTree, signalWrite } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, body: importAdSetsBodySchema },
  async handle({ caller, params, body }) {
    const { tree, ref } = await signalTree(caller, params, true);
    checkSegmentType(tree, 'fbAdSet');
    const account = adAccountNode(body.facebookAdAccountId);
    const refused = (what: string) => unprocessable(fillMessage(MESSAGES.adPlatformAccountRefused, { platform: 'Meta', account: what }));
    const readable = new Set((await readableSettings(caller)).flatMap((s) => (s.text.facebookAdAccountId ? [adAccountNode(s.text.facebookAdAccountId)] : [])));
    if (!readable.has(account)) throw refused(`ad account ${body.facebookAdAccountId}`);
    const meta = metaPort();
    const campaigns = await Promise.all(body.campaignIds.map((id) => meta.getCampaign(id)));
    const foreign = campaigns.find((c) => adAccountNode(c.account_id) !== account);
    if (foreign) throw refused(`campaign ${foreign.id}`);
    const now = Date.now();
    const adSets = (await Promise.all(body.campaignIds.map((id) => meta.listAdSets(id)))).flat().filter((a) => !(body.excludeCompleted && adSetCompleted(a, now)));
    const outcome = await signalWrite(() => signalsRepository.addMany(ref, adSets.map(adSetSignal), newId));
    return { statusCode: 201, body: await importedSignals(caller, ref, outcome, 'meta') };
  },
});
