import { useQuery } from '@tanstack/react-query';
import type { CommentCounts } from '@shared/contracts/comments';
import { api } from '@web/lib/api-client';
import { commentsKeys } from './owner';

/** POST /campaigns/{id}/new-comments/variant { entityIds }: unresolved threads per entity (never below 0). */
export const getCommentCounts = (campaignId: string, entityIds: readonly string[]) =>
  api.post<CommentCounts>(`campaigns/${campaignId}/new-comments/variant`, { entityIds });

/** The counts of the entities on screen, asked in one call; the panel's changes and realtime events refresh them. */
export function useCommentCounts(campaignId: string | undefined, entityIds: readonly string[]) {
  const ids = [...new Set(entityIds)].sort();
  return useQuery({
    queryKey: [...commentsKeys.counts(campaignId ?? ''), ids],
    queryFn: () => getCommentCounts(campaignId!, ids),
    enabled: Boolean(campaignId) && ids.length > 0,
  });
}
