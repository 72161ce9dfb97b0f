/** The API's domains (one Lambda each) and what each may use besides the app table. */
import type { QueueName } from './queues';
import type { BUCKETS } from './tables';

export const DOMAINS = ['auth', 'partners', 'markets', 'cloud-storage', 'users', 'business-nodes', 'sso-configs', 'reporting', 'custom-conversions', 'assets', 'brief-assets', 'concepts', 'asset-cropper', 'asset-recommendations', 'storyboards', 'templates', 'campaigns', 'personalize', 'ad-platforms', 'assemblies', 'audiences', 'datasources', 'comments', 'notifications', 'creatives', 'scoring', 'renders', 'exports', 'video-render', 'publishing'] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * What each domain's function may use besides the app table: CDK grants exactly these buckets and queues (and sets
 * their names in its environment). tests/infra/domain-resources.test.ts bundles every domain and fails when a bundle
 * sends to a queue or reads the files bucket without its line here.
 */
export const DOMAIN_RESOURCES: Record<Domain, { buckets?: readonly (typeof BUCKETS)[number][]; queues?: readonly QueueName[] }> = {
  auth: { queues: ['realtime-events'] },
  partners: {},
  markets: {},
  'cloud-storage': {},
  users: { queues: ['realtime-events'] },
  'business-nodes': {},
  'sso-configs': {},
  reporting: { buckets: ['files'] },
  'custom-conversions': {},
  assets: { buckets: ['files'], queues: ['assets-process'] },
  'brief-assets': { buckets: ['files'], queues: ['assets-process'] },
  concepts: {},
  'asset-cropper': { buckets: ['files'], queues: ['background-removal'] },
  'asset-recommendations': { buckets: ['files'], queues: ['asset-recommendations', 'assets-process'] },
  // a change of a template that campaigns use tells them through template-changes (personalize follows it)
  templates: { buckets: ['files'], queues: ['template-render', 'template-changes'] },
  storyboards: { buckets: ['files'], queues: ['storyboard-process'] },
  // a campaign created from a concept (or whose templates change) queues its tree job (personalize/public.ts)
  campaigns: { buckets: ['files'], queues: ['personalize-trees', 'realtime-events'] },
  // generate-variations keeps its request in the files bucket and queues the personalize-variations job
  personalize: { buckets: ['files'], queues: ['personalize-trees', 'personalize-variations', 'personalize-screenshots', 'realtime-events'] },
  'ad-platforms': {},
  assemblies: {},
  audiences: {},
  datasources: {},
  // comment attachments go straight to the files bucket; every change publishes to the campaign or concept topic
  comments: { buckets: ['files'], queues: ['realtime-events'] },
  notifications: {},
  // approvals tell the grid ('creative-approved' on the campaign's topic); request-approval mails and notifies watchers;
  // the list signs its screenshots' addresses in the files bucket
  creatives: { buckets: ['files'], queues: ['realtime-events'] },
  // variations scoring on demand queues its job and tells the caller (notifications); scores are read from the table
  scoring: { buckets: ['files'], queues: ['variations-scoring', 'realtime-events'] },
  // the render queue: restart sends a job's stored message again (to the queue of its kind); every change goes to the campaign's topic
  // prerenders (render queue kind 'prerender': functions/renders) and exports: zips in the files bucket, streamed to cloud
  // storages or made library single files (assets-process); progress and notifications through realtime-events
  exports: {
    buckets: ['files'],
    queues: ['html-prerender-single', 'html-prerender-single-return', 'html-prerender-bulk', 'html-prerender-bulk-return', 'html-prerender-assembly', 'html-prerender-assembly-return', 'cloud-sync-export', 'cloud-sync-export-return', 'assets-process', 'realtime-events'],
  },
  // restart re-sends to the queue of the job's kind: screenshots, prerenders and videos
  renders: { buckets: ['files'], queues: ['realtime-events', 'bulk-screenshots', 'assets-process', 'html-prerender-single', 'html-prerender-bulk', 'html-prerender-assembly', 'video-render'] },
  // renders a campaign's video creatives through the render queue (video-render) and signs their files' links
  'video-render': { buckets: ['files'], queues: ['video-render', 'realtime-events'] },
  // a publish queues one message per channel (its consumer reports progress to the campaign's topic)
  publishing: { queues: ['publishing', 'realtime-events'] },
};
