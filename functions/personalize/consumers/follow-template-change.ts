/** The template-changes queue's consumer: the campaigns using a changed template queue their tree jobs (template-followers.ts). */
import { queueConsumer } from '@functions/lib/sqs';
import { followTemplateChange } from '../template-followers';

export const handler = queueConsumer('template-changes', followTemplateChange);
