import { conceptCommentParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { deleteComment } from '../comment-changes';
import { conceptOwner } from '../comment-owner';

/** DELETE /concepts/{id}/comments/{commentId}: soft delete, by its author or an admin. */
export default defineRoute({
  request: { params: conceptCommentParamsSchema },
  async handle({ params, caller }) {
    const os = await conceptOwner(caller, params.id);
    return { body: await deleteComment(caller, os, params.commentId) };
  },
});
