import { useQuery } from '@tanstack/react-query';
import type { ConceptCommentCounts } from '@shared/contracts/comments';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { commentsKeys, ownerOf } from './owner';

/**
 * Unresolved threads on a concept's entity (a template, a storyboard; none: the whole concept), for the button's badge:
 * POST /concepts/{id}/comments/counts { entityIds } (ours), counted by the server, never below 0. Kept under the
 * owner's key, so a change or a realtime event that reloads the panel refreshes the badge too.
 */
export function useConceptCommentCount(conceptId: string | undefined, entityId?: string) {
  const partnerId = useCurrentPartnerId();
  const owner = ownerOf(undefined, conceptId, partnerId);
  return useQuery({
    queryKey: owner ? [...commentsKeys.owner(owner), 'count', entityId ?? null] : ['comments', 'count', 'none'],
    queryFn: async () => {
      const answer = await api.post<ConceptCommentCounts>(`concepts/${conceptId}/comments/counts`, { entityIds: entityId ? [entityId] : [] }, { notFoundIsAnswer: true });
      return entityId ? (answer.counts[entityId] ?? 0) : answer.total;
    },
    enabled: owner !== null,
  });
}
