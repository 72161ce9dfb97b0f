import { campaignCommentParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { deleteComment } from '../comment-changes';
import { campaignOwner } from '../comment-owner';

/** DELETE /campaigns/{id}/new-comments/{commentId}: soft delete, by its author or an admin. */
export default defineRoute({
  request: { params: campaignCommentParamsSchema },
  async handle({ params, caller }) {
    const os = await campaignOwner(caller, params.id, true);
    return { body: await deleteComment(caller, os, params.commentId) };
  },
});
