import { conceptNameExistsQuerySchema } from '@shared/contracts/concepts';
import { defineRoute } from '@functions/lib/http';
import { conceptsRepository } from '../concepts-repository';

/**
 * GET /concepts/name-exists: the wizard's debounced existence check. Names are unique in the partner whatever the
 * caller's nodes, so the answer covers every concept of the partner; the draft being edited keeps its own name.
 */
export default defineRoute({
  request: { query: conceptNameExistsQuerySchema },
  async handle({ query, caller }) {
    return { body: { exists: await conceptsRepository.nameTaken(caller.partnerId, query.name, query.excludeId) } };
  },
});
