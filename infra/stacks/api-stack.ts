/**
 * The HTTP API and one function per domain of functions/routes.ts. Its routes (made of the ROUTES table by
 * api-routes.ts: exact, or one greedy route per single-domain prefix; the domain's http-router matches the full path)
 * are in the route stacks of route-stack.ts, so this stack's size grows with the domains only.
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

export interface MailSettings {
  from: string;
  appUrl: string;
}

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

    // The reporter service's warehouse (002 7 'Reporter service'): Athena over the Parquet facts of the files bucket,
    // bound to the domains that declare report queries.
    const filesBucket = data.buckets.find((b) => b.name === 'files')!.bucket;
    const reporting = new ReportingWarehouse(this, 'Reporting', { filesBucket });
    const world = data.bindingWorld(this, { reporting, mail: props.mail });

    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => {
        const fn = new AppFunction(this, constructId(domain, 'function'), {
          entry: `functions/${domain}/index.ts`,
          description: `Marquee ${domain} API`,
          timeout: Duration.seconds(29),
          buildVersion: props.buildVersion,
        })
          .bindTable(data.table, APP_TABLE)
          // only what the domain declares beside DOMAINS (functions/domains.ts)
          .bind(DOMAIN_RESOURCES[domain], world);
        // Federated sign-in redirects to the hosted UI and names the API's callback on the site's address.
        if (domain === 'auth') fn.fn.addEnvironment('COGNITO_DOMAIN', data.hostedUiDomain).addEnvironment('APP_URL', props.mail.appUrl);
        return [domain, fn];
      }),
    ) as Record<Domain, AppFunction>;
    const alarms = new OpsAlarms(this, 'Alarms', data.opsTopic);
    for (const domain of DOMAINS) alarms.errorRate(constructId(domain, 'function'), this.functions[domain].fn);
  }
}
