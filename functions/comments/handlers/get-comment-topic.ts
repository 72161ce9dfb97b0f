import { commentParamsSchema, type CommentDto, type CommentTopic } from '@shared/contracts/comments';
import { variationsRepository } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { campaignOwner } from '../comment-owner';
import { listThreads } from '../comment-threads';

const TOPIC_PAGE = 100;
/** At most this many threads in one answer (assembly campaigns hold a few dozen variations). */
const TOPIC_MAX_PAGES = 10;

/**
 * GET /comments/topic/{campaignId} (assembly comments): the campaign's threads, resolved ones included, newest first,
 * and the variations they are on.
 */
export default defineRoute({
  request: { params: commentParamsSchema },
  async handle({ params, caller }) {
    const os = await campaignOwner(caller, params.id);
    const comments: CommentDto[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < TOPIC_MAX_PAGES; i++) {
      const page = await listThreads(caller, os.owner.id, { showResolved: true, forMe: false, withTimeCode: false, hideGeneral: false, sortByTimeCode: false, limit: TOPIC_PAGE, cursor });
      comments.push(...page.comments);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const commented = new Set(comments.map((c) => c.commentedEntityId));
    const variations = (await variationsRepository.listByCampaign(params.id))
      .filter((v) => commented.has(v.id) || (v.hash !== undefined && commented.has(v.hash)))
      .map((v) => ({ _id: v.id, hash: v.hash ?? '', name: v.name, format: v.format, size: v.size ?? '' }));
    const body: CommentTopic = { comments, variations };
    return { body };
  },
});
