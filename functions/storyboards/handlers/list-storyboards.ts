import { conceptParamsSchema } from '@shared/contracts/storyboards';
import { defineRoute } from '@functions/lib/http';
import { conceptOf, presentStoryboard } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';

/** GET /assets/concepts/{id}/storyboards: the concept's storyboards in their order. */
export default defineRoute({
  request: { params: conceptParamsSchema },
  async handle({ params, caller }) {
    const concept = await conceptOf(caller, params.id);
    return { body: await Promise.all((await storyboardsRepository.listByConcept(concept.id)).map(presentStoryboard)) };
  },
});
