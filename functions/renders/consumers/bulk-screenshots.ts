/** bulk-screenshots (002 7): renders the job's creatives (screenshots-worker.ts) and sends its result to the return queue. */
import { sendToQueue } from '@functions/lib/queues';
import { queueConsumer } from '@functions/lib/sqs';
import { runScreenshotsJob } from '../screenshots-worker';

export const handler = queueConsumer('bulk-screenshots', async (message) => {
  const result = await runScreenshotsJob(message);
  if (result) await sendToQueue('bulk-screenshots-return', result);
});
