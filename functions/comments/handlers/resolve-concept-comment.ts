import { conceptCommentParamsSchema, resolveCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { resolveComment } from '../comment-changes';
import { conceptOwner } from '../comment-owner';

/** PATCH /concepts/{id}/comments/{commentId}/resolved { resolved }: resolve or reopen the comment's thread. */
export default defineRoute({
  request: { params: conceptCommentParamsSchema, body: resolveCommentSchema },
  async handle({ params, body, caller }) {
    const os = await conceptOwner(caller, params.id);
    return { body: await resolveComment(caller, os, params.commentId, body.resolved) };
  },
});
