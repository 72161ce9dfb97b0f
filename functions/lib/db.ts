/** The ElectroDB configuration every repository uses: one app table (functions/tables.ts). */
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
