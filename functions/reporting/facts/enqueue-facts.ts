/**
 * The sender of the `report-facts` queue (no public route: the spec has none). Whoever produces fact rows (an ad
 * server import, the tests) calls enqueueFacts; the consumer (functions/reporting/consumers/ingest-facts.ts) writes them.
 * A batch that would not fit in an SQS message (256 KB) is staged as NDJSON in the files bucket and named instead.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { FACT_BATCH_MAX_ROWS, factBatchIdSchema, type FactBatchMessage, type FactRow } from '@shared/contracts/report-facts';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { sendToQueue } from '@functions/lib/queues';
import { FACTS_INCOMING_PREFIX } from './fact-store';

export const REPORT_FACTS_QUEUE = 'report-facts';
/** Below SQS's 256 KB message limit with room for the envelope. */
const INLINE_MAX_BYTES = 200 * 1024;

/** Sends one batch; the batch id names its files, so sending the same batch again replaces them instead of adding rows. */
export async function enqueueFacts(batchId: string, rows: readonly FactRow[]): Promise<FactBatchMessage> {
  factBatchIdSchema.parse(batchId);
  if (rows.length === 0 || rows.length > FACT_BATCH_MAX_ROWS) throw new Error(`A fact batch has 1 to ${FACT_BATCH_MAX_ROWS} rows, not ${rows.length}`);
  let message: FactBatchMessage = { batchId, rows: [...rows] };
  if (Buffer.byteLength(JSON.stringify(message)) > INLINE_MAX_BYTES) {
    const key = `${FACTS_INCOMING_PREFIX}${batchId}.ndjson`;
    const body = rows.map((row) => JSON.stringify(row)).join('\n');
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: body, ContentType: 'application/x-ndjson' }));
    message = { batchId, key };
  }
  await sendToQueue(REPORT_FACTS_QUEUE, message);
  return message;
}
