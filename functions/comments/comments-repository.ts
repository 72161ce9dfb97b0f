/**
 * Comments (001 3 'Comment') and the unresolved counts of the comment buttons.
 *
 * Keys: a comment sits in its owner's partition (a campaign or a concept) under `threadId#id`, so a thread is one
 * contiguous run (root first, its replies after it: ids are time-ordered) and a descending query reads whole threads,
 * newest thread first. That makes the panel's first page one short query however many comments the campaign has:
 * read threads until the page is full, the cursor is the last thread's id. The same layout on gsi1 per commented
 * entity (owner + entity) serves a panel opened on one variant, storyboard or template; gsi2 finds a comment by id.
 *
 * Counts: one item per (owner, entity) holds the unresolved, not deleted threads by visibility (public, private of
 * the agency side, private of the client side), changed in the same transaction as the comment whose condition
 * (its resolved and deleted state as read) makes a repeated resolve or delete change nothing, so a count never
 * drifts; what is shown is clamped at 0 anyway (shownCount).
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { CommentSide } from '@shared/domain/comments';
import { COMMENT_CONTEXTS, COMMENTED_ENTITY_TYPES } from '@shared/domain/comments';
import { ROLES } from '@shared/domain/roles';
import { lazy, SERVICE, type TxResult } from '@functions/lib/db';

const userMap = {
  type: 'map',
  properties: { _id: { type: 'string', required: true }, name: { type: 'string', required: true }, email: { type: 'string', required: true }, role: { type: ROLES, required: true } },
} as const;

const service = lazy((cfg) => {
  const comment = new Entity(
    {
      model: { entity: 'comment', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        ownerType: { type: ['campaign', 'concept'] as const, required: true },
        ownerId: { type: 'string', required: true },
        threadId: { type: 'string', required: true },
        parentId: { type: 'string' },
        author: { ...userMap, required: true },
        authorSide: { type: ['agency', 'client'] as const, required: true },
        body: { type: 'string', required: true },
        mentions: { type: 'list', items: userMap, required: true, default: () => [] },
        mentionIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        hotspot: { type: 'map', properties: { x: { type: 'number', required: true }, y: { type: 'number', required: true } } },
        resolved: { type: 'boolean', required: true, default: false },
        resolvedBy: { type: 'string' },
        private: { type: 'boolean', required: true, default: false },
        isDeleted: { type: 'boolean', required: true, default: false },
        deletedBy: { type: 'string' },
        timeCode: { type: 'number' },
        attachments: {
          type: 'list',
          items: { type: 'map', properties: { name: { type: 'string', required: true }, path: { type: 'string', required: true }, mimeType: { type: 'string', required: true } } },
          required: true,
          default: () => [],
        },
        commentedEntityId: { type: 'string', required: true },
        commentedEntityType: { type: COMMENTED_ENTITY_TYPES, required: true },
        context: { type: COMMENT_CONTEXTS, required: true },
        entityVersion: { type: 'number' },
        createdAt: { type: 'number', required: true },
        updatedAt: { type: 'number', required: true },
      },
      indexes: {
        byOwner: { pk: { field: 'pk', composite: ['ownerId'] }, sk: { field: 'sk', composite: ['threadId', 'id'] } },
        byEntity: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerId', 'commentedEntityId'] }, sk: { field: 'gsi1sk', composite: ['threadId', 'id'] } },
        byId: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['id'] }, sk: { field: 'gsi2sk', composite: [] } },
      },
    },
    cfg,
  );
  const counts = new Entity(
    {
      model: { entity: 'commentCounts', version: '1', service: SERVICE },
      attributes: {
        ownerId: { type: 'string', required: true },
        entityId: { type: 'string', required: true },
        open: { type: 'number', required: true, default: 0 },
        agency: { type: 'number', required: true, default: 0 },
        client: { type: 'number', required: true, default: 0 },
      },
      indexes: { byEntity: { pk: { field: 'pk', composite: ['ownerId'] }, sk: { field: 'sk', composite: ['entityId'] } } },
    },
    cfg,
  );
  return new Service({ comment, counts }, cfg);
});
const comments = () => service().entities.comment;

export type StoredComment = EntityItem<ReturnType<typeof comments>>;
export type NewComment = Omit<StoredComment, 'resolved' | 'isDeleted' | 'resolvedBy' | 'deletedBy'>;
export interface Owner {
  type: 'campaign' | 'concept';
  id: string;
}

/** Which count a thread root is in: public, or private of its author's side. */
const bucketOf = (c: { private: boolean; authorSide: CommentSide }) => (c.private ? c.authorSide : 'open');

/** Another write changed the comment between read and write (or it was already in the asked state). */
export class CommentChangedError extends Error {}

const canceled = (result: TxResult) => result.canceled;

/** How many items one read of a page asks for: several threads of a few comments each. */
const READ_CHUNK = 200;

