/**
 * AWS's quotas (infra/quotas.ts) checked over the synthesized cloud assembly of the stage (bundling off), stack by
 * stack and function by function, so a deploy cannot be the first to find one. The run prints each quota with the
 * largest figure measured beside it.
 *
 * The Lambda package size needs the bundles: synthesize with bundling (`npm run synth`) and run with
 * QUOTA_CDK_OUT=cdk.out to check every function's asset directory and its layers' against 250 MB unzipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { ASSEMBLY_CSV_MAX_BYTES, MAX_JSON_BODY_BYTES, SIGNALS_CSV_MAX_BYTES } from '@shared/constants';
import { RENDERER_TMP_MB } from '@infra/constructs/app-function';
import { QUOTAS, type Quota, type QuotaName } from '@infra/quotas';
import { functionAssets } from '@infra/local/parity/bundles';
import { buildStage } from './build';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON
type Json = any;

const { stage } = buildStage();
const assembly = stage.synth();
const stacks: CloudFormationStackArtifact[] = assembly.stacks;
const resourcesOf = (s: CloudFormationStackArtifact): Record<string, { Type: string; Properties?: Json }> => s.template.Resources ?? {};
const functionsOf = (s: CloudFormationStackArtifact) => Object.entries(resourcesOf(s)).filter(([, r]) => r.Type === 'AWS::Lambda::Function');

/**
 * How long a template value is once CloudFormation has resolved it, estimated on the long side. Literals count as
 * they are; a reference counts as the longest value of its kind that this product's names make:
 */
const LENGTH_OF_REF: Record<string, number> = {
  // https://sqs.ap-southeast-2.amazonaws.com/123456789012/ (55) + `<stage>-<queue>` names (~45)
  'AWS::SQS::Queue': 100,
  // `<stack>-<logical id>-<random>` names CloudFormation generates
  'AWS::DynamoDB::Table': 90,
  'AWS::S3::Bucket': 63,
  'AWS::SecretsManager::Secret': 120,
  'AWS::SNS::Topic': 120,
  'AWS::Cognito::UserPool': 32,
  'AWS::Cognito::UserPoolClient': 32,
  'AWS::Cognito::UserPoolDomain': 63,
  'AWS::KMS::Key': 36,
  'AWS::Lambda::Function': 64,
  'AWS::CloudFront::Distribution': 14,
};
const LENGTH_OF_ATTRIBUTE: Record<string, number> = { Arn: 120, DomainName: 100, RegionalDomainName: 100, QueueUrl: 100, QueueName: 80, ProviderName: 80 };
const PSEUDO: Record<string, number> = { 'AWS::Region': 14, 'AWS::AccountId': 12, 'AWS::Partition': 10, 'AWS::URLSuffix': 16, 'AWS::StackName': 128 };
/** Anything else (Fn::Select, Fn::Sub, an unknown type): as long as an ARN can reasonably be. */
const UNKNOWN = 128;

function estimatedLength(value: Json, stack: CloudFormationStackArtifact): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (!value || typeof value !== 'object') return UNKNOWN;
  if ('Ref' in value) {
    if (value.Ref in PSEUDO) return PSEUDO[value.Ref];
    return LENGTH_OF_REF[resourcesOf(stack)[value.Ref]?.Type] ?? UNKNOWN;
  }
  if ('Fn::GetAtt' in value) {
    const attribute = [value['Fn::GetAtt']].flat().join('.').split('.').at(-1)!;
    return LENGTH_OF_ATTRIBUTE[attribute] ?? UNKNOWN;
  }
  if ('Fn::Join' in value) {
    const [separator, parts] = value['Fn::Join'] as [string, Json[]];
    return parts.reduce((n: number, p: Json) => n + estimatedLength(p, stack), 0) + separator.length * Math.max(0, parts.length - 1);
  }
  if ('Fn::ImportValue' in value) {
    // a cross-stack reference: the exporting stack's output value, estimated there
    const name = value['Fn::ImportValue'];
    for (const other of stacks) {
      const output = Object.values((other.template.Outputs ?? {}) as Record<string, { Value: Json; Export?: { Name: string } }>).find((o) => o.Export?.Name === name);
      if (output) return estimatedLength(output.Value, other);
    }
  }
  return UNKNOWN;
}

/** AWS counts the environment as the JSON of its Variables map: keys and values, quoted. */
function environmentBytes(variables: Record<string, Json>, stack: CloudFormationStackArtifact): number {
  const resolved = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, 'x'.repeat(estimatedLength(v, stack))]));
  return Buffer.byteLength(JSON.stringify(resolved));
}

/** The queue an event source's ARN names: by reference in its own stack, or by the queue's physical name (DataStack.queuesIn). */
function queueOf(eventSourceArn: Json): { stack: CloudFormationStackArtifact; id: string } | undefined {
  const text = JSON.stringify(eventSourceArn);
  for (const s of stacks) {
    for (const [id, r] of Object.entries(resourcesOf(s))) {
      if (r.Type !== 'AWS::SQS::Queue') continue;
      const name = r.Properties?.QueueName;
      if (new RegExp(`${id}(?![A-Za-z0-9])|${id}Arn`).test(text) || (typeof name === 'string' && text.includes(`:${name}"`))) return { stack: s, id };
    }
  }
  return undefined;
}

