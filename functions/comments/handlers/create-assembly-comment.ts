import { createAssemblyCommentSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { createComment } from '../comment-changes';
import { campaignOwner } from '../comment-owner';

/** POST /comments (assembly comments): a thread or a reply on one of the campaign's variations; the campaign in the body. */
export default defineRoute({
  idempotent: true,
  request: { body: createAssemblyCommentSchema },
  async handle({ body, caller }) {
    const { campaignId, ...comment } = body;
    const os = await campaignOwner(caller, campaignId, true);
    return { statusCode: 201, body: await createComment(caller, os, comment) };
  },
});
