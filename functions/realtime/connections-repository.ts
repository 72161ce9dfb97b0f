/**
 * Open WebSocket connections and who they belong to, so events reach a session's or a user's tabs; and the topics a
 * connection subscribed to (a campaign's personalize events: `campaign:{id}`), so events reach every tab on a topic.
 */
import { Entity, type EntityItem } from 'electrodb';
import type { PushTarget } from '@shared/contracts/realtime';
import { lazy, SERVICE, ttlSeconds } from '@functions/lib/db';

/** API Gateway closes a WebSocket after two hours at most; the item outlives it a little. */
const CONNECTION_TTL_MS = 3 * 3600_000;

const model = lazy((cfg) => ({
  connection: new Entity(
    {
      model: { entity: 'connection', version: '1', service: SERVICE },
      attributes: {
        connectionId: { type: 'string', required: true },
        sessionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
        bySession: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['sessionId'] }, sk: { field: 'gsi1sk', composite: ['connectionId'] } },
        byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['partnerId', 'connectionId'] } },
      },
    },
    cfg,
  ),
  /** One per connection and topic; gone with its connection ($disconnect, a gone or closed socket) or by TTL. */
  subscription: new Entity(
    {
      model: { entity: 'topicSubscription', version: '1', service: SERVICE },
      attributes: {
        connectionId: { type: 'string', required: true },
        topic: { type: 'string', required: true },
        sessionId: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byConnection: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: ['topic'] } },
        byTopic: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['topic'] }, sk: { field: 'gsi1sk', composite: ['connectionId'] } },
      },
    },
    cfg,
  ),
}));

export type Connection = EntityItem<ReturnType<typeof model>['connection']>;

/** How many topics one tab may hear at once (a tab has one campaign open; a few spare for tab switches). */
export const MAX_TOPICS_PER_CONNECTION = 20;

export const connectionsRepository = {
  async put(input: Omit<Connection, 'expiresAt'>): Promise<void> {
    await model().connection.put({ ...input, expiresAt: ttlSeconds(Date.now() + CONNECTION_TTL_MS) }).go({ response: 'none' });
  },
  async get(connectionId: string): Promise<Connection | null> {
    return (await model().connection.get({ connectionId }).go()).data;
  },
  /** Forgets a connection and its topic subscriptions. */
  async delete(connectionId: string): Promise<void> {
    const subscriptions = (await model().subscription.query.byConnection({ connectionId }).go({ pages: 'all', attributes: ['connectionId', 'topic'] })).data;
    if (subscriptions.length) await model().subscription.delete(subscriptions).go();
    await model().connection.delete({ connectionId }).go();
  },
  /** Subscribes a connection to a topic (again: its TTL renewed); false when it already hears the most topics. */
  async subscribe(connection: Pick<Connection, 'connectionId' | 'sessionId'>, topic: string): Promise<boolean> {
    const { connectionId, sessionId } = connection;
    const held = (await model().subscription.query.byConnection({ connectionId }).go({ pages: 'all', attributes: ['topic'] })).data;
    if (held.length >= MAX_TOPICS_PER_CONNECTION && !held.some((s) => s.topic === topic)) return false;
    await model().subscription.put({ connectionId, topic, sessionId, expiresAt: ttlSeconds(Date.now() + CONNECTION_TTL_MS) }).go({ response: 'none' });
    return true;
  },
  async unsubscribe(connectionId: string, topic: string): Promise<void> {
    await model().subscription.delete({ connectionId, topic }).go();
  },
  /** The open connections of a session, of a user or on a topic, with the session each belongs to. */
  async findByTarget(target: PushTarget): Promise<Pick<Connection, 'connectionId' | 'sessionId'>[]> {
    const go = { pages: 'all' as const, attributes: ['connectionId', 'sessionId'] as ['connectionId', 'sessionId'] };
    if ('sessionId' in target) return (await model().connection.query.bySession({ sessionId: target.sessionId }).go(go)).data;
    if ('userId' in target) return (await model().connection.query.byUser({ userId: target.userId }).go(go)).data;
    // TTL deletes lazily: an expired subscription is no listener
    const now = ttlSeconds(Date.now());
    const found = await model().subscription.query.byTopic({ topic: target.topic }).where(({ expiresAt }, { gt }) => gt(expiresAt, now)).go(go);
    return found.data;
  },
};
