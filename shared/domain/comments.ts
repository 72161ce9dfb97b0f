/**
 * Comments (001 2 comments panel, 3 Comment, 4 Comment, 5, 9 commentable entities): the contexts, the commented
 * entity types, and the pure rules both sides share (who sees a private comment, who deletes, how threads nest,
 * which threads a panel filter keeps, counts never below 0).
 *
 * Interpretation of 001 6 for private comments ('visible only to the author's side'): the agency side is the roles
 * with the creatives admin view and the admin flag of 000 3 (super, admin, selfServiceAdmin, selfServiceManager,
 * selfServiceReviewer); the client side is manager and reviewer (client view only). Analysts never see comments.
 * A private comment is shown to its author and to the users of the author's side, never to the other side; a reply
 * to a private thread is private too.
 */
import { isAdminRole, isTopAdmin, type Role } from './roles';

export const COMMENT_CONTEXTS = ['Personalize', 'Creatives', 'StoryboardIndex', 'Storyboard', 'Template'] as const;
export type CommentContext = (typeof COMMENT_CONTEXTS)[number];

/** 001 9 'Commentable entities: Personalize tree, Personalize variant, Storyboard, Storyboard index, Template'. */
export const COMMENTED_ENTITY_TYPES = ['PersonalizeTree', 'PersonalizeVariant', 'Storyboard', 'StoryboardIndex', 'Template'] as const;
export type CommentedEntityType = (typeof COMMENTED_ENTITY_TYPES)[number];

/**
 * 'General' comments (the panel's commentsHideGeneralComments): comments on the container rather than on one creative,
 * that is on the personalize tree (not a variant) or on the storyboard index (not one storyboard).
 */
export const GENERAL_ENTITY_TYPES: readonly CommentedEntityType[] = ['PersonalizeTree', 'StoryboardIndex'];

/** Where comments live: a campaign (personalize, creatives, assembly) or a concept (storyboards, templates). */
export type CommentOwnerType = 'campaign' | 'concept';

/** Our limits (the spec gives none): body length, attachments per comment and their size, mentions, page size. */
export const COMMENT_BODY_MAX_LENGTH = 5000;
export const COMMENT_ATTACHMENTS_MAX = 10;
export const COMMENT_ATTACHMENT_MAX_BYTES = 100 * 1024 * 1024;
export const COMMENT_MENTIONS_MAX = 50;
export const COMMENT_PAGE_SIZE_DEFAULT = 20;
export const COMMENT_PAGE_SIZE_MAX = 100;
export const COMMENT_ENTITY_IDS_MAX = 500;
/** A time code is seconds into a video (a day at most). */
export const COMMENT_TIME_CODE_MAX_S = 24 * 60 * 60;

/**
 * Attachment types, decided from the content (file-type), never from the name or the browser's type: pictures, PDF,
 * video, audio and office documents. Active content (HTML, SVG, scripts) and unknown content are refused.
 */
export const COMMENT_ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export const isAllowedAttachmentType = (mime: string | undefined): boolean =>
  Boolean(mime && (COMMENT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime));

export type CommentSide = 'agency' | 'client';

export const sideOf = (role: Role): CommentSide => (isAdminRole(role) ? 'agency' : 'client');

/** Whether a viewer sees a comment: public ones always, private ones on the author's side (or the author). */
export function mayView(viewer: { id: string; role: Role }, comment: { private: boolean; authorId: string; authorSide: CommentSide }): boolean {
  return !comment.private || comment.authorId === viewer.id || comment.authorSide === sideOf(viewer.role);
}

/** Who deletes a comment: its author, or an admin (super, admin, selfServiceAdmin: the spec's 'admins' of 001 6). */
export function mayDelete(viewer: { id: string; role: Role }, comment: { authorId: string }): boolean {
  return comment.authorId === viewer.id || isTopAdmin(viewer.role) || viewer.role === 'selfServiceAdmin';
}

/** Only the author edits a comment's text. */
export const mayEdit = (viewer: { id: string }, comment: { authorId: string }): boolean => comment.authorId === viewer.id;

