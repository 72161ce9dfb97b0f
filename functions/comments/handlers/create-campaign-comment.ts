import { campaignParamsSchema, createCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { createComment } from '../comment-changes';
import { campaignOwner } from '../comment-owner';

/** POST /campaigns/{id}/new-comments/new: a thread or a reply on a campaign's variant, tree or creative. */
export default defineRoute({
  idempotent: true,
  request: { params: campaignParamsSchema, body: createCommentSchema },
  async handle({ params, body, caller }) {
    const os = await campaignOwner(caller, params.id, true);
    return { statusCode: 201, body: await createComment(caller, os, body) };
  },
});
