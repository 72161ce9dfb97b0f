/**
 * The AWS quotas a deployment of this product can run into, each with its figure and where AWS states it. No AWS account
 * is reachable from the build machines, so tests/infra/quotas.test.ts checks the synthesized assembly against these
 * figures instead of a first deploy finding them. Figures are AWS's defaults (as of 2026-12); a raised quota is no
 * excuse to raise one here, since a new account or region starts at the default.
 */
export interface Quota {
  /** What is counted, as AWS names it. */
  what: string;
  limit: number;
  unit: 'routes' | 'bytes' | 'outputs' | 'resources' | 'seconds' | 'ratio' | 'executions';
  /** The AWS documentation page that states the figure. */
  source: string;
  /** The Service Quotas code, where the quota has one (adjustable quotas). */
  code?: string;
  /** How the project applies it, when not the bare figure. */
  note?: string;
}

const KB = 1024;
const MB = 1024 * 1024;

export const QUOTAS = {
  routesPerHttpApi: {
    what: 'Routes per API (HTTP API)',
    limit: 300,
    unit: 'routes',
    source: 'https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-quotas.html',
    code: 'L-65B5C802',
    note: 'adjustable per API only once the API exists: a first deploy past it fails',
  },
  templateBodyS3: {
    what: 'CloudFormation template body size (uploaded to S3, as CDK does)',
    limit: 1_000_000,
    unit: 'bytes',
    source: 'https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html',
  },
  outputsPerStack: {
    what: 'CloudFormation outputs per template',
    limit: 200,
    unit: 'outputs',
    source: 'https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html',
  },
  resourcesPerStack: {
    what: 'CloudFormation resources per template',
    limit: 400,
    unit: 'resources',
    source: 'https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html',
    note: "AWS's hard limit is 500; the project keeps every stack under 400 for growth",
  },
  lambdaEnvironment: {
    what: 'Lambda environment variables, total size (the JSON of the Variables map)',
    limit: 4 * KB,
    unit: 'bytes',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    note: 'template values are estimated resolved (tests/infra/quotas.test.ts, estimatedLength)',
  },
  lambdaPackageUnzipped: {
    what: 'Lambda deployment package and layers, unzipped',
    limit: 250 * MB,
    unit: 'bytes',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    note: 'checked only over a bundled cloud assembly (QUOTA_CDK_OUT=cdk.out)',
  },
  lambdaSyncPayload: {
    what: 'Lambda invocation payload, synchronous (request and response each)',
    limit: 6 * MB,
    unit: 'bytes',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    note: "the API's request event: the largest body a route accepts (base64 for multipart) plus headers",
  },
  lambdaConcurrency: {
    what: "Lambda concurrent executions per account and region: the queue consumers' share (half)",
    limit: 500,
    unit: 'executions',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    code: 'L-B99A9384',
    note: "1,000 by default, shared by every function: the event sources' maximum concurrency adds up to at most half, so jobs cannot starve the API",
  },
  lambdaTimeout: {
    what: 'Lambda function timeout, maximum',
    limit: 900,
    unit: 'seconds',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
  },
  sqsVisibilityVsTimeout: {
    what: "SQS event source: queue visibility timeout / consumer's function timeout",
    limit: 6,
    unit: 'ratio',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html',
    note: "AWS's advice (at least 6x); Lambda refuses an event source whose function timeout exceeds the visibility timeout",
  },
  sqsMessageSize: {
    what: 'SQS maximum message size (queue default, MaximumMessageSize)',
    limit: 256 * KB,
    unit: 'bytes',
    source: 'https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/quotas-messages.html',
    note: "the queues keep the 256 KiB default; messages carry ids and S3 keys, never files (functions/queues.ts' schemas)",
  },
} as const satisfies Record<string, Quota>;

export type QuotaName = keyof typeof QUOTAS;