/** A count shown on the comment button: never below 0 (001 3). */
export const shownCount = (n: number | undefined): number => Math.max(0, Math.trunc(n ?? 0));

/** A flat list of one thread's comments nested under their parents, oldest reply first; replies of hidden parents drop. */
export function nestThread<T extends { _id: string; parentId: string | null; createdAt: number }>(root: T, replies: readonly T[]): T & { threadedComments: unknown[] } {
  type Node = T & { threadedComments: Node[] };
  const nodes = new Map<string, Node>();
  const top: Node = { ...root, threadedComments: [] };
  nodes.set(root._id, top);
  const ordered = [...replies].sort((a, b) => a.createdAt - b.createdAt || a._id.localeCompare(b._id));
  for (const reply of ordered) nodes.set(reply._id, { ...reply, threadedComments: [] });
  for (const reply of ordered) {
    const parent = nodes.get(reply.parentId ?? root._id);
    if (parent) parent.threadedComments.push(nodes.get(reply._id) as Node);
  }
  return top;
}

/** The panel's filters (001 2 query parameters), applied to one thread (root plus its visible replies). */
export interface ThreadFilters {
  showResolved: boolean;
  forMe: boolean;
  withTimeCode: boolean;
  hideGeneral: boolean;
}

export function keepThread(
  viewerId: string,
  filters: ThreadFilters,
  root: { resolved: boolean; timeCode: number | null; commentedEntityType: CommentedEntityType; authorId: string },
  comments: readonly { mentionIds: readonly string[] }[],
): boolean {
  if (!filters.showResolved && root.resolved) return false;
  if (filters.withTimeCode && root.timeCode === null) return false;
  if (filters.hideGeneral && GENERAL_ENTITY_TYPES.includes(root.commentedEntityType)) return false;
  if (filters.forMe && !comments.some((c) => c.mentionIds.includes(viewerId))) return false;
  return true;
}

/** Threads by time code (commentsSortByTimeCode): earliest first, those without a time code last, then newest first. */
export function byTimeCode(a: { timeCode: number | null; _id: string }, b: { timeCode: number | null; _id: string }): number {
  const ta = a.timeCode ?? Number.POSITIVE_INFINITY;
  const tb = b.timeCode ?? Number.POSITIVE_INFINITY;
  return ta === tb ? b._id.localeCompare(a._id) : ta - tb;
}

/** Storage keys of 002 9: attachments of a comment sit under its folder. */
export const commentFolder = (partnerId: string, owner: { type: CommentOwnerType; id: string }, commentId: string) =>
  `v2/partners/${partnerId}/${owner.type === 'campaign' ? 'campaigns' : 'concepts'}/${owner.id}/comments/${commentId}/`;

/**
 * An attachment's file name as stored and shown: the last path segment, without control characters, and only
 * letters, digits, spaces and `. _ - ( )` (anything else becomes `_`), at most 200 characters.
 */
export function attachmentFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC');
  const cleaned = base.replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/\s+/g, ' ').trim().slice(0, 200);
  return cleaned && !/^\.+$/.test(cleaned) ? cleaned : 'file';
}

/** The screen a comment is on, with the panel open at it (001 2 query parameters): the link of a mention mail. */
export function commentScreenPath(
  owner: { type: CommentOwnerType; id: string },
  comment: { _id: string; context: CommentContext; commentedEntityId: string; commentedEntityType: CommentedEntityType },
): string {
  const screen =
    owner.type === 'campaign'
      ? `/campaigns/${owner.id}/${comment.context === 'Personalize' ? 'personalize' : 'creatives'}`
      : comment.context === 'Template'
        ? `/concepts/${owner.id}/templates/${comment.commentedEntityId}`
        : comment.context === 'Storyboard'
          ? `/concepts/${owner.id}/storyboards/${comment.commentedEntityId}`
          : `/concepts/${owner.id}/storyboards`;
  const query = new URLSearchParams({
    commentsOpen: '1',
    commentsScrollToId: comment._id,
    commentsCommentedEntityId: comment.commentedEntityId,
    commentsCommentedEntityType: comment.commentedEntityType,
  });
  return `${screen}?${query.toString()}`;
}
