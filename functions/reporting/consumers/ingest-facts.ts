import { GetObjectCommand } from '@aws-sdk/client-s3';
import { factBatchRowsSchema, type FactBatchMessage } from '@shared/contracts/report-facts';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { queueConsumer } from '@functions/lib/sqs';
import { factStoreFromEnv, storeFactBatch, type FactStore } from '../facts/fact-store';

/** The batch's rows as sent: inline, or one JSON value per line of the staged object (a line that is not JSON is kept as text, so it fails validation). */
async function rowsOf(message: FactBatchMessage): Promise<unknown[]> {
  if ('rows' in message) return message.rows;
  const object = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: message.key }));
  return stagedRows(await object.Body!.transformToString());
}

/** The rows of a staged NDJSON object. */
export function stagedRows(text: string): unknown[] {
  return text.split('\n').filter((line) => line.trim() !== '').map((line) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      return line;
    }
  });
}

/**
 * Validates and writes one batch; answers the dates written, or null when the batch was rejected (one bad row is
 * enough, and nothing is written). Exported for the ingestion memory bench (bench/ingest.ts).
 */
export async function ingestBatch(batchId: string, rows: unknown[], store: FactStore = factStoreFromEnv()): Promise<string[] | null> {
  const parsed = factBatchRowsSchema.safeParse(rows);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message }));
    logger.error('fact-batch-rejected', { batchId, issues });
    return null;
  }
  const dates = await storeFactBatch(store, batchId, parsed.data);
  logger.info('fact-batch-stored', { batchId, rows: parsed.data.length, dates: dates.length });
  return dates;
}

/**
 * report-facts consumer: validates a batch of fact rows and writes one Parquet file per date, named after the batch.
 * Idempotent: a redelivered batch rewrites the same files. An invalid batch is logged, not retried: the same rows
 * would fail again. A staged object that cannot be read is retried (then DLQ).
 */
export const handler = queueConsumer('report-facts', async (message) => {
  await ingestBatch(message.batchId, await rowsOf(message));
});
