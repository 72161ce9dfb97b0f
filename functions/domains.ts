/** The API's domains (one Lambda each) and what each may use besides the app table. */
import type { Bindings } from './bindings';

export const DOMAINS = ['auth', 'partners', 'markets', 'cloud-storage', 'users', 'business-nodes', 'sso-configs', 'reporting', 'custom-conversions', 'assets', 'brief-assets', 'concepts', 'asset-cropper', 'asset-recommendations', 'storyboards', 'templates', 'campaigns', 'personalize', 'ad-platforms', 'assemblies', 'audiences', 'datasources', 'comments', 'notifications', 'creatives', 'scoring', 'renders', 'exports', 'video-render', 'publishing'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Cognito's calls that configure the pool's SAML providers and the API's client (sso-configs; auth's SAML sign-in). */
const IDENTITY_PROVIDER_ACTIONS = [
  'cognito-idp:CreateIdentityProvider',
  'cognito-idp:UpdateIdentityProvider',
  'cognito-idp:DeleteIdentityProvider',
  'cognito-idp:DescribeUserPoolClient',
  'cognito-idp:UpdateUserPoolClient',
] as const;

/**
 * What each domain's function may use besides the app table (functions/bindings.ts): CDK grants exactly this and
 * sets the names in its environment. tests/infra/domain-resources.test.ts bundles every domain and fails when a
 * bundle uses a queue, bucket, secret, the report engine, the pool or mail without its line here.
 * Secrets: stored tokens and keys are sealed with the secrets key (cloud storages, business nodes' platform tokens,
 * custom conversions' CM360 access, personalize's signal imports, exports to cloud storages); the product's own ad
 * platform access serves the platform reads; the user-content key signs addresses of uploaded HTML.
 */
export const DOMAIN_RESOURCES: Record<Domain, Bindings> = {
  // SAML sign-in puts an active provider back on the client when a deployment has rewritten its provider list (the
  // bundle holds sso-configs' identityProviders, whose create and delete auth never calls).
  auth: { queues: ['realtime-events'], userPool: ['cognito-idp:AdminInitiateAuth', 'cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient'] },
  partners: {},
  markets: {},
  'cloud-storage': { secrets: ['secrets-key'] },
  // invitees and password resets get their Cognito identity and password set by the API; invitations are mailed
  users: { queues: ['realtime-events'], userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'], mail: true },
  'business-nodes': { secrets: ['secrets-key'] },
  // an SSO config is a SAML identity provider of the pool, offered by the API's client while active
  'sso-configs': { userPool: IDENTITY_PROVIDER_ACTIONS },
  // the reporter service (002 7) and its exports to the files bucket
  reporting: { buckets: ['files'], reporting: 'query' },
  'custom-conversions': { secrets: ['secrets-key'] },
  assets: { buckets: ['files'], queues: ['assets-process'], secrets: ['user-content'] },
  'brief-assets': { buckets: ['files'], queues: ['assets-process'] },
  concepts: {},
  'asset-cropper': { buckets: ['files'], queues: ['background-removal'] },
  'asset-recommendations': { buckets: ['files'], queues: ['asset-recommendations', 'assets-process'] },
  // a change of a template that campaigns use tells them through template-changes (personalize follows it)
  templates: { buckets: ['files'], queues: ['template-render', 'template-changes'], secrets: ['user-content'] },
  storyboards: { buckets: ['files'], queues: ['storyboard-process'] },
  // a campaign created from a concept (or whose templates change) queues its tree job (personalize/public.ts)
  campaigns: { buckets: ['files'], queues: ['personalize-trees', 'realtime-events'] },
  // generate-variations keeps its request in the files bucket and queues the personalize-variations job; the view's
  // variation performance runs report queries; signal imports read Meta with the product's token
  personalize: {
    buckets: ['files'],
    queues: ['personalize-trees', 'personalize-variations', 'personalize-screenshots', 'realtime-events'],
    secrets: ['secrets-key', 'meta-access-token', 'user-content'],
    reporting: 'query',
  },
  'ad-platforms': { secrets: ['secrets-key', 'meta-access-token', 'google-ads-credentials', 'user-content'] },
  // the assembly import checks its Meta ids with the product's token
  assemblies: { secrets: ['meta-access-token'] },
  audiences: {},
  datasources: {},
  // comment attachments go straight to the files bucket; every change publishes to the campaign or concept topic
  comments: { buckets: ['files'], queues: ['realtime-events'], mail: true },
  notifications: {},
  // approvals tell the grid ('creative-approved' on the campaign's topic); request-approval mails and notifies watchers;
  // the list signs its screenshots' addresses in the files bucket
  creatives: { buckets: ['files'], queues: ['realtime-events'], secrets: ['user-content'], mail: true },
  // variations scoring on demand queues its job and tells the caller (notifications); scores are read from the table,
  // their performance (GET /campaigns/{id}/scores/performance) from report queries
  scoring: { buckets: ['files'], queues: ['variations-scoring', 'realtime-events'], reporting: 'query' },
  // the render queue: restart sends a job's stored message again (to the queue of its kind); every change goes to the campaign's topic
  // prerenders (render queue kind 'prerender': functions/renders) and exports: zips in the files bucket, streamed to cloud
  // storages or made library single files (assets-process); progress and notifications through realtime-events
  exports: {
    buckets: ['files'],
    queues: ['html-prerender-single', 'html-prerender-single-return', 'html-prerender-bulk', 'html-prerender-bulk-return', 'html-prerender-assembly', 'html-prerender-assembly-return', 'cloud-sync-export', 'cloud-sync-export-return', 'assets-process', 'realtime-events'],
    secrets: ['secrets-key'],
  },
  // restart re-sends to the queue of the job's kind: screenshots, prerenders and videos
  renders: { buckets: ['files'], queues: ['realtime-events', 'bulk-screenshots', 'assets-process', 'html-prerender-single', 'html-prerender-bulk', 'html-prerender-assembly', 'video-render'] },
  // renders a campaign's video creatives through the render queue (video-render) and signs their files' links; the
  // tree's performance (GET /campaigns/{id}/tree-performance) comes from report queries
  'video-render': { buckets: ['files'], queues: ['video-render', 'realtime-events'], reporting: 'query' },
  // a publish queues one message per channel (its consumer reports progress to the campaign's topic)
  publishing: { queues: ['publishing', 'realtime-events'] },
};
