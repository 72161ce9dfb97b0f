import { campaignParamsSchema, commentCountsBodySchema, type CommentCounts } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { countUnresolved } from '../comment-changes';
import { campaignOwner } from '../comment-owner';

/** POST /campaigns/{id}/new-comments/variant { entityIds }: unresolved threads per entity the caller sees, never below 0. */
export default defineRoute({
  request: { params: campaignParamsSchema, body: commentCountsBodySchema },
  async handle({ params, body, caller }) {
    const os = await campaignOwner(caller, params.id);
    const result: CommentCounts = { counts: await countUnresolved(caller, os.owner.id, body.entityIds) };
    return { body: result };
  },
});
