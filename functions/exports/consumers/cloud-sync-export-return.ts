/** cloud-sync-export-return: items' destination statuses, then the job's end and its notification. */
import { queueConsumer } from '@functions/lib/sqs';
import { collectExportResults } from '../export-pipeline';

export const handler = queueConsumer('cloud-sync-export-return', (message) => collectExportResults(message));
