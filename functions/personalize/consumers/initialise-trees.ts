/** The personalize-trees queue's consumer: one campaign's tree job (tree-jobs.ts runTreeJob). */
import { queueConsumer } from '@functions/lib/sqs';
import { runTreeJob } from '../tree-jobs';

export const handler = queueConsumer('personalize-trees', runTreeJob);
