/** GET campaigns/{campaignId}/personalize/{treeId}/signals/exist?name (001 5 'Signal name unique'): `{ exists }`. */
import { signalExistQuerySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { defineRoute } from '@functions/lib/http';
import { signalTree } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, query: signalExistQuerySchema },
  async handle({ caller, params, query }) {
    const { ref } = await signalTree(caller, params);
    return { body: { exists: await signalsRepository.nameTaken(ref.treeId, query.name) } };
  },
});
