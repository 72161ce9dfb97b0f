/** The API's domains (one Lambda each) and what each may use besides the app table. */
import type { QueueName } from './queues';
import type { BUCKETS } from './tables';

export const DOMAINS = ['auth', 'partners', 'markets', 'cloud-storage', 'users', 'business-nodes', 'sso-configs', 'reporting', 'custom-conversions', 'assets', 'brief-assets', 'concepts', 'asset-cropper', 'asset-recommendations', 'storyboards', 'templates', 'campaigns', 'personalize', 'ad-platforms', 'assemblies', 'audiences', 'datasources', 'comments', 'notifications', 'creatives', 'publishing'] as const;
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
  // a publish queues one message per channel; the oauth resets and state read need nothing else
  publishing: { queues: ['publishing'] },
};
