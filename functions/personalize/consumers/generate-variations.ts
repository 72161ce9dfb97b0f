/** The personalize-variations queue's consumer: one campaign's variation generation job (variation-jobs.ts runVariationJob). */
import { queueConsumer } from '@functions/lib/sqs';
import { runVariationJob } from '../variation-jobs';

export const handler = queueConsumer('personalize-variations', runVariationJob);
