/** GET /scoring/assets/{id} (ours): the analysis of a library asset, for its detail page. */
import { scoredIdParamsSchema } from '@shared/contracts/scoring';
import { assetInScope } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { presentScore, scoringRepository } from '../scoring-repository';

export default defineRoute({
  request: { params: scoredIdParamsSchema },
  async handle({ params, caller }) {
    const { asset } = await assetInScope(caller, params.id, 'read');
    const scores = (await scoringRepository.listByScope(asset.id, 'asset')).filter((s) => s.version === asset.hash);
    return { body: { scores: scores.map(presentScore) } };
  },
});
