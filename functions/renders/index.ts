/** The renders domain Lambda (001 7 'Campaigns': render queue state, cancel and restart; screenshots and PDF). */
import { domainHandler } from '@functions/lib/http';
import cancelRender from './handlers/cancel-render';
import createPdf from './handlers/create-pdf';
import createScreenshotSingleFiles from './handlers/create-screenshot-single-files';
import getCreativeScreenshot from './handlers/get-creative-screenshot';
import getRenderQueueState from './handlers/get-render-queue-state';
import listScreenshots from './handlers/list-screenshots';
import makeScreenshots from './handlers/make-screenshots';
import renderCreativeScreenshot from './handlers/render-creative-screenshot';
import restartRender from './handlers/restart-render';

export const handler = domainHandler('renders', {
  'get-render-queue-state': getRenderQueueState,
  'cancel-render': cancelRender,
  'restart-render': restartRender,
  'make-screenshots': makeScreenshots,
  'create-pdf': createPdf,
  'list-screenshots': listScreenshots,
  'create-screenshot-single-files': createScreenshotSingleFiles,
  'get-creative-screenshot': getCreativeScreenshot,
  'render-creative-screenshot': renderCreativeScreenshot,
});
