/** html-prerender-assembly (002 7): each template of the campaign once, with its creatives' values inside. */
import { queueConsumer } from '@functions/lib/sqs';
import { prerenderAssembly } from '../prerender-jobs';

export const handler = queueConsumer('html-prerender-assembly', (message) => prerenderAssembly(message));
