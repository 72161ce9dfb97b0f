import { conceptCommentsQuerySchema, conceptParamsSchema } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { conceptOwner } from '../comment-owner';
import { listThreads } from '../comment-threads';

/** GET /concepts/{id}/comments?entityId&entityVersion: a page of threads on a storyboard, the storyboard index or a template. */
export default defineRoute({
  request: { params: conceptParamsSchema, query: conceptCommentsQuerySchema },
  async handle({ params, query, caller }) {
    const os = await conceptOwner(caller, params.id);
    const { entityId, ...rest } = query;
    return { body: await listThreads(caller, os.owner.id, { ...rest, entityIds: entityId ? [entityId] : undefined }) };
  },
});
