/**
 * The HTTP API and one function per domain of functions/routes.ts. Its routes (one per entry of the ROUTES table, at
 * the full path the domain's http-router matches) are in the route stacks of route-stack.ts, so this stack's size
 * grows with the domains only.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { DOMAIN_RESOURCES, DOMAINS, type Domain } from '@functions/routes';
import { APP_TABLE } from '@functions/tables';
import { AppFunction } from '@infra/constructs/app-function';
import { ReportingWarehouse } from '@infra/constructs/reporting-warehouse';
import { constructId } from './names';
import type { DataStack } from './data-stack';
import { OpsAlarms } from '@infra/constructs/ops-alarms';

/**
 * Cognito admin calls per domain (the pool holds passwords only: roles and partners live in the app table).
 * A domain not named here gets no access to the pool.
 */
const USER_POOL_ACTIONS: Partial<Record<Domain, readonly string[]>> = {
  // SAML sign-in puts an active provider back on the client when a deployment has rewritten its provider list.
  auth: ['cognito-idp:AdminInitiateAuth', 'cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient'],
  // Invitees and password resets get their Cognito identity and password set by the API.
  users: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
  // An SSO config is a SAML identity provider of the pool, offered by the API's client while active.
  'sso-configs': [
    'cognito-idp:CreateIdentityProvider',
    'cognito-idp:UpdateIdentityProvider',
    'cognito-idp:DeleteIdentityProvider',
    'cognito-idp:DescribeUserPoolClient',
    'cognito-idp:UpdateUserPoolClient',
  ],
};

export interface MailSettings {
  from: string;
  appUrl: string;
}

/** Domains that send mail (functions/lib/mail.ts). */
const MAILING_DOMAINS: readonly Domain[] = ['users', 'creatives'];

export interface ApiStackProps extends StackProps {
  data: DataStack;
  buildVersion: string;
  mail: MailSettings;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<Domain, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { data } = props;

    // Same origin as the site behind CloudFront: no CORS. The $default stage is added below to get access logs.
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Marquee API (behind CloudFront at /api)', createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: { rateLimit: 200, burstLimit: 400 },
    });

    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => {
        const fn = new AppFunction(this, constructId(domain, 'function'), {
          entry: `functions/${domain}/index.ts`,
          description: `Marquee ${domain} API`,
          timeout: Duration.seconds(29),
          buildVersion: props.buildVersion,
        })
          .bindTable(data.table, APP_TABLE)
          .bindSecretsKey(data.secretsKey)
          .bindUserContent(data.userContent);
        // Only the buckets and queues the domain declares beside DOMAINS (functions/routes.ts).
        const { buckets = [], queues = [] } = DOMAIN_RESOURCES[domain];
        for (const bucket of data.buckets.filter((b) => buckets.includes(b.name))) fn.bindBucket(bucket);
        for (const { entry, queue } of data.queues.filter((q) => (queues as readonly string[]).includes(q.entry.name))) fn.bindQueue(queue, entry.name);
        const poolActions = USER_POOL_ACTIONS[domain];
        if (poolActions) fn.bindUserPool(data.userPool, data.userPoolClient, poolActions);
        if (MAILING_DOMAINS.includes(domain)) fn.bindMail(props.mail.from, props.mail.appUrl);
        // The ad platforms' reads (the assembly import's Meta checks, personalize's signal imports) use the product's
        // own platform credentials.
        if (domain === 'ad-platforms' || domain === 'assemblies' || domain === 'personalize') fn.bindAdPlatforms(data.adPlatformSecrets);
        // Federated sign-in redirects to the hosted UI and names the API's callback on the site's address.
        if (domain === 'auth') fn.fn.addEnvironment('COGNITO_DOMAIN', data.hostedUiDomain).addEnvironment('APP_URL', props.mail.appUrl);
        return [domain, fn];
      }),
    ) as Record<Domain, AppFunction>;
    const alarms = new OpsAlarms(this, 'Alarms', data.opsTopic);
    for (const domain of DOMAINS) alarms.errorRate(constructId(domain, 'function'), this.functions[domain].fn);
    // The reporter service queries the Parquet facts of the files bucket through Athena (002 7 'Reporter service');
    // so does the personalize view's variation performance (GET …/performance).
    const filesBucket = data.buckets.find((b) => b.name === 'files')!.bucket;
    new ReportingWarehouse(this, 'Reporting', { filesBucket }).bind(this.functions.reporting).bind(this.functions.personalize);
  }
}
