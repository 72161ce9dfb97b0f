import { conceptParamsSchema, createCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { createComment } from '../comment-changes';
import { conceptOwner } from '../comment-owner';

/** POST /concepts/{id}/comments: a thread or a reply on a storyboard (with its player's time code), the index or a template. */
export default defineRoute({
  idempotent: true,
  request: { params: conceptParamsSchema, body: createCommentSchema },
  async handle({ params, body, caller }) {
    const os = await conceptOwner(caller, params.id);
    return { statusCode: 201, body: await createComment(caller, os, body) };
  },
});
