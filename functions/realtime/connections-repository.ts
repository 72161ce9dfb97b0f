/** Open WebSocket connections and who they belong to, so events reach a session's or a user's tabs. */
import { Entity, type EntityItem } from 'electrodb';
import type { PushTarget } from '@shared/contracts/realtime';
import { lazy, SERVICE, ttlSeconds } from '@functions/lib/db';

/** API Gateway closes a WebSocket after two hours at most; the item outlives it a little. */
const CONNECTION_TTL_MS = 3 * 3600_000;

const connections = lazy(
  (cfg) =>
    new Entity(
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
);

export type Connection = EntityItem<ReturnType<typeof connections>>;

export const connectionsRepository = {
  async put(input: Omit<Connection, 'expiresAt'>): Promise<void> {
    await connections().put({ ...input, expiresAt: ttlSeconds(Date.now() + CONNECTION_TTL_MS) }).go({ response: 'none' });
  },
  async delete(connectionId: string): Promise<void> {
    await connections().delete({ connectionId }).go();
  },
  /** The open connections of a session or of a user, with the session each belongs to. */
  async findByTarget(target: PushTarget): Promise<Pick<Connection, 'connectionId' | 'sessionId'>[]> {
    const go = { pages: 'all' as const, attributes: ['connectionId', 'sessionId'] as ['connectionId', 'sessionId'] };
    if ('sessionId' in target) return (await connections().query.bySession({ sessionId: target.sessionId }).go(go)).data;
    if ('userId' in target) return (await connections().query.byUser({ userId: target.userId }).go(go)).data;
    // topic subscriptions arrive with the personalize realtime work (issue 16); until then a topic has no listeners
    return [];
  },
};
