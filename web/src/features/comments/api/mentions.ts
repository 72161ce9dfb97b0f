import { useQuery } from '@tanstack/react-query';
import type { Mentions } from '@shared/contracts/comments';
import { api } from '@web/lib/api-client';
import { commentsKeys, ownerQuery, type CommentOwner } from './owner';

/** GET /mentions?campaignId|conceptId&search: the users who may be mentioned (exactly one of the two ids, 001 5). */
export const getMentions = (owner: CommentOwner, search: string, signal?: AbortSignal) =>
  api.get<Mentions>('mentions', { query: { ...ownerQuery(owner), [owner.kind === 'campaign' ? 'campaignId' : 'conceptId']: owner.id, search: search || undefined }, signal });

export function useMentions(owner: CommentOwner | null, search: string, enabled: boolean) {
  return useQuery({
    queryKey: owner ? commentsKeys.mentions(owner, search) : ['comments', 'mentions', 'none'],
    queryFn: ({ signal }) => getMentions(owner!, search, signal),
    enabled: enabled && owner !== null,
    staleTime: 60_000,
  });
}
