import type { ConceptPartnerDto } from '@shared/contracts/concepts';
import { conceptIdParamsSchema } from '@shared/contracts/concepts';
import { defineRoute } from '@functions/lib/http';
import { conceptInScope, loadScope } from '../concept-scope';

/** GET /partners/conceptId/{id} (002 7 Partners): the partner of a concept the caller may see. */
export default defineRoute({
  request: { params: conceptIdParamsSchema },
  async handle({ params, caller }) {
    const concept = await conceptInScope(caller, params.id, await loadScope(caller));
    const body: ConceptPartnerDto = { partnerId: concept.partnerId };
    return { body };
  },
});
