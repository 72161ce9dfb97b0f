import { campaignEntityCommentsQuerySchema, campaignParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { campaignOwner } from '../comment-owner';
import { listThreads } from '../comment-threads';

/** GET /campaigns/{id}/comments?entityIds=...: a page of threads on these entities (the panel on variants or creatives). */
export default defineRoute({
  request: { params: campaignParamsSchema, query: campaignEntityCommentsQuerySchema },
  async handle({ params, query, caller }) {
    const os = await campaignOwner(caller, params.id);
    return { body: await listThreads(caller, os.owner.id, query) };
  },
});
