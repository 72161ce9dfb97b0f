/**
 * Sessions (backend-for-frontend, architecture 'Identity and sessions') and the failed sign-in counter.
 * Both expire by TTL; reads also check the expiry because DynamoDB deletes expired items late.
 */
import { Entity, type EntityItem } from 'electrodb';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from '@shared/constants';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, ttlSeconds } from '../db';
import { newSecret } from '../ids';

const entities = lazy((cfg) => ({
  session: new Entity(
    {
      model: { entity: 'session', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** The CSRF token tied to the session (the stored session's `token`, 000 3). */
        token: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
        expiresAtMs: { type: 'number', required: true },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  ),
  attempts: new Entity(
    {
      model: { entity: 'loginAttempts', version: '1', service: SERVICE },
      attributes: {
        username: { type: 'string', required: true },
        failures: { type: 'number', required: true, default: 0 },
        lockedUntil: { type: 'number', required: true, default: 0 },
        expiresAt: { type: 'number', required: true },
      },
      indexes: { byUsername: { pk: { field: 'pk', composite: ['username'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  ),
}));

export type Session = EntityItem<ReturnType<typeof entities>['session']>;

/**
 * A session id starts with its user's id, so a request reads the session and the user at once (session.ts); the
 * secret after the separator is what makes it unguessable.
 */
const USER_SEPARATOR = '.';
export const userIdOfSessionId = (id: string): string | undefined => (id.includes(USER_SEPARATOR) ? id.split(USER_SEPARATOR)[0] : undefined);

export const sessionsRepository = {
  async create(userId: string, maxAgeMs: number, now = Date.now()): Promise<Session> {
    const expiresAtMs = now + maxAgeMs;
    const { data } = await entities()
      .session.create({ id: `${userId}${USER_SEPARATOR}${newSecret()}`, userId, token: newSecret(), expiresAtMs, expiresAt: ttlSeconds(expiresAtMs) })
      .go();
    return data;
  },
  /** The live session with this id, or null when unknown or expired. */
  async findLive(id: string, now = Date.now()): Promise<Session | null> {
    const { data } = await entities().session.get({ id }).go();
    return data && data.expiresAtMs > now ? data : null;
  },
  /** The ids of those sessions that are live, read in batches (a push to many tabs reads each session once). */
  async liveIds(ids: readonly string[], now = Date.now()): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const { data, unprocessed } = await entities().session.get(unique.map((id) => ({ id }))).go({ attributes: ['id', 'expiresAtMs'] });
    if (unprocessed.length) throw new Error(`${unprocessed.length} session reads left unprocessed`);
    return new Set(data.filter((s) => s.expiresAtMs > now).map((s) => s.id));
  },
  /** Slides the expiry; a session deleted meanwhile (logout in another tab) stays deleted. */
  async refresh(id: string, maxAgeMs: number, now = Date.now()): Promise<boolean> {
    const expiresAtMs = now + maxAgeMs;
    try {
      await entities()
        .session.patch({ id })
        .set({ expiresAtMs, expiresAt: ttlSeconds(expiresAtMs) })
        .go({ response: 'none' });
      return true;
    } catch (err) {
      if ((err as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },
  async delete(id: string): Promise<void> {
    await entities().session.delete({ id }).go();
  },
  async deleteAllOfUser(userId: string): Promise<void> {
    const { data } = await entities().session.query.byUser({ userId }).go({ pages: 'all' });
    if (data.length) await entities().session.delete(data.map(({ id }) => ({ id }))).go();
  },
};

export const loginAttemptsRepository = {
  /** Milliseconds the account stays locked, or 0 when sign-in may be tried. */
  async lockedFor(username: string, now = Date.now()): Promise<number> {
    const { data } = await entities().attempts.get({ username }).go();
    return data && data.lockedUntil > now ? data.lockedUntil - now : 0;
  },
  /** Counts a failure atomically; the seventh in a row locks the account. */
  async recordFailure(username: string, now = Date.now()): Promise<void> {
    const expiresAt = ttlSeconds(now + LOGIN_LOCK_MS * 2);
    const { data } = await entities()
      .attempts.upsert({ username, expiresAt })
      .add({ failures: 1 })
      .go({ response: 'all_new' });
    if (data.failures >= LOGIN_MAX_FAILED_ATTEMPTS) {
      await entities().attempts.patch({ username }).set({ lockedUntil: now + LOGIN_LOCK_MS, failures: 0 }).go({ response: 'none' });
    }
  },
  async clear(username: string): Promise<void> {
    await entities().attempts.delete({ username }).go();
  },
};
