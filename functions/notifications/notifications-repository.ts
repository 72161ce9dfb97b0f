/**
 * What each user was told (the notification centre): one item per notification under its user and partner, newest
 * first by its time-ordered id; gsi1 lists a user's unread ones (its key carries the state), so the unread count and
 * 'mark all read' never read the read ones. Items go after NOTIFICATION_RETENTION_DAYS (TTL).
 */
import pLimit from 'p-limit';
import { dayjs } from '@functions/lib/dates';
import { Entity, Service, type EntityItem } from 'electrodb';
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_MAX, type NotificationView, type NotificationsPage } from '@shared/contracts/notifications';
import { MESSAGES } from '@shared/messages';
import { createdAtAttribute, isConditionFailure, lazy, SERVICE, ttlSeconds } from '@functions/lib/db';
import { isUnavailable, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';

const NOTIFICATION_RETENTION_DAYS = 90;
/** Marking all read patches this many items at once. */
const PATCH_CONCURRENCY = 10;

const notifications = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notification', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          source: { type: 'string', required: true },
          event: { type: 'string', required: true },
          payload: { type: 'any', required: true },
          state: { type: ['unread', 'read'] as const, required: true },
          readAt: { type: 'number' },
          createdAt: createdAtAttribute(),
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId', 'partnerId'] }, sk: { field: 'sk', composite: ['id'] } },
          byState: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId', 'partnerId', 'state'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);
type StoredNotification = EntityItem<ReturnType<typeof notifications>>;

/**
 * The claim that an occurrence was told to a user once (its `once` key: a job's id and outcome, an asset's id...):
 * written in the same transaction as the notification, so a redelivered job message tells nobody twice.
 */
const onceClaims = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notificationOnce', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          once: { type: 'string', required: true },
          notificationId: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: { byKey: { pk: { field: 'pk', composite: ['userId', 'partnerId', 'once'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);
const toldOnce = lazy((cfg) => new Service({ notification: notifications(), onceClaim: onceClaims() }, cfg));

export interface NewNotification {
  partnerId: string;
  userId: string;
  source: string;
  event: string;
  payload: Record<string, unknown>;
  /** The occurrence's key: with it, the same user is told it at most once (see onceClaims). */
  once?: string;
}

function present(item: StoredNotification): NotificationView {
  return {
    _id: item.id,
    source: item.source,
    event: item.event,
    payload: (item.payload ?? {}) as Record<string, unknown>,
    read: item.state === 'read',
    createdAt: new Date(item.createdAt).toISOString(),
  };
}

async function unreadIds(userId: string, partnerId: string, limit?: number): Promise<string[]> {
  const page = await notifications()
    .query.byState({ userId, partnerId, state: 'unread' })
    .go({ attributes: ['id'], ...(limit ? { count: limit } : { pages: 'all' }) });
  return page.data.map((n) => n.id);
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const limit = pLimit(width);
  await Promise.all(items.map((item) => limit(() => work(item))));
}

export const notificationsRepository = {
  /**
   * Stores one notification per entry; answers their ids in the same order, or null for an entry whose `once` key
   * this user was already told (nothing stored again).
   */
  async create(entries: readonly NewNotification[], now = Date.now()): Promise<(string | null)[]> {
    const expiresAt = ttlSeconds(dayjs(now).add(NOTIFICATION_RETENTION_DAYS, 'day').valueOf());
    const items = entries.map(({ once, ...entry }) => ({ item: { ...entry, id: newId(now), state: 'unread' as const, expiresAt }, once }));
    const plain = items.filter((i) => !i.once).map((i) => i.item);
    if (plain.length) await notifications().put(plain).go();
    return Promise.all(
      items.map(async ({ item, once }) => {
        if (!once) return item.id;
        const result = await toldOnce()
          .transaction.write(({ notification, onceClaim }) => [
            onceClaim.create({ userId: item.userId, partnerId: item.partnerId, once, notificationId: item.id, expiresAt }).commit(),
            notification.put(item).commit(),
          ])
          .go();
        return result.canceled ? null : item.id;
      }),
    );
  },

  /** A user's notifications in a partner, newest first; a garbled or foreign cursor answers 422 'Wrong params'. */
  async page(userId: string, partnerId: string, cursor?: string): Promise<NotificationsPage> {
    try {
      const [page, unread] = await Promise.all([
        notifications().query.byUser({ userId, partnerId }).go({ order: 'desc', limit: NOTIFICATIONS_PAGE_SIZE, cursor: cursor ?? null }),
        unreadIds(userId, partnerId, UNREAD_COUNT_MAX),
      ]);
      return { notifications: page.data.map(present), unread: unread.length, ...(page.cursor ? { cursor: page.cursor } : {}) };
    } catch (error) {
      if (cursor && !isUnavailable(error)) throw unprocessable(MESSAGES.wrongParams);
      throw error;
    }
  },

  async unreadCount(userId: string, partnerId: string): Promise<number> {
    return (await unreadIds(userId, partnerId, UNREAD_COUNT_MAX)).length;
  },

  /**
   * Marks notifications read: the given ids, or every unread one. Ids that are not the user's in this partner (or no
   * notification at all) match no item and change nothing.
   */
  async markRead(userId: string, partnerId: string, ids: readonly string[] | 'all', now = Date.now()): Promise<void> {
    const targets = ids === 'all' ? await unreadIds(userId, partnerId) : [...new Set(ids)];
    await inBatches(targets, PATCH_CONCURRENCY, async (id) => {
      try {
        await notifications().patch({ userId, partnerId, id }).set({ state: 'read', readAt: now }).where((attr, op) => op.eq(attr.state, 'unread')).go({ response: 'none' });
      } catch (error) {
        // not this user's, gone, or read meanwhile: nothing to change
        if (!isConditionFailure(error)) throw error;
      }
    });
  },
};
