import { conceptIdParamsSchema } from '@shared/contracts/concepts';
import { defineRoute } from '@functions/lib/http';
import { conceptInScope, loadScope, presentConcept } from '../concept-scope';

/** GET /concepts/{id}: one concept with its brief. */
export default defineRoute({
  request: { params: conceptIdParamsSchema },
  async handle({ params, caller }) {
    return { body: presentConcept(await conceptInScope(caller, params.id, await loadScope(caller))) };
  },
});
