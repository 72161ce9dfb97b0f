/**
 * Changing comments: create (a thread or a reply), resolve or reopen a thread, soft delete, edit the text. Each change
 * is published to the owner's topic (campaign:{id} or concept:{id}) as ws-event source 'comments', event
 * 'comments-updated', so other open panels reload (001 4: when the event's owner is someone else); mentioned users get
 * a mail and a notification.
 */
import * as z from 'zod';
import { COMMENTS_SOURCE, COMMENTS_UPDATED_EVENT, commentTopicOf, createCommentSchema, type CommentDto, type CommentsUpdatedPayload } from '@shared/contracts/comments';
import { mayDelete, mayEdit, shownCount, sideOf, usableReservedId, type CommentSide } from '@shared/domain/comments';
import type { Role } from '@shared/domain/roles';
import { fillMessage, MESSAGES } from '@shared/messages';
import { AppError, notAllowed, notFound, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { publishEvent } from '@functions/lib/realtime';
import type { User } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import { checkAttachments } from './attachments';
import { assertCommentedEntity } from './commented-entity';
import { commentUserOf, mentionableUsers, type OwnerScope } from './comment-owner';
import { presentComment, presentThread, visibleTo } from './comment-threads';
import { CommentChangedError, commentsRepository, type StoredComment } from './comments-repository';
import { notifyMentioned } from './mentions';

export type CreateInput = z.output<typeof createCommentSchema>;

export async function publishChange(os: OwnerScope, caller: Caller, comment: Pick<StoredComment, 'id' | 'commentedEntityId'>): Promise<void> {
  const owner = os.owner.type === 'campaign' ? { campaignId: os.owner.id } : { conceptId: os.owner.id };
  const payload: CommentsUpdatedPayload = { ownerId: caller.user.id, commentId: comment.id, ...owner, entityIds: [comment.commentedEntityId] };
  await publishEvent({ topic: commentTopicOf(owner) }, { source: COMMENTS_SOURCE, event: COMMENTS_UPDATED_EVENT, payload });
}

/**
 * The users a comment mentions, each one who may open the campaign or concept; a private comment mentions only users
 * of its side (the others would never see it). 422 naming the first that may not be mentioned.
 */
async function mentionedUsers(os: OwnerScope, ids: readonly string[], privateSide: CommentSide | null): Promise<User[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await mentionableUsers(os)).map((u) => [u.id, u]));
  return [...new Set(ids)].map((userId) => {
    const user = byId.get(userId);
    if (!user || (privateSide && sideOf(user.role as Role) !== privateSide)) {
      throw unprocessable(fillMessage(MESSAGES.mentionNotAllowed, { owner: os.owner.type }), [{ path: 'mentions', message: userId }]);
    }
    return user;
  });
}

/** A comment of this owner the caller may see, or 404 'Comment not found' (another owner's or a hidden one alike). */
export async function visibleComment(caller: Caller, os: OwnerScope, id: string): Promise<StoredComment> {
  const found = await commentsRepository.get(id);
  if (!found || found.ownerId !== os.owner.id || found.partnerId !== os.partnerId || !visibleTo(caller, found)) throw notFound(MESSAGES.commentNotFound);
  return found;
}

