import { commentParamsSchema, resolveAssemblyCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { resolveComment } from '../comment-changes';
import { ownerOfComment } from '../comment-owner';

/** PUT /comments/resolve/{id} { resolve } (assembly comments): resolve or reopen the comment's thread. */
export default defineRoute({
  request: { params: commentParamsSchema, body: resolveAssemblyCommentSchema },
  async handle({ params, body, caller }) {
    const { os } = await ownerOfComment(caller, params.id);
    return { body: await resolveComment(caller, os, params.id, body.resolve) };
  },
});
