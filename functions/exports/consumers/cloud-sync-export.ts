/** cloud-sync-export (002 7): the export's pending items to their destination (functions/exports/export-pipeline.ts). */
import { queueConsumer } from '@functions/lib/sqs';
import { exportItems } from '../export-pipeline';

export const handler = queueConsumer('cloud-sync-export', (message, record) =>
  exportItems(message.exportId, message.partnerId, Number(record.attributes.ApproximateReceiveCount ?? 1)),
);
