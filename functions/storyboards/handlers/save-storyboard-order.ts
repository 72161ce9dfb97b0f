import { conceptParamsSchema, saveStoryboardOrderBodySchema } from '@shared/contracts/storyboards';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { conceptOf, presentStoryboard } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';

/** PUT /assets/concepts/{id}/storyboards: saves the order (sortIndex assigned on the client) of every storyboard. */
export default defineRoute({
  request: { params: conceptParamsSchema, body: saveStoryboardOrderBodySchema },
  async handle({ params, body, caller }) {
    const concept = await conceptOf(caller, params.id);
    const current = await storyboardsRepository.listByConcept(concept.id);
    const ids = new Set(body.map((s) => s._id));
    if (ids.size !== body.length || ids.size !== current.length || current.some((s) => !ids.has(s.id))) {
      throw unprocessable(MESSAGES.storyboardOrderMismatch);
    }
    for (const { _id, sortIndex } of body) {
      await storyboardsRepository.update(_id, (s) => (s.sortIndex === sortIndex ? null : { sortIndex }));
    }
    return { body: await Promise.all((await storyboardsRepository.listByConcept(concept.id)).map(presentStoryboard)) };
  },
});
