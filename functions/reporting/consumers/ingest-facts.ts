import { GetObjectCommand } from '@aws-sdk/client-s3';
import { factBatchMessageSchema, factBatchRowsSchema, type FactBatchMessage } from '../../../shared/contracts/report-facts';
import { s3 } from '../../lib/clients';
import { config } from '../../lib/config';
import { sqsConsumer } from '../../lib/sqs';
import { factStoreFromEnv, storeFactBatch } from '../facts/fact-store';

const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));

/** The batch's rows as sent: inline, or one JSON value per line of the staged object (a line that is not JSON is kept as text, so it fails validation). */
async function rowsOf(message: FactBatchMessage): Promise<unknown[]> {
  if ('rows' in message) return message.rows;
  const object = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: message.key }));
  const text = await object.Body!.transformToString();
  return text.split('\n').filter((line) => line.trim() !== '').map((line) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      return line;
    }
  });
}

/**
 * report-facts consumer: validates a batch of fact rows and writes one Parquet file per date, named after the batch.
 * Idempotent: a redelivered batch rewrites the same files. An invalid batch (one bad row is enough) writes nothing and
 * is logged, not retried: the same rows would fail again. A staged object that cannot be read is retried (then DLQ).
 */
export const handler = sqsConsumer(factBatchMessageSchema, async (message) => {
  const parsed = factBatchRowsSchema.safeParse(await rowsOf(message));
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message }));
    console.error(JSON.stringify({ level: 'error', event: 'fact-batch-rejected', batchId: message.batchId, issues }));
    return;
  }
  const dates = await storeFactBatch(factStoreFromEnv(), message.batchId, parsed.data);
  log({ level: 'info', event: 'fact-batch-stored', batchId: message.batchId, rows: parsed.data.length, dates: dates.length });
});
