/** html-prerender-single (002 7): one creative's self-contained HTML5 zip (functions/exports/prerender-jobs.ts). */
import { queueConsumer } from '@functions/lib/sqs';
import { prerenderCreatives } from '../prerender-jobs';

export const handler = queueConsumer('html-prerender-single', (message) => prerenderCreatives('single', message));
