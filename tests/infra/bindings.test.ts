/**
 * CDK gives each function what its binding declares (functions/bindings.ts) and nothing else: the queue URLs, bucket
 * names, secret ARNs and report engine settings of its environment, with their grants; and each environment stays
 * under Lambda's 4 KB.
 */
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import type { Bindings } from '@functions/bindings';
import { CONSUMER_BINDINGS } from '@functions/consumer-bindings';
import { QUEUES, queueUrlEnv } from '@functions/queues';
import { DOMAIN_RESOURCES, DOMAINS } from '@functions/routes';
import { config } from '@functions/lib/config';
import type { AppFunction } from '@infra/constructs/app-function';
import { buildStage, logicalId, namesQueue, resourcesOf } from './build';
import { envSizer } from './env-size';

const { stage } = buildStage();
const jobs = Template.fromStack(stage.jobs);
const api = Template.fromStack(stage.api);
const SECRET_ENV = { 'secrets-key': 'SECRETS_KEY_ARN', 'meta-access-token': 'META_ACCESS_TOKEN_ARN', 'google-ads-credentials': 'GOOGLE_ADS_CREDENTIALS_ARN', 'user-content': 'USER_CONTENT_KEY_ARN' } as const;
const dataSecrets = {
  'secrets-key': stage.data.secretsKey,
  'meta-access-token': stage.data.adPlatformSecrets.metaAccessToken,
  'google-ads-credentials': stage.data.adPlatformSecrets.googleAdsCredentials,
  'user-content': stage.data.userContent.key,
} as const;

function synthesized(stack: Stack, template: Template, fn: AppFunction) {
  const props = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(stack, fn.fn)].Properties;
  const roleId = props.Role['Fn::GetAtt'][0] as string;
  const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
  /** Whether the role may call `action` on a resource that names `id` (a logical id, or its cross-stack output). */
  const grants = (action: string, id: string) => statements.some((s) => [s.Action].flat().includes(action) && JSON.stringify(s.Resource).includes(id));
  /** Whether the role may call `action` on the queue `name` (named by its physical name). */
  const grantsQueue = (action: string, name: string) => statements.some((s) => [s.Action].flat().includes(action) && namesQueue(s.Resource, name));
  return { env: props.Environment.Variables as Record<string, unknown>, grants, grantsQueue, props };
}

/** The environment names a declaration leads to, beside the ones every function has. */
function expectExactly(env: Record<string, unknown>, declared: Bindings, own: string[] = []) {
  const queues = Object.keys(env).filter((k) => k.startsWith('QUEUE_URL_')).sort();
  expect(queues).toEqual([...new Set([...(declared.queues ?? []), ...own].map(queueUrlEnv))].sort());
  for (const [secret, name] of Object.entries(SECRET_ENV)) expect(env[name] !== undefined, name).toBe(declared.secrets?.includes(secret as never) ?? false);
  expect(env.FILES_BUCKET !== undefined).toBe(declared.buckets?.includes('files') ?? false);
  expect(env.REPORTING_ENGINE).toBe(declared.reporting === 'query' ? 'athena' : undefined);
  expect(env.REPORTING_BUCKET !== undefined).toBe(declared.reporting === 'facts');
  expect(env.WS_ENDPOINT !== undefined).toBe(declared.push ?? false);
  expect(env.USER_POOL_ID !== undefined).toBe(declared.userPool !== undefined);
  expect(env.MAIL_FROM !== undefined).toBe(declared.mail ?? false);
}

