/**
 * POST campaigns/{campaignId}/personalize/{treeId}/signals/import/lineitems `{ campaignIds, advertiserId,
 * excludeCompleted }` (001 7): the DV360 line items of those campaigns of the advertiser, read through the DV360 port
 * with the DV360 token of the campaign's business node (or its nearest ancestor), each a user segment of type
 * dv360LineItem (shared/domain/personalize-signals.ts); finished ones left out when asked. Names the tree has are
 * counted as duplicates. Only a tree whose platform takes DV360 line items (the ad server's).
 */
import { importLineItemsBodySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { lineItemCompleted, lineItemSignal } from '@shared/domain/personalize-signals';
import { dv360Port, dv360Token } from '@functions/ad-platforms/public';
import { newId } from '@functions/lib/ids';
import { defineRoute } from '@functions/lib/http';
import { checkSegmentType, importedSignals, signalTree, signalWrite } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, body: importLineItemsBodySchema },
  async handle({ caller, params, body }) {
    const { campaign, tree, ref } = await signalTree(caller, params, true);
    checkSegmentType(tree, 'dv360LineItem');
    const items = await dv360Port().listLineItems(await dv360Token(caller, campaign.businessNodeId), body.advertiserId, body.campaignIds);
    const now = Date.now();
    const kept = items.filter((item) => body.campaignIds.includes(item.campaignId) && !(body.excludeCompleted && lineItemCompleted(item, now)));
    const outcome = await signalWrite(() => signalsRepository.addMany(ref, kept.map(lineItemSignal), newId));
    return { statusCode: 201, body: await importedSignals(caller, ref, outcome, 'dv360') };
  },
});
