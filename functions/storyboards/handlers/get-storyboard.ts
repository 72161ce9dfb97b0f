import { storyboardParamsSchema } from '@shared/contracts/storyboards';
import { defineRoute } from '@functions/lib/http';
import { presentStoryboard, storyboardOf } from '../storyboard-scope';

/** GET /assets/concepts/{id}/storyboards/{sid}: one storyboard with its versions. */
export default defineRoute({
  request: { params: storyboardParamsSchema },
  async handle({ params, caller }) {
    return { body: await presentStoryboard((await storyboardOf(caller, params.id, params.sid)).storyboard) };
  },
});
