import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCommentsParams, writeCommentsParams, type CommentsParams } from './params';

export interface CommentedEntityRef {
  id: string;
  type: string;
  name?: string;
}

export interface CommentsParamsState {
  params: CommentsParams;
  /** Changes the panel's state; a filter change replaces the history entry, opening or closing adds one. */
  update: (patch: Partial<CommentsParams>) => void;
  /** Opens the panel, on one entity when given (its comments first, the composer writes on it). */
  openPanel: (entity?: CommentedEntityRef, extra?: Partial<CommentsParams>) => void;
  close: () => void;
}

/**
 * The comments panel's state, kept in the query string (001 2): commentsOpen, the five filters (1 or 0), the entity
 * commented on, the comment to scroll to and the composer's default message. Reloading or sharing the URL restores it.
 */
export function useCommentsParams(): CommentsParamsState {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(() => readCommentsParams(new URLSearchParams(key)), [key]);

  const write = useCallback(
    (patch: Partial<CommentsParams>, replace: boolean) => setSearch((current) => writeCommentsParams(current, patch), { replace }),
    [setSearch],
  );
  const update = useCallback((patch: Partial<CommentsParams>) => write(patch, patch.open === undefined), [write]);
  const openPanel = useCallback(
    (entity?: CommentedEntityRef, extra: Partial<CommentsParams> = {}) =>
      write({ open: true, commentedEntityId: entity?.id, commentedEntityType: entity?.type, commentedEntityName: entity?.name, scrollToId: undefined, ...extra }, false),
    [write],
  );
  const close = useCallback(() => write({ open: false }, false), [write]);
  return { params, update, openPanel, close };
}
