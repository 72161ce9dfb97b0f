/** html-prerender-bulk (002 7): every named creative's self-contained HTML5 zip (functions/exports/prerender-jobs.ts). */
import { queueConsumer } from '@functions/lib/sqs';
import { prerenderCreatives } from '../prerender-jobs';

export const handler = queueConsumer('html-prerender-bulk', (message) => prerenderCreatives('bulk', message));
