/** html-prerender-bulk-return: the render job's end, then the export that follows or the prerenderer's notice. */
import { queueConsumer } from '@functions/lib/sqs';
import { collectPrerender } from '../prerender-jobs';

export const handler = queueConsumer('html-prerender-bulk-return', (message) => collectPrerender(message));
