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

/** The key of every entity found by its id: pk = the id, no sort key. */
export const byIdIndex = () => ({ pk: { field: 'pk', composite: ['id'] as ['id'] }, sk: { field: 'sk', composite: [] as [] } });

/** When an item was created (epoch ms), set once by the write. */
export const createdAtAttribute = () => ({ type: 'number' as const, required: true as const, readOnly: true as const, default: () => Date.now() });

/** When an item was last written (epoch ms), set again by every write that changes any attribute. */
export const updatedAtAttribute = () => ({ type: 'number' as const, required: true as const, watch: '*' as const, set: () => Date.now(), default: () => Date.now() });

/** What ElectroDB answers for a transaction: canceled, and per write whether its condition refused it. */
export type TxResult = { canceled: boolean; data: { rejected?: boolean; code?: string }[] };

/** Which write of a canceled transaction refused (a failed condition), by position; -1 when none did. */
export const rejectedAt = (result: TxResult) => result.data.findIndex((d) => d.rejected || (d.code && d.code !== 'None'));

/** Whether the write at `index` of a canceled transaction refused. */
export const wasRejected = (result: TxResult, index: number) => {
  const d = result.data[index];
  return Boolean(d && (d.rejected || (d.code && d.code !== 'None')));
};

/** Seconds since the epoch, the unit of DynamoDB TTL attributes. */
export const ttlSeconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The item a transaction's create commit writes, for the entity's `parse`: a create answers from what it wrote, never
 * from a read after the commit, which could fail and turn a committed create into an error.
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

/** Whether a write failed on its condition (ElectroDB wraps the SDK's error as `cause`). */
export const isConditionFailure = (error: unknown): boolean => (error as { cause?: { name?: string } } | undefined)?.cause?.name === 'ConditionalCheckFailedException';