export const commentsRepository = {
  /** A new comment; a thread root also counts once in its entity's unresolved count. */
  async create(item: NewComment): Promise<StoredComment> {
    const full: StoredComment = { ...item, resolved: false, isDeleted: false };
    const isRoot = item.threadId === item.id;
    const result = (await service()
      .transaction.write(({ comment, counts }) => [
        comment.create(full).commit(),
        ...(isRoot ? [counts.update({ ownerId: item.ownerId, entityId: item.commentedEntityId }).add({ [bucketOf(item)]: 1 }).commit()] : []),
      ])
      .go()) as TxResult;
    if (canceled(result)) throw new CommentChangedError();
    return full;
  },

  /** One comment by id (any owner), read consistently from its partition. */
  async get(id: string): Promise<StoredComment | null> {
    const { data } = await comments().query.byId({ id }).go({ limit: 1 });
    const found = data[0];
    if (!found) return null;
    const fresh = await comments().get({ ownerId: found.ownerId, threadId: found.threadId, id }).go({ consistent: true });
    return fresh.data;
  },

  /** Every comment of one thread (root and replies). */
  async thread(ownerId: string, threadId: string): Promise<StoredComment[]> {
    const { data } = await comments().query.byOwner({ ownerId, threadId }).go({ pages: 'all', consistent: true });
    return data;
  },

  /** Resolve or reopen a thread root; the count follows. Nothing changes when it is already so. */
  async setResolved(root: StoredComment, resolved: boolean, by: string, now = Date.now()): Promise<StoredComment> {
    if (root.resolved === resolved) return root;
    const result = (await service()
      .transaction.write(({ comment, counts }) => [
        comment
          .patch({ ownerId: root.ownerId, threadId: root.threadId, id: root.id })
          .set({ resolved, resolvedBy: by, updatedAt: now })
          .where((a, op) => `${op.eq(a.resolved, root.resolved)} AND ${op.eq(a.isDeleted, false)}`)
          .commit(),
        counts.update({ ownerId: root.ownerId, entityId: root.commentedEntityId }).add({ [bucketOf(root)]: resolved ? -1 : 1 }).commit(),
      ])
      .go()) as TxResult;
    if (canceled(result)) throw new CommentChangedError();
    return { ...root, resolved, resolvedBy: by, updatedAt: now };
  },

  /** Soft delete: the comment stays, flagged; an unresolved thread root leaves its entity's count. */
  async softDelete(target: StoredComment, by: string, now = Date.now()): Promise<void> {
    const countsToo = target.threadId === target.id && !target.resolved;
    const result = (await service()
      .transaction.write(({ comment, counts }) => [
        comment
          .patch({ ownerId: target.ownerId, threadId: target.threadId, id: target.id })
          .set({ isDeleted: true, deletedBy: by, updatedAt: now })
          .where((a, op) => `${op.eq(a.isDeleted, false)} AND ${op.eq(a.resolved, target.resolved)}`)
          .commit(),
        ...(countsToo ? [counts.update({ ownerId: target.ownerId, entityId: target.commentedEntityId }).add({ [bucketOf(target)]: -1 }).commit()] : []),
      ])
      .go()) as TxResult;
    if (canceled(result)) throw new CommentChangedError();
  },

  /** The author's new text and mentions. */
  async edit(target: StoredComment, change: Pick<StoredComment, 'body' | 'mentions' | 'mentionIds'>, now = Date.now()): Promise<StoredComment> {
    await comments()
      .patch({ ownerId: target.ownerId, threadId: target.threadId, id: target.id })
      .set({ ...change, updatedAt: now })
      .where((a, op) => op.eq(a.isDeleted, false))
      .go();
    return { ...target, ...change, updatedAt: now };
  },

  /**
   * Whole threads, newest first, from before the thread `before` (exclusive): chunks of items are read until `enough`
   * says stop (it sees each complete thread in turn) or the comments run out. Answers whether more may follow.
   */
  async scanThreads(
    where: { ownerId: string; entityId?: string; before?: string },
    onThread: (comments: StoredComment[]) => 'more' | 'stop',
  ): Promise<{ exhausted: boolean }> {
    const query = where.entityId ? comments().query.byEntity({ ownerId: where.ownerId, commentedEntityId: where.entityId }) : comments().query.byOwner({ ownerId: where.ownerId });
    const ranged = where.before ? query.lt({ threadId: where.before }) : query;
    let cursor: string | null = null;
    let pending: StoredComment[] = [];
    do {
      const page: { data: StoredComment[]; cursor: string | null } = await ranged.go({ order: 'desc', limit: READ_CHUNK, cursor });
      cursor = page.cursor;
      for (const item of page.data) {
        pending.push(item);
        // descending: a thread's replies come before its root; the root closes the thread
        if (item.id !== item.threadId) continue;
        const thread = pending.filter((c) => c.threadId === item.threadId).reverse();
        pending = pending.filter((c) => c.threadId !== item.threadId);
        if (onThread(thread) === 'stop') return { exhausted: false };
      }
    } while (cursor);
    return { exhausted: true };
  },

  /** The unresolved counts of these entities by visibility (0 for an entity without any). */
  async counts(ownerId: string, entityIds: readonly string[]): Promise<Map<string, { open: number; agency: number; client: number }>> {
    const { data } = await service().entities.counts.get(entityIds.map((entityId) => ({ ownerId, entityId }))).go();
    return new Map(data.map((c) => [c.entityId, { open: c.open, agency: c.agency, client: c.client }]));
  },
};
