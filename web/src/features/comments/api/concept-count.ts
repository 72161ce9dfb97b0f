import { useQuery } from '@tanstack/react-query';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { listComments } from './list-comments';
import { commentsKeys, ownerOf } from './owner';

/**
 * Unresolved threads on a concept's entity (a template, a storyboard; none: the whole concept), for the button's badge:
 * the first page of the panel's own list (the concept calls have no count call; a full page shows as its size).
 */
export function useConceptCommentCount(conceptId: string | undefined, entityId?: string) {
  const partnerId = useCurrentPartnerId();
  const owner = ownerOf(undefined, conceptId, partnerId);
  return useQuery({
    queryKey: owner ? [...commentsKeys.owner(owner), 'count', entityId ?? null] : ['comments', 'count', 'none'],
    queryFn: async () => {
      const page = await listComments(owner!, { entityIds: entityId ? [entityId] : [], forMe: false, showResolved: false, withTimeCode: false, sortByTimeCode: false, hideGeneral: false }, undefined);
      return page.comments.length;
    },
    enabled: owner !== null,
  });
}
