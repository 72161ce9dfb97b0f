import { campaignCommentParamsSchema, resolveCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { resolveComment } from '../comment-changes';
import { campaignOwner } from '../comment-owner';

/** PATCH /campaigns/{id}/new-comments/{commentId}/resolve { resolved }: resolve or reopen the comment's thread. */
export default defineRoute({
  request: { params: campaignCommentParamsSchema, body: resolveCommentSchema },
  async handle({ params, body, caller }) {
    const os = await campaignOwner(caller, params.id, true);
    return { body: await resolveComment(caller, os, params.commentId, body.resolved) };
  },
});
