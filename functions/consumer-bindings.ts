/**
 * What each queue consumer (functions/queues.ts), scheduled function and realtime function uses besides the app table
 * (functions/bindings.ts). Data only. A consumer's own queue comes with it: its URL for the back-off
 * (ChangeMessageVisibility, functions/lib/sqs.ts) and sending to its dead-letter queue; `queues` are the others it
 * sends to (its return queue, the next job, realtime-events for progress). tests/infra/domain-resources.test.ts
 * bundles each and fails when its code uses something left out here.
 */
import type { Bindings } from './bindings';
import type { QueueName } from './queues';

export const CONSUMER_BINDINGS: Record<QueueName, Bindings> = {
  // delivers ws-events to the browsers and closes the connections of ended sessions
  'realtime-events': { push: true },
  'report-facts': { buckets: ['files'], reporting: 'facts' },
  // a processed image or video is scored next
  'assets-process': { buckets: ['files'], queues: ['image-scoring', 'realtime-events'] },
  'background-removal': { buckets: ['files'], queues: ['realtime-events'] },
  'asset-recommendations': { buckets: ['files'], queues: ['background-removal', 'realtime-events'] },
  // a new thumbnail of a template version is scored next
  'template-render': { buckets: ['files'], queues: ['image-scoring', 'realtime-events'] },
  'storyboard-process': { buckets: ['files'], queues: ['realtime-events'] },
  'personalize-trees': { queues: ['realtime-events'] },
  'personalize-variations': { buckets: ['files'], queues: ['realtime-events'] },
  // fans a template change out to one message per linked campaign (on its own queue), each queuing the tree job
  'template-changes': { queues: ['template-changes', 'personalize-trees', 'realtime-events'] },
  'personalize-screenshots': { buckets: ['files'], queues: ['realtime-events'] },
  'image-scoring': { buckets: ['files'], queues: ['realtime-events'] },
  'variations-scoring': { buckets: ['files'], queues: ['realtime-events'] },
  // a worker renders into the files bucket and answers on its return queue; the return's consumer ends the render
  // job and starts the cloud-sync export that may follow. Single and bulk share the reporting code, which picks the
  // return queue by the message's kind, so each may send to both.
  'html-prerender-single': { buckets: ['files'], queues: ['html-prerender-single-return', 'html-prerender-bulk-return', 'realtime-events'] },
  'html-prerender-single-return': { queues: ['cloud-sync-export', 'realtime-events'] },
  'html-prerender-bulk': { buckets: ['files'], queues: ['html-prerender-bulk-return', 'html-prerender-single-return', 'realtime-events'] },
  'html-prerender-bulk-return': { queues: ['cloud-sync-export', 'realtime-events'] },
  'html-prerender-assembly': { buckets: ['files'], queues: ['html-prerender-assembly-return', 'realtime-events'] },
  'html-prerender-assembly-return': { queues: ['cloud-sync-export', 'realtime-events'] },
  // streams the zips to the partner's cloud storage with its stored (sealed) keys; library single files go to assets-process
  'cloud-sync-export': { buckets: ['files'], queues: ['cloud-sync-export-return', 'assets-process', 'realtime-events'], secrets: ['secrets-key'] },
  'cloud-sync-export-return': { queues: ['realtime-events'] },
  'bulk-screenshots': { buckets: ['files'], queues: ['bulk-screenshots-return', 'realtime-events'] },
  'bulk-screenshots-return': { queues: ['realtime-events'] },
  'video-render': { buckets: ['files'], queues: ['realtime-events'] },
  // publishes with the business node's sealed platform tokens and the product's Meta token and Google Ads app access;
  // the creatives' files are uploaded from the files bucket
  publishing: { buckets: ['files'], queues: ['realtime-events'], secrets: ['secrets-key', 'meta-access-token', 'google-ads-credentials'] },
};

/** The functions EventBridge Scheduler invokes (infra/stacks/jobs-stack.ts), by entry file under functions/. */
export const SCHEDULED_BINDINGS = {
  'datasources/scheduled': {},
  'comments/scheduled-sweep': { buckets: ['files'] },
  // aborts the multipart uploads (and removes the objects) of uploads nobody completed
  'assets/scheduled-expire-uploads': { buckets: ['files'] },
} as const satisfies Record<string, Bindings>;

/** The WebSocket API's three functions (exports of functions/realtime/index.ts): only $default answers through @connections. */
export const REALTIME_BINDINGS = {
  connect: {},
  disconnect: {},
  defaultRoute: { push: true },
} as const satisfies Record<string, Bindings>;