export async function createComment(caller: Caller, os: OwnerScope, input: CreateInput): Promise<CommentDto> {
  const id = input._id ?? newId();
  const side = sideOf(caller.user.role as Role);
  const parent = input.parentId ? await visibleComment(caller, os, input.parentId) : null;
  const root = parent && parent.threadId !== parent.id ? await visibleComment(caller, os, parent.threadId) : parent;
  const isPrivate = Boolean(root?.private) || input.private;
  if (input._id && !usableReservedId(input._id, Date.now(), root?.id)) throw unprocessable(MESSAGES.wrongParams, [{ path: '_id', message: 'Not an id the attachments call reserved' }]);
  if (!root) await assertCommentedEntity(os, input.commentedEntityType, input.commentedEntityId);

  const mentioned = await mentionedUsers(os, input.mentions, isPrivate ? side : null);
  const attachments = input.attachments.length > 0 ? await checkAttachments(os.partnerId, os.owner, id, input.attachments) : [];
  // a reply joins its thread's entity, version and context, whatever it names
  const entityVersion = root ? root.entityVersion : (input.entityVersion ?? undefined);
  const now = Date.now();
  let created: StoredComment;
  try {
    created = await commentsRepository.create({
      id,
      partnerId: os.partnerId,
      ownerType: os.owner.type,
      ownerId: os.owner.id,
      threadId: root?.id ?? id,
      ...(parent ? { parentId: parent.id } : {}),
      author: commentUserOf(caller.user),
      authorSide: side,
      body: input.body,
      mentions: mentioned.map(commentUserOf),
      mentionIds: mentioned.map((u) => u.id),
      ...(input.hotspot ? { hotspot: input.hotspot } : {}),
      private: isPrivate,
      ...(input.timeCode !== null ? { timeCode: input.timeCode } : {}),
      attachments,
      commentedEntityId: root?.commentedEntityId ?? input.commentedEntityId,
      commentedEntityType: root?.commentedEntityType ?? input.commentedEntityType,
      context: root?.context ?? input.context,
      ...(entityVersion !== undefined ? { entityVersion } : {}),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // the id the attachments call reserved is taken: a second create with it
    if (error instanceof CommentChangedError) throw unprocessable(MESSAGES.alreadyExist);
    throw error;
  }
  await publishChange(os, caller, created);
  await notifyMentioned(caller, os, created, mentioned);
  return presentComment(created);
}

/** How often a change is tried again from a fresh read when another change came between its read and its write. */
const CHANGE_ATTEMPTS = 5;

/** Resolve or reopen the thread of the named comment (a reply names its thread); answers the thread. */
export async function resolveComment(caller: Caller, os: OwnerScope, id: string, resolved: boolean): Promise<CommentDto> {
  const named = await visibleComment(caller, os, id);
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const root = await visibleComment(caller, os, named.threadId);
    try {
      const changed = await commentsRepository.setResolved(root, resolved, caller.user.id);
      if (changed !== root) await publishChange(os, caller, changed);
      return presentThread(caller, changed, await commentsRepository.thread(os.owner.id, root.id));
    } catch (error) {
      if (!(error instanceof CommentChangedError)) throw error;
    }
  }
  throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
}

/** Soft delete by the author or an admin (super, admin, selfServiceAdmin). */
export async function deleteComment(caller: Caller, os: OwnerScope, id: string): Promise<{ _id: string; isDeleted: true }> {
  let target = await visibleComment(caller, os, id);
  if (!mayDelete({ id: caller.user.id, role: caller.user.role as Role }, { authorId: target.author._id })) throw notAllowed();
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    try {
      await commentsRepository.softDelete(target, caller.user.id);
      await publishChange(os, caller, target);
      return { _id: id, isDeleted: true };
    } catch (error) {
      if (!(error instanceof CommentChangedError)) throw error;
      // resolved or reopened meanwhile (the count to change follows it), or deleted by another call: then it is done
      const now = await commentsRepository.get(id);
      if (!now || now.isDeleted) return { _id: id, isDeleted: true };
      target = now;
    }
  }
  throw new AppError('DEFAULT_ERROR', 409, MESSAGES.deleteFailedInUse);
}

/** The author changes the text (and who it mentions: newly mentioned users are told). */
export async function editComment(caller: Caller, os: OwnerScope, target: StoredComment, body: string, mentionIds?: readonly string[]): Promise<CommentDto> {
  if (!mayEdit({ id: caller.user.id }, { authorId: target.author._id })) throw notAllowed();
  let mentioned = target.mentions;
  let added: User[] = [];
  if (mentionIds) {
    const users = await mentionedUsers(os, mentionIds, target.private ? target.authorSide : null);
    mentioned = users.map(commentUserOf);
    added = users.filter((u) => !target.mentionIds.includes(u.id));
  }
  const edited = await commentsRepository.edit(target, { body, mentions: mentioned, mentionIds: mentioned.map((m) => m._id) });
  await publishChange(os, caller, edited);
  await notifyMentioned(caller, os, edited, added);
  return presentComment(edited);
}

type Counted = { open: number; agency: number; client: number };
/** What the caller sees of a count: public threads plus the private ones of the caller's side. */
const seenBy = (caller: Caller, c: Counted | undefined) => (c ? shownCount(c.open) + shownCount(c[sideOf(caller.user.role as Role)]) : 0);

/** Unresolved threads per entity that the caller sees. */
export async function countUnresolved(caller: Caller, ownerId: string, entityIds: readonly string[]): Promise<Record<string, number>> {
  const counts = entityIds.length ? await commentsRepository.counts(ownerId, [...new Set(entityIds)]) : new Map<string, Counted>();
  return Object.fromEntries(entityIds.map((id) => [id, seenBy(caller, counts.get(id))]));
}

/** Unresolved threads the caller sees over every entity of the owner. */
export async function countAllUnresolved(caller: Caller, ownerId: string): Promise<number> {
  return [...(await commentsRepository.ownerCounts(ownerId)).values()].reduce((sum, c) => sum + seenBy(caller, c), 0);
}
