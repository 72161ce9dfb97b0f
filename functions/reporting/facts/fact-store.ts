/**
 * Where fact files go: the storage port of the ingestion consumer and the seed. In AWS the files bucket under the
 * reporting prefix (REPORTING_BUCKET, REPORTING_PREFIX: the Glue table's location, infra/constructs/reporting-warehouse.ts);
 * in the embedded default the local disk under REPORTING_DIR, where DuckDB reads them.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { DEFAULT_REPORTING_DIR } from '../engines/duckdb-engine';
import { encodeFacts, factFileName, factPartition, groupByDate, type FactRecord } from './fact-parquet';
import { config } from '@functions/lib/config';

/** The prefix of everything reporting keeps in the files bucket. */
export const REPORTING_PREFIX = 'reporting/';
/** Large batches are staged here (NDJSON) and named in the queue message instead of carried in it. */
export const FACTS_INCOMING_PREFIX = `${REPORTING_PREFIX}incoming/`;

export interface FactStore {
  /** Writes (or replaces) the file of one date of one batch. */
  put(date: string, batchId: string, bytes: Uint8Array): Promise<void>;
}

/**
 * Local disk: written under a temporary name in the same folder, then renamed, so a reader never sees half a file
 * (the engine's glob matches `*.parquet` only) and a rewritten batch replaces its file at once.
 */
export function writeFactFile(root: string, date: string, batchId: string, bytes: Uint8Array): void {
  const dir = join(root, factPartition(date));
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${factFileName(batchId)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, join(dir, factFileName(batchId)));
}

export function diskFactStore(root: string): FactStore {
  return { put: async (date, batchId, bytes) => writeFactFile(root, date, batchId, bytes) };
}

/** S3: a PutObject is atomic, and the same key for the same batch makes a redelivery an overwrite. */
export function s3FactStore(bucket: string, prefix: string): FactStore {
  return {
    async put(date, batchId, bytes) {
      await s3().send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${factPartition(date)}/${factFileName(batchId)}`, Body: bytes, ContentType: 'application/vnd.apache.parquet' }));
    },
  };
}

export function factStoreFromEnv(): FactStore {
  const { bucket, prefix, dir } = config.reporting;
  return bucket ? s3FactStore(bucket, prefix ?? REPORTING_PREFIX) : diskFactStore(dir ?? DEFAULT_REPORTING_DIR);
}

/**
 * Writes a batch: one file per date of its rows, each named after the batch. A batch cut short (a crash between two
 * dates) is completed by its redelivery, which rewrites every file of the batch: never a row twice.
 */
export async function storeFactBatch(store: FactStore, batchId: string, rows: readonly FactRecord[]): Promise<string[]> {
  const byDate = groupByDate(rows);
  for (const [date, dayRows] of byDate) await store.put(date, batchId, encodeFacts(dayRows));
  return [...byDate.keys()];
}