const measured: Partial<Record<QuotaName, { value: number; where: string; measured?: string }>> = {};
function record(name: QuotaName, value: number, where: string, higherIsWorse = true) {
  const kept = measured[name];
  if (!kept || (higherIsWorse ? value > kept.value : value < kept.value)) measured[name] = { value, where };
}

afterAll(() => {
  const rows = (Object.keys(QUOTAS) as QuotaName[]).map((name) => {
    const q: Quota = QUOTAS[name];
    const m = measured[name];
    const worst = m ? (q.unit === 'ratio' ? `${m.value.toFixed(2)}x (lowest)` : m.value.toLocaleString('en-US')) : 'not measured';
    const within = !m ? '-' : q.unit === 'ratio' ? m.value >= q.limit : q.unit === 'routes' || q.unit === 'resources' ? m.value < q.limit : m.value <= q.limit;
    return [q.what, `${q.limit.toLocaleString('en-US')} ${q.unit}`, worst, m?.where ?? '', within === '-' ? '-' : within ? 'ok' : 'OVER', [q.code, q.source].filter(Boolean).join(' ')];
  });
  const header = ['quota', 'limit', 'measured (worst)', 'where', '', 'source'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r: (string | boolean)[]) => r.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  console.log(['AWS quotas over the synthesized assembly (stage test, bundling off)', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n'));
});

describe('AWS quotas over the synthesized assembly', () => {
  it('keeps every HTTP API under 300 routes', () => {
    const perApi = new Map<string, number>();
    for (const s of stacks) {
      for (const r of Object.values(resourcesOf(s))) {
        if (r.Type !== 'AWS::ApiGatewayV2::Route') continue;
        // one HTTP API, whose id the route stacks import: key by what ApiId names
        const api = JSON.stringify(r.Properties.ApiId).replace(/[^A-Za-z0-9]/g, '').replace(/^.*?(HttpApi[A-Za-z0-9]{8}).*$/, '$1');
        perApi.set(api, (perApi.get(api) ?? 0) + 1);
      }
    }
    // the WebSocket API's routes ($connect, ...) are in the realtime stack: count the HTTP one
    const httpRoutes = [...perApi.entries()].filter(([api]) => api.startsWith('HttpApi'));
    expect(httpRoutes.length).toBeGreaterThan(0);
    for (const [api, count] of httpRoutes) {
      record('routesPerHttpApi', count, api);
      expect(count, api).toBeLessThan(QUOTAS.routesPerHttpApi.limit);
    }
  });

  it('keeps every template under 1 MB, 200 outputs and 400 resources', () => {
    for (const s of stacks) {
      const bytes = statSync(s.templateFullPath).size;
      const outputs = Object.keys(s.template.Outputs ?? {}).length;
      const resources = Object.keys(resourcesOf(s)).length;
      record('templateBodyS3', bytes, s.stackName);
      record('outputsPerStack', outputs, s.stackName);
      record('resourcesPerStack', resources, s.stackName);
      expect.soft(bytes, `${s.stackName} template bytes`).toBeLessThanOrEqual(QUOTAS.templateBodyS3.limit);
      expect.soft(outputs, `${s.stackName} outputs`).toBeLessThanOrEqual(QUOTAS.outputsPerStack.limit);
      expect.soft(resources, `${s.stackName} resources`).toBeLessThan(QUOTAS.resourcesPerStack.limit);
    }
  });

  it("keeps every function's environment under 4 KB once resolved, and its timeout under 15 minutes", () => {
    const functions = stacks.flatMap((s) => functionsOf(s).map(([id, fn]) => ({ s, id, fn })));
    expect(functions.length).toBeGreaterThan(30);
    for (const { s, id, fn } of functions) {
      const bytes = environmentBytes(fn.Properties.Environment?.Variables ?? {}, s);
      record('lambdaEnvironment', bytes, `${s.stackName}/${id}`);
      expect.soft(bytes, `${s.stackName}/${id} environment bytes`).toBeLessThanOrEqual(QUOTAS.lambdaEnvironment.limit);
      const timeout = fn.Properties.Timeout ?? 3;
      record('lambdaTimeout', timeout, `${s.stackName}/${id}`);
      expect.soft(timeout, `${s.stackName}/${id} timeout`).toBeLessThanOrEqual(QUOTAS.lambdaTimeout.limit);
    }
  });

  it("gives every queue consumer a visibility timeout at least 6x its function's timeout", () => {
    const mappings = stacks.flatMap((s) =>
      Object.values(resourcesOf(s))
        .filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping')
        .map((r) => ({ s, r })),
    );
    expect(mappings.length).toBeGreaterThan(0);
    for (const { s, r } of mappings) {
      const fnId = r.Properties.FunctionName.Ref as string;
      const timeout = resourcesOf(s)[fnId].Properties.Timeout ?? 3;
      const queue = queueOf(r.Properties.EventSourceArn);
      expect(queue, `${s.stackName}/${fnId}: its queue`).toBeDefined();
      const visibility = resourcesOf(queue!.stack)[queue!.id].Properties.VisibilityTimeout ?? 30;
      record('sqsVisibilityVsTimeout', visibility / timeout, `${queue!.id} (${visibility} s) / ${fnId} (${timeout} s)`, false);
      expect(timeout, `${fnId}: Lambda refuses an event source whose function outlasts the visibility timeout`).toBeLessThanOrEqual(visibility);
      expect.soft(visibility / timeout, `${queue!.id} ${visibility} s vs ${fnId} ${timeout} s`).toBeGreaterThanOrEqual(QUOTAS.sqsVisibilityVsTimeout.limit);
    }
  });

  it("bounds every queue consumer's concurrency, all of them together within half the account's executions", () => {
    const mappings = stacks.flatMap((s) => Object.values(resourcesOf(s)).filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping'));
    const each = mappings.map((r) => r.Properties.ScalingConfig?.MaximumConcurrency as number | undefined);
    expect(each.filter((c) => c === undefined)).toEqual([]);
    const total = each.reduce((sum: number, c) => sum + c!, 0);
    record('lambdaConcurrency', total, `${mappings.length} SQS event sources`);
    expect(total).toBeLessThanOrEqual(QUOTAS.lambdaConcurrency.limit);
  });

  it("gives the functions with Chromium or ffmpeg more than Lambda's 512 MB of /tmp", () => {
    const renderers = stacks.flatMap((s) => functionsOf(s)).filter(([, fn]) => JSON.stringify(fn.Properties.Layers ?? []).match(/Chromium|Ffmpeg/i));
    expect(renderers.length).toBeGreaterThanOrEqual(5);
    for (const [id, fn] of renderers) expect(fn.Properties.EphemeralStorage?.Size, id).toBe(RENDERER_TMP_MB);
  });

  it('keeps every queue at the 256 KiB message size default', () => {
    const queues = stacks.flatMap((s) => Object.entries(resourcesOf(s)).filter(([, r]) => r.Type === 'AWS::SQS::Queue').map(([id, r]) => ({ s, id, r })));
    expect(queues.length).toBeGreaterThan(0);
    for (const { s, id, r } of queues) {
      const size = r.Properties?.MaximumMessageSize ?? QUOTAS.sqsMessageSize.limit;
      record('sqsMessageSize', size, `${s.stackName}/${id}`);
      expect(size, id).toBeLessThanOrEqual(QUOTAS.sqsMessageSize.limit);
    }
  });

  it("keeps the API's largest request event under Lambda's 6 MB synchronous payload", () => {
    // HTTP API sends a multipart body base64-encoded (4/3 the bytes); JSON bodies go as text. Headers and the request
    // context: API Gateway allows 10,240 bytes of request line and headers, the rest of the event is under 6 KB.
    const ENVELOPE = 10_240 + 6 * 1024;
    const bodies = [
      { what: 'JSON body limit (MAX_JSON_BODY_BYTES)', bytes: MAX_JSON_BODY_BYTES },
      { what: 'assemblies CSV import (multipart, base64)', bytes: Math.ceil(((ASSEMBLY_CSV_MAX_BYTES + 64 * 1024) * 4) / 3) },
      { what: 'personalize signals CSV (JSON)', bytes: SIGNALS_CSV_MAX_BYTES + 64 * 1024 },
    ];
    for (const { what, bytes } of bodies) {
      record('lambdaSyncPayload', bytes + ENVELOPE, what);
      expect.soft(bytes + ENVELOPE, what).toBeLessThanOrEqual(QUOTAS.lambdaSyncPayload.limit);
    }
  });

  const cdkOut = process.env.QUOTA_CDK_OUT;
  it.skipIf(!cdkOut || !existsSync(cdkOut))('keeps every bundled function with its layers under 250 MB unzipped (QUOTA_CDK_OUT)', () => {
    const dirBytes = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? dirBytes(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size), 0);
    // A zipped asset (the native layers): the uncompressed sizes its central directory lists.
    const zipBytes = (file: string): number => {
      const zip = readFileSync(file);
      const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      let at = zip.readUInt32LE(end + 16);
      let total = 0;
      for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
        total += zip.readUInt32LE(at + 24);
        at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      }
      return total;
    };
    const bytesOf = (p: string) => (statSync(p).isDirectory() ? dirBytes(p) : zipBytes(p));
    const sizes = new Map<string, number>();
    const sizeOf = (asset: string) => sizes.get(asset) ?? sizes.set(asset, bytesOf(asset)).get(asset)!;
    const assets = functionAssets(cdkOut!);
    expect(assets.length).toBeGreaterThan(30);
    for (const { name, dir, layerDirs } of assets) {
      const bytes = sizeOf(dir) + layerDirs.reduce((n, d) => n + sizeOf(d), 0);
      record('lambdaPackageUnzipped', bytes, name);
      expect.soft(bytes, name).toBeLessThanOrEqual(QUOTAS.lambdaPackageUnzipped.limit);
    }
  });
});
