/**
 * One deployment of the product (dev, prod, ...): the stacks by lifetime, wired through props.
 * data (retained) ← api ← routes (one stack per route group); data, realtime ← jobs; api, realtime ← web.
 */
import { Annotations, Stage, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, type RouteEntry } from '@functions/routes';
import { PLACEHOLDER_STAGES, siteAddress, type SiteAddress, type SiteSettings } from '@infra/site-address';
import { apiRoutes } from './api-routes';
import { ApiStack, type MailSettings } from './api-stack';
import { DataStack } from './data-stack';
import { JobsStack } from './jobs-stack';
import { RealtimeStack } from './realtime-stack';
import { ROUTE_GROUPS, routeGroupOf, type RouteGroup } from './route-groups';
import { RouteStack } from './route-stack';
import { WebStack } from './web-stack';

export interface MarqueeStageProps extends StageProps {
  /** Sent in the build-version header of every API answer. */
  buildVersion: string;
  /** The built site (dist/web); the site is not deployed when absent. */
  siteDir?: string;
  /** Mail (invitations, password resets): the SES-verified sender; links point to the site's address. */
  mail: Pick<MailSettings, 'from'>;
  /** The site's address (infra/site-address.ts): a custom domain and its certificate, or a placeholder where allowed. */
  site: SiteSettings;
  /** The route table (tests size the stacks with a larger one). */
  routes?: readonly RouteEntry[];
}

export class MarqueeStage extends Stage {
  readonly data: DataStack;
  readonly api: ApiStack;
  /** The route stacks of the groups that have routes (CloudFormation refuses an empty stack). */
  readonly routeStacks: Partial<Record<RouteGroup, RouteStack>>;
  readonly realtime: RealtimeStack;
  readonly jobs: JobsStack;
  readonly web: WebStack;
  readonly site: SiteAddress;

  constructor(scope: Construct, id: string, props: MarqueeStageProps) {
    super(scope, id, props);
    const { buildVersion } = props;
    // Refuses a deployable stage without a domain before any stack exists (the message names the context to pass).
    this.site = siteAddress(id, props.site);
    const { appUrl } = this.site;
    const mail: MailSettings = { from: props.mail.from, appUrl };
    this.data = new DataStack(this, 'Data', { stage: id, appUrl, description: `Marquee ${id}: table, buckets, queues, user pool (retained)` });
    this.api = new ApiStack(this, 'Api', { data: this.data, buildVersion, mail, description: `Marquee ${id}: HTTP API and domain functions` });
    // Made of the whole table at once: whether a prefix may take a greedy route depends on every domain's entries.
    const routes = apiRoutes(props.routes ?? ROUTES);
    this.routeStacks = {};
    for (const group of ROUTE_GROUPS) {
      const inGroup = routes.filter((r) => routeGroupOf(r.domain) === group);
      if (inGroup.length === 0) continue;
      this.routeStacks[group] = new RouteStack(this, `Routes-${group}`, { api: this.api, routes: inGroup, description: `Marquee ${id}: HTTP API routes of the ${group} domains` });
    }
    this.realtime = new RealtimeStack(this, 'Realtime', { data: this.data, buildVersion, appUrl, description: `Marquee ${id}: WebSocket API` });
    this.jobs = new JobsStack(this, 'Jobs', {
      data: this.data,
      push: this.realtime.push,
      buildVersion,
      description: `Marquee ${id}: queue consumers`,
    });
    this.web = new WebStack(this, 'Web', {
      httpApi: this.api.httpApi,
      webSocketApi: this.realtime.webSocketApi,
      siteDir: props.siteDir,
      signInHost: this.data.hostedUiDomain,
      userContentOrigin: this.data.userContent.origin,
      storageOrigin: `https://${this.data.buckets.find((b) => b.name === 'files')!.bucket.bucketRegionalDomainName}`,
      domain: this.site.domain,
      description: `Marquee ${id}: site bucket and CloudFront`,
    });
    if (!this.site.domain && !PLACEHOLDER_STAGES.includes(id)) {
      Annotations.of(this.web).addWarning(
        `Built on the placeholder ${appUrl} (allowPlaceholderUrl): not for deployment. Deploy with -c domainName=<host> -c certificateArn=<us-east-1 ACM certificate ARN>.`,
      );
    }
  }
}
