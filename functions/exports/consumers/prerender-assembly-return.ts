/** html-prerender-assembly-return: the render job's end, then the export that follows or the prerenderer's notice. */
import { queueConsumer } from '@functions/lib/sqs';
import { collectPrerender } from '../prerender-jobs';

export const handler = queueConsumer('html-prerender-assembly-return', (message) => collectPrerender(message));
