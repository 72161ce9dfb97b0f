import { campaignCommentsListBodySchema, campaignParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { campaignOwner } from '../comment-owner';
import { listThreads } from '../comment-threads';

/** POST /campaigns/{id}/new-comments/list: the list with the entity ids in the body (a grid of many variants). */
export default defineRoute({
  request: { params: campaignParamsSchema, body: campaignCommentsListBodySchema },
  async handle({ params, body, caller }) {
    const os = await campaignOwner(caller, params.id);
    return { body: await listThreads(caller, os.owner.id, body) };
  },
});
