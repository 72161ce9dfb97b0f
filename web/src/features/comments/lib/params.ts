/**
 * The comments panel's state in the query string (001 2 'Comments panel'): six flags written 1 or 0 and five values,
 * so a link (or a reload) opens the same view. Pure: read from and written to URLSearchParams, other parameters kept.
 */

export const COMMENTS_FLAGS = {
  open: 'commentsOpen',
  showForMe: 'commentsShowForMe',
  showResolved: 'commentsShowResolved',
  showWithTimeCode: 'commentsShowWithTimeCode',
  sortByTimeCode: 'commentsSortByTimeCode',
  hideGeneralComments: 'commentsHideGeneralComments',
} as const;

export const COMMENTS_VALUES = {
  commentedEntityId: 'commentsCommentedEntityId',
  commentedEntityType: 'commentsCommentedEntityType',
  commentedEntityName: 'commentsCommentedEntityName',
  scrollToId: 'commentsScrollToId',
  defaultMessage: 'commentsDefaultMessage',
} as const;

export type CommentsFlag = keyof typeof COMMENTS_FLAGS;
export type CommentsValue = keyof typeof COMMENTS_VALUES;

export type CommentsParams = Record<CommentsFlag, boolean> & Partial<Record<CommentsValue, string>>;

/** Every parameter of the panel, in the spec's order. */
export const COMMENTS_PARAM_NAMES: readonly string[] = [...Object.values(COMMENTS_FLAGS), ...Object.values(COMMENTS_VALUES)];

export const CLOSED_COMMENTS: CommentsParams = {
  open: false,
  showForMe: false,
  showResolved: false,
  showWithTimeCode: false,
  sortByTimeCode: false,
  hideGeneralComments: false,
};

export function readCommentsParams(search: URLSearchParams): CommentsParams {
  const params: CommentsParams = { ...CLOSED_COMMENTS };
  for (const [key, name] of Object.entries(COMMENTS_FLAGS) as [CommentsFlag, string][]) params[key] = search.get(name) === '1';
  for (const [key, name] of Object.entries(COMMENTS_VALUES) as [CommentsValue, string][]) {
    const value = search.get(name);
    if (value) params[key] = value;
  }
  return params;
}

/**
 * The query string with the panel's state changed by `patch` (an undefined value removes that parameter). Flags are
 * written 1 or 0 while the panel is open; closing it takes every comments parameter out, other parameters stay.
 */
export function writeCommentsParams(search: URLSearchParams, patch: Partial<CommentsParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const state = { ...readCommentsParams(search), ...patch };
  if (!state.open) {
    for (const name of COMMENTS_PARAM_NAMES) next.delete(name);
    return next;
  }
  for (const [key, name] of Object.entries(COMMENTS_FLAGS) as [CommentsFlag, string][]) next.set(name, state[key] ? '1' : '0');
  for (const [key, name] of Object.entries(COMMENTS_VALUES) as [CommentsValue, string][]) {
    const value = state[key];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** A link's query string that opens the panel on one entity (a notification or a mail can point at a comment). */
export function commentsLinkSearch(patch: Partial<CommentsParams>): string {
  return writeCommentsParams(new URLSearchParams(), { ...patch, open: true }).toString();
}
