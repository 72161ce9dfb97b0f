/**
 * The comments feature (001 2 'Comments panel'): the panel (a drawer whose state is the query string), the button
 * with the unresolved count that opens it, the hooks the pages use to give counts and keep the panel's state.
 */
export { CommentsPanel, type CommentsPanelProps } from './components/comments-panel';
export { CommentsButton, type CommentsButtonProps } from './components/comments-button';
export { useCommentsParams, type CommentedEntityRef } from './lib/use-comments-params';
export { commentsLinkSearch, COMMENTS_FLAGS, COMMENTS_VALUES, type CommentsParams } from './lib/params';
export { useCommentCounts } from './api/comment-counts';
export { useConceptCommentCount } from './api/concept-count';
export type { CommentEntity, HotspotPreview } from './lib/view';
