/** GET campaigns/{campaignId}/personalize/{treeId}/signals?type (001 7): the tree's signals, of one type when asked, by name,
 * and the zone of the campaign's market (the zone a new schedule is entered in). */
import { listSignalsQuerySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { defineRoute } from '@functions/lib/http';
import { campaignTimeZone, presentSignal, signalTree } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, query: listSignalsQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign, ref } = await signalTree(caller, params);
    const [signals, timeZone] = await Promise.all([signalsRepository.listByTree(ref, query.type), campaignTimeZone(campaign)]);
    return { body: { signals: signals.map(presentSignal), timeZone } };
  },
});
