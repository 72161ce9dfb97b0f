/** GET /scoring/templates/{id} (ours): the analysis of each version of a template, for the template view. */
import { scoredIdParamsSchema } from '@shared/contracts/scoring';
import { defineRoute } from '@functions/lib/http';
import { templateInScope } from '@functions/templates/public';
import { presentScore, scoringRepository } from '../scoring-repository';

export default defineRoute({
  request: { params: scoredIdParamsSchema },
  async handle({ params, caller }) {
    const { template } = await templateInScope(caller, params.id, 'read');
    const scores = await scoringRepository.listByScope(template.id, 'template');
    return { body: { scores: scores.map(presentScore) } };
  },
});
