import { conceptParamsSchema } from '@shared/contracts/storyboards';
import { defineRoute } from '@functions/lib/http';
import { conceptOf } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';

/** GET /assets/concepts/{id}/storyboards/count: { count }. */
export default defineRoute({
  request: { params: conceptParamsSchema },
  async handle({ params, caller }) {
    const concept = await conceptOf(caller, params.id);
    return { body: { count: (await storyboardsRepository.listByConcept(concept.id)).length } };
  },
});
