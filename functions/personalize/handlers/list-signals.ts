/** GET campaigns/{campaignId}/personalize/{treeId}/signals?type (001 7): the tree's signals, of one type when asked, by name. */
import { listSignalsQuerySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { defineRoute } from '@functions/lib/http';
import { presentSignal, signalTree } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, query: listSignalsQuerySchema },
  async handle({ caller, params, query }) {
    const { ref } = await signalTree(caller, params);
    return { body: { signals: (await signalsRepository.listByTree(ref, query.type)).map(presentSignal) } };
  },
});
