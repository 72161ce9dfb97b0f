import { storyboardParamsSchema } from '@shared/contracts/storyboards';
import { defineRoute } from '@functions/lib/http';
import { storyboardOf } from '../storyboard-scope';
import { removeVersionFiles } from '../storage';
import { storyboardsRepository } from '../storyboards-repository';

/** DELETE /assets/concepts/{id}/storyboards/{sid}: the storyboard, then its files. */
export default defineRoute({
  request: { params: storyboardParamsSchema },
  async handle({ params, caller }) {
    const { storyboard } = await storyboardOf(caller, params.id, params.sid);
    await storyboardsRepository.remove(storyboard.id);
    await Promise.all(storyboard.versions.map(removeVersionFiles));
    return { body: { _id: storyboard.id } };
  },
});
