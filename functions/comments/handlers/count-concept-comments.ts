import { conceptCommentCountsBodySchema, conceptParamsSchema, type ConceptCommentCounts } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { countAllUnresolved, countUnresolved } from '../comment-changes';
import { conceptOwner } from '../comment-owner';

/** POST /concepts/{id}/comments/counts { entityIds } (ours): the concept's comment buttons, per entity and in all, never below 0. */
export default defineRoute({
  request: { params: conceptParamsSchema, body: conceptCommentCountsBodySchema },
  async handle({ params, body, caller }) {
    const os = await conceptOwner(caller, params.id);
    const [counts, total] = await Promise.all([countUnresolved(caller, os.owner.id, body.entityIds), countAllUnresolved(caller, os.owner.id)]);
    const result: ConceptCommentCounts = { counts, total };
    return { body: result };
  },
});
