/** The ElectroDB configuration every repository uses: one app table (functions/tables.ts). */
import { Entity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

export const SERVICE = 'marquee';

/** Entities are built on first use, so importing a repository needs no environment. */
export function lazy<T>(make: (cfg: { table: string; client: ReturnType<typeof dynamo> }) => T): () => T {
  let value: T | undefined;
  return () => (value ??= make({ table: config.tableName, client: dynamo() }));
}

/** Seconds since the epoch, the unit of DynamoDB TTL attributes. */
export const ttlSeconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The item a transaction's create commit writes, for the entity's `parse`: a create answers from what it wrote, never
 * from a read after the commit, which could fail and turn a committed create into an error (issue 12).
 */
export const writtenItem = (commit: object) => ({ Item: (commit as { Put: { Item: Record<string, unknown> } }).Put.Item });

/**
 * The claim item that makes a name unique within a partner, case-insensitively: written in the same transaction as the
 * item taking the name (moved on a rename, deleted with it), so of two simultaneous writes of one name exactly one wins.
 */
export function partnerNameClaim(entity: string, cfg: { table: string; client: ReturnType<typeof dynamo> }) {
  return new Entity(
    {
      model: { entity, version: '1', service: SERVICE },
      attributes: {
        partnerId: { type: 'string', required: true },
        nameKey: { type: 'string', required: true },
        ownerId: { type: 'string', required: true },
      },
      indexes: { byName: { pk: { field: 'pk', composite: ['partnerId', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
}
