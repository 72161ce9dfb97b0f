import { useQuery } from '@tanstack/react-query';
import type { CommentCounts } from '@shared/contracts/comments';
import { COMMENT_ENTITY_IDS_MAX } from '@shared/domain/comments';
import { api } from '@web/lib/api-client';
import { commentsKeys } from './owner';

/**
 * POST /campaigns/{id}/new-comments/variant { entityIds }: unresolved threads per entity (never below 0). A side call:
 * its 404 (no such route yet, a campaign gone) leaves the badges empty instead of leaving the page.
 */
export const getCommentCounts = (campaignId: string, entityIds: readonly string[]) =>
  api.post<CommentCounts>(`campaigns/${campaignId}/new-comments/variant`, { entityIds }, { notFoundIsAnswer: true });

/** The counts of the entities on screen, in calls of at most COMMENT_ENTITY_IDS_MAX ids; changes and realtime events refresh them. */
export function useCommentCounts(campaignId: string | undefined, entityIds: readonly string[]) {
  const ids = [...new Set(entityIds)].sort();
  return useQuery({
    queryKey: [...commentsKeys.counts(campaignId ?? ''), ids],
    queryFn: async (): Promise<CommentCounts> => {
      const chunks = Array.from({ length: Math.ceil(ids.length / COMMENT_ENTITY_IDS_MAX) }, (_, i) => ids.slice(i * COMMENT_ENTITY_IDS_MAX, (i + 1) * COMMENT_ENTITY_IDS_MAX));
      const answers = await Promise.all(chunks.map((chunk) => getCommentCounts(campaignId!, chunk)));
      return { counts: Object.assign({}, ...answers.map((a) => a.counts)) };
    },
    enabled: Boolean(campaignId) && ids.length > 0,
  });
}
