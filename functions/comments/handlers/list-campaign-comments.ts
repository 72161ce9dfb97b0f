import { campaignCommentsQuerySchema, campaignParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { campaignOwner } from '../comment-owner';
import { listThreads } from '../comment-threads';

/** GET /campaigns/{id}/comments/list: a page of threads of the whole campaign (of these entities when entityIds is given). */
export default defineRoute({
  request: { params: campaignParamsSchema, query: campaignCommentsQuerySchema },
  async handle({ params, query, caller }) {
    const os = await campaignOwner(caller, params.id);
    return { body: await listThreads(caller, os.owner.id, query) };
  },
});
