import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentPage } from '@shared/contracts/comments';
import { api } from '@web/lib/api-client';
import { commentsKeys, ownerQuery, type CommentOwner } from './owner';

/** What the panel asks for: the entities (campaign) or the entity (concept), and its filters (the query parameters). */
export interface CommentsScope {
  entityIds: string[];
  entityVersion?: number;
  forMe: boolean;
  showResolved: boolean;
  withTimeCode: boolean;
  sortByTimeCode: boolean;
  hideGeneral: boolean;
}

const flags = (s: CommentsScope) => ({ forMe: s.forMe, showResolved: s.showResolved, withTimeCode: s.withTimeCode, sortByTimeCode: s.sortByTimeCode, hideGeneral: s.hideGeneral });
const bit = (b: boolean) => (b ? '1' : '0');

/**
 * One page of threads: POST /campaigns/{id}/new-comments/list (the entity ids in the body: a grid has many) or
 * GET /concepts/{id}/comments?entityId&entityVersion, with the panel's filters; the server filters and sorts.
 */
export function listComments(owner: CommentOwner, scope: CommentsScope, cursor: string | undefined, signal?: AbortSignal): Promise<CommentPage> {
  if (owner.kind === 'campaign') {
    return api.post<CommentPage>(`campaigns/${owner.id}/new-comments/list`, { entityIds: scope.entityIds, ...flags(scope), ...(cursor ? { cursor } : {}) }, { signal, notFoundIsAnswer: true });
  }
  const query = Object.fromEntries(Object.entries(flags(scope)).map(([k, v]) => [k, bit(v)]));
  return api.get<CommentPage>(`concepts/${owner.id}/comments`, {
    query: { ...ownerQuery(owner), ...query, entityId: scope.entityIds[0], entityVersion: scope.entityVersion, cursor },
    signal,
    notFoundIsAnswer: true,
  });
}

export function useComments(owner: CommentOwner | null, scope: CommentsScope, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: owner ? commentsKeys.list(owner, scope) : ['comments', 'none'],
    queryFn: ({ pageParam, signal }) => listComments(owner!, scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && owner !== null,
  });
}
