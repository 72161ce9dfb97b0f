/**
 * Reading comments: threads as the panel shows them (root with nested visible replies), a page at a time, with the
 * panel's filters; and the Comment of 001 3 as every call answers it.
 */
import type { CommentDto, CommentPage } from '@shared/contracts/comments';
import { byTimeCode, keepThread, mayView, nestThread, type ThreadFilters } from '@shared/domain/comments';
import { isId } from '@shared/domain/ids';
import type { Role } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { presentAttachments } from './attachments';
import { commentsRepository, type StoredComment } from './comments-repository';

export interface ThreadQuery extends ThreadFilters {
  entityIds?: readonly string[];
  entityVersion?: number;
  sortByTimeCode: boolean;
  cursor?: string;
  limit: number;
}

const viewerOf = (caller: Caller) => ({ id: caller.user.id, role: caller.user.role as Role });

export const visibleTo = (caller: Caller, c: StoredComment) =>
  !c.isDeleted && mayView(viewerOf(caller), { private: c.private, authorId: c.author._id, authorSide: c.authorSide });

type Flat = Omit<CommentDto, 'threadedComments'>;

async function flat(c: StoredComment): Promise<Flat> {
  return {
    _id: c.id,
    threadId: c.threadId,
    parentId: c.parentId ?? null,
    user: c.author,
    body: c.body,
    mentions: c.mentions,
    hotspot: c.hotspot ?? null,
    resolved: c.resolved,
    private: c.private,
    isDeleted: c.isDeleted,
    timeCode: c.timeCode ?? null,
    attachments: await presentAttachments(c.attachments),
    commentedEntityId: c.commentedEntityId,
    commentedEntityType: c.commentedEntityType,
    context: c.context,
    entityVersion: c.entityVersion ?? null,
    campaignId: c.ownerType === 'campaign' ? c.ownerId : null,
    conceptId: c.ownerType === 'concept' ? c.ownerId : null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** One comment with the replies the caller may see nested under it (deleted ones and their replies left out). */
export async function presentThread(caller: Caller, root: StoredComment, comments: readonly StoredComment[]): Promise<CommentDto> {
  const replies = comments.filter((c) => c.id !== root.id && visibleTo(caller, c));
  const [top, ...rest] = await Promise.all([flat(root), ...replies.map(flat)]);
  return nestThread(top!, rest) as CommentDto;
}

/** A comment alone, as a create or an edit answers it (its replies not read). */
export const presentComment = async (c: StoredComment): Promise<CommentDto> => ({ ...(await flat(c)), threadedComments: [] });

function parseCursor(q: ThreadQuery): { before?: string; offset: number } {
  if (!q.cursor) return { offset: 0 };
  if (q.sortByTimeCode) {
    if (!/^\d{1,7}$/.test(q.cursor)) throw unprocessable(MESSAGES.wrongParams, [{ path: 'cursor', message: 'Invalid cursor' }]);
    return { offset: Number(q.cursor) };
  }
  if (!isId(q.cursor)) throw unprocessable(MESSAGES.wrongParams, [{ path: 'cursor', message: 'Invalid cursor' }]);
  return { before: q.cursor, offset: 0 };
}

/**
 * A page of threads of the owner (on these entities when given). Newest first: threads are read until the page is
 * full and the cursor is the last thread's id. By time code: every matching thread is read and sorted (a video's
 * comments), the cursor is an offset.
 */
export async function listThreads(caller: Caller, ownerId: string, q: ThreadQuery): Promise<CommentPage> {
  const { before, offset } = parseCursor(q);
  const entities = q.entityIds && q.entityIds.length > 0 ? new Set(q.entityIds) : null;
  const kept: StoredComment[][] = [];
  const { exhausted } = await commentsRepository.scanThreads(
    { ownerId, entityId: entities?.size === 1 ? [...entities][0] : undefined, before },
    (thread) => {
      const root = thread[0]!;
      if (entities && !entities.has(root.commentedEntityId)) return 'more';
      if (q.entityVersion !== undefined && root.entityVersion !== q.entityVersion) return 'more';
      if (!visibleTo(caller, root)) return 'more';
      const visible = thread.filter((c) => visibleTo(caller, c));
      if (!keepThread(caller.user.id, q, { ...root, timeCode: root.timeCode ?? null, authorId: root.author._id }, visible)) return 'more';
      kept.push(visible);
      return !q.sortByTimeCode && kept.length >= q.limit ? 'stop' : 'more';
    },
  );
  let page = kept;
  let nextCursor: string | null;
  if (q.sortByTimeCode) {
    const sorted = [...kept].sort((a, b) => byTimeCode({ timeCode: a[0]!.timeCode ?? null, _id: a[0]!.id }, { timeCode: b[0]!.timeCode ?? null, _id: b[0]!.id }));
    page = sorted.slice(offset, offset + q.limit);
    nextCursor = offset + q.limit < sorted.length ? String(offset + q.limit) : null;
  } else {
    nextCursor = exhausted ? null : (kept.at(-1)?.[0]?.id ?? null);
  }
  return { comments: await Promise.all(page.map((thread) => presentThread(caller, thread[0]!, thread))), nextCursor };
}
