/**
 * The size Lambda counts against its 4 KB environment quota (the keys and values of all variables, "Lambda quotas":
 * https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html), estimated from a synthesized template:
 * CloudFormation's references are resolved to the longest value they take in AWS (a queue's URL with its name, an ARN
 * with a 12-digit account, a generated bucket name of 63 characters), across stacks through their exports.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

type Json = Record<string, unknown>;
const REGION = 'eu-central-1';
const ACCOUNT = '123456789012';
const PSEUDO: Record<string, string> = { 'AWS::Region': REGION, 'AWS::AccountId': ACCOUNT, 'AWS::URLSuffix': 'amazonaws.com', 'AWS::Partition': 'aws' };
/** Generated physical names: S3 and CloudFormation allow at most 63 (buckets) or 64 characters. */
const GENERATED = 'x'.repeat(63);

export function envSizer(stacks: readonly Stack[]) {
  const templates = stacks.map((s) => Template.fromStack(s).toJSON() as Json);
  // the values other stacks read: by export name (Fn::ImportValue) and by stack and output name (Fn::GetStackOutput)
  const exports = new Map<string, { template: Json; value: unknown }>();
  templates.forEach((template, i) => {
    for (const [outputName, output] of Object.entries((template.Outputs ?? {}) as Record<string, Json>)) {
      const name = (output.Export as Json | undefined)?.Name;
      if (typeof name === 'string') exports.set(name, { template, value: output.Value });
      exports.set(`${stacks[i].stackName}/${outputName}`, { template, value: output.Value });
    }
  });
  const resource = (template: Json, id: string) => ((template.Resources ?? {}) as Record<string, Json>)[id] as { Type: string; Properties?: Json } | undefined;

  const ref = (template: Json, id: string): string => {
    if (PSEUDO[id]) return PSEUDO[id];
    const r = resource(template, id);
    if (!r) return GENERATED;
    const props = r.Properties ?? {};
    if (r.Type === 'AWS::SQS::Queue') return `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${String(props.QueueName ?? GENERATED)}`;
    if (r.Type === 'AWS::SecretsManager::Secret') return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${GENERATED.slice(0, 40)}-abcdef`;
    return GENERATED;
  };
  const attribute = (template: Json, id: string, attr: string): string => {
    const r = resource(template, id);
    if (r?.Type === 'AWS::SQS::Queue' && attr === 'QueueUrl') return ref(template, id);
    if (attr === 'Arn') return `arn:aws:service:${REGION}:${ACCOUNT}:${GENERATED}`;
    return GENERATED;
  };
  const resolve = (template: Json, value: unknown): string => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const v = value as Json;
    if ('Ref' in v) return ref(template, v.Ref as string);
    if ('Fn::GetAtt' in v) {
      const [id, attr] = v['Fn::GetAtt'] as [string, string];
      return attribute(template, id, attr);
    }
    if ('Fn::Join' in v) {
      const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
      return parts.map((p) => resolve(template, p)).join(sep);
    }
    if ('Fn::ImportValue' in v) {
      const found = exports.get(v['Fn::ImportValue'] as string);
      return found ? resolve(found.template, found.value) : GENERATED;
    }
    if ('Fn::GetStackOutput' in v) {
      const { StackName, OutputName } = v['Fn::GetStackOutput'] as { StackName: string; OutputName: string };
      const found = exports.get(`${StackName}/${OutputName}`);
      return found ? resolve(found.template, found.value) : GENERATED;
    }
    if ('Fn::Select' in v) return GENERATED;
    return JSON.stringify(v);
  };
  /** The estimated bytes of a Lambda function's environment (keys and values). */
  return (stack: Stack, logicalId: string): number => {
    const template = templates[stacks.indexOf(stack)];
    const variables = (((resource(template, logicalId)?.Properties ?? {}).Environment as Json | undefined)?.Variables ?? {}) as Json;
    return Object.entries(variables).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(resolve(template, v)), 0);
  };
}
