import { listConceptsQuerySchema, type ConceptListAnswer } from '@shared/contracts/concepts';
import { withDescendants } from '@shared/domain/business-nodes';
import { defineRoute } from '@functions/lib/http';
import { canSee, loadScope, presentListItem } from '../concept-scope';
import { conceptsRepository } from '../concepts-repository';

/** GET /concepts: the caller's concepts of the current partner, newest change first; search, filters, 0-based pages. */
export default defineRoute({
  request: { query: listConceptsQuerySchema },
  async handle({ query, caller }) {
    const scope = await loadScope(caller);
    const statuses = query.status ? new Set(query.status) : null;
    const search = query.search?.trim().toLowerCase();
    const underNode = query.nodeId ? withDescendants(scope.nodes, [query.nodeId]) : null;
    const matching = (await conceptsRepository.listByPartner(caller.partnerId))
      .filter((c) => canSee(caller, scope, c))
      .filter((c) => c.archived === query.archived)
      .filter((c) => !statuses || statuses.has(c.status))
      .filter((c) => !search || c.nameLower.includes(search))
      .filter((c) => !underNode || c.nodeIds.some((id) => underNode.has(id)))
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id));
    const start = query.page * query.limit;
    const body: ConceptListAnswer = { total: matching.length, results: matching.slice(start, start + query.limit).map(presentListItem) };
    return { body };
  },
});