describe('consumers get their declaration only', () => {
  it.each(QUEUES.map((q) => q.name))('%s', (name) => {
    const { env, grants, grantsQueue } = synthesized(stage.jobs, jobs, stage.jobs.consumers[name]);
    const declared = CONSUMER_BINDINGS[name];
    // its own queue (back-off) and dead-letter queue come with it
    expectExactly(env, declared, [name, `${name}-dlq`]);
    expect(grantsQueue('sqs:SendMessage', `${name}-dlq`)).toBe(true);
    expect(grantsQueue('sqs:ChangeMessageVisibility', name)).toBe(true);
    for (const other of stage.data.queues) {
      expect(grantsQueue('sqs:SendMessage', other.entry.name), other.entry.name).toBe((declared.queues as readonly string[] | undefined)?.includes(other.entry.name) ?? false);
    }
    for (const [secret, construct] of Object.entries(dataSecrets)) {
      expect(grants('secretsmanager:GetSecretValue', logicalId(stage.data, construct)), secret).toBe(declared.secrets?.includes(secret as never) ?? false);
    }
  });

  it('lets the publishing and cloud-sync export consumers read the sealed tokens, and publishing the platform access', () => {
    for (const name of ['publishing', 'cloud-sync-export'] as const) {
      const { env, grants } = synthesized(stage.jobs, jobs, stage.jobs.consumers[name]);
      expect(env.SECRETS_KEY_ARN, name).toBeDefined();
      expect(grants('secretsmanager:GetSecretValue', logicalId(stage.data, stage.data.secretsKey)), name).toBe(true);
    }
    const { env, grants } = synthesized(stage.jobs, jobs, stage.jobs.consumers.publishing);
    expect(env).toHaveProperty('META_ACCESS_TOKEN_ARN');
    expect(env).toHaveProperty('GOOGLE_ADS_CREDENTIALS_ARN');
    expect(grants('secretsmanager:GetSecretValue', logicalId(stage.data, stage.data.adPlatformSecrets.metaAccessToken))).toBe(true);
    expect(grants('secretsmanager:GetSecretValue', logicalId(stage.data, stage.data.adPlatformSecrets.googleAdsCredentials))).toBe(true);
  });
});

describe('API domains get their declaration only', () => {
  it.each([...DOMAINS])('%s', (domain) => {
    const { env, grants } = synthesized(stage.api, api, stage.api.functions[domain]);
    expectExactly(env, DOMAIN_RESOURCES[domain]);
    expect(grants('athena:StartQueryExecution', 'WorkGroup')).toBe(DOMAIN_RESOURCES[domain].reporting === 'query');
  });

  it('runs the report queries of scores and tree performance on Athena', () => {
    for (const domain of ['scoring', 'video-render'] as const) {
      const { env, grants } = synthesized(stage.api, api, stage.api.functions[domain]);
      expect(env.REPORTING_ENGINE, domain).toBe('athena');
      expect(grants('athena:StartQueryExecution', 'WorkGroup'), domain).toBe(true);
      expect(grants('glue:GetTable', 'performance'), domain).toBe(true);
    }
  });
});

describe('report engine setting', () => {
  it('is required: a function whose stack binds no engine fails instead of reading no facts', () => {
    const saved = process.env.REPORTING_ENGINE;
    try {
      delete process.env.REPORTING_ENGINE;
      expect(() => config.reporting.engine).toThrow('Missing environment variable REPORTING_ENGINE');
      process.env.REPORTING_ENGINE = 'duckdb';
      expect(config.reporting.engine).toBe('duckdb');
    } finally {
      if (saved === undefined) delete process.env.REPORTING_ENGINE;
      else process.env.REPORTING_ENGINE = saved;
    }
  });
});

describe("Lambda's 4 KB environment", () => {
  const size = envSizer([stage.data, stage.api, stage.realtime, stage.jobs]);
  const all = [
    ...Object.values(stage.api.functions).map((fn) => [stage.api, fn] as const),
    ...Object.values(stage.jobs.consumers).map((fn) => [stage.jobs, fn] as const),
    [stage.jobs, stage.jobs.liveFeeds] as const,
    [stage.jobs, stage.jobs.attachmentSweep] as const,
  ];
  it('holds every function environment with room to spare (under 3 KB)', () => {
    for (const [stack, fn] of all) expect(size(stack, logicalId(stack, fn.fn)), fn.node.path).toBeLessThan(3 * 1024);
  });
});
