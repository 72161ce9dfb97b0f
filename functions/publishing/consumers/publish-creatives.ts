/** The `publishing` queue's consumer: one channel of one campaign per message (publish-job.ts). */
import { queueEntry } from '@functions/queues';
import { queueConsumer } from '@functions/lib/sqs';
import { runPublishJob } from '../publish-job';

export const handler = queueConsumer('publishing', async (message, record) => {
  const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
  await runPublishJob(message, receives >= queueEntry('publishing').maxReceives);
});
