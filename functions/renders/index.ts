/** The renders domain Lambda (001 7 'Campaigns': render queue state, cancel and restart; screenshots and PDF). */
import { domainHandler } from '@functions/lib/http';
import cancelRender from './handlers/cancel-render';
import getRenderQueueState from './handlers/get-render-queue-state';
import restartRender from './handlers/restart-render';

export const handler = domainHandler('renders', {
  'get-render-queue-state': getRenderQueueState,
  'cancel-render': cancelRender,
  'restart-render': restartRender,
});
