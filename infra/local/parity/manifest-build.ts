/**
 * Builds the stage as `npm run synth` does (cdk.json's context, bundling off: only the templates matter here) and
 * writes its parity manifest (manifest.ts). `tsx infra/local/parity/manifest-build.ts <out.json>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AppFunction, REPO_ROOT } from '@infra/constructs/app-function';
import { MarqueeStage } from '@infra/stacks/marquee-stage';
import { WS_STAGE_NAME } from '@infra/stacks/realtime-stack';
import { PARITY_STAGE, type FunctionManifest, type LocalResourceRef, type ParityManifest, type TemplateJson } from './manifest';


/** The stage the embedded default mirrors (the placeholder site address is replaced by the local one at run time). */
export function buildParityStage(): { app: App; stage: MarqueeStage } {
  const context = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stage = new MarqueeStage(app, PARITY_STAGE, {
    buildVersion: 'local',
    mail: { from: 'no-reply@marquee.local' },
    site: {},
  });
  return { app, stage };
}

const ref = (construct: IConstruct) => {
  const stack = Stack.of(construct);
  return { stack: stack.stackName, logicalId: stack.resolve(stack.getLogicalId(construct.node.defaultChild as never)) as string };
};

/** The resources of the stage that the embedded default has its own of. */
function localResources(stage: MarqueeStage): LocalResourceRef[] {
  const { data, realtime } = stage;
  const out: LocalResourceRef[] = [
    { ...ref(data.table), kind: 'table', name: 'app' },
    { ...ref(data.userPool), kind: 'userPool', name: 'users' },
    { ...ref(data.userPoolClient), kind: 'userPoolClient', name: 'api' },
    { ...ref(data.secretsKey), kind: 'secret', name: 'secrets-key' },
    { ...ref(data.adPlatformSecrets.metaAccessToken), kind: 'secret', name: 'meta-access-token' },
    { ...ref(data.adPlatformSecrets.googleAdsCredentials), kind: 'secret', name: 'google-ads-credentials' },
    { ...ref(data.userContent.key), kind: 'secret', name: 'user-content-key' },
    { ...ref(realtime.webSocketApi), kind: 'webSocketApi', name: 'realtime' },
  ];
  for (const b of data.buckets) out.push({ ...ref(b.bucket), kind: 'bucket', name: b.name });
  for (const q of data.queues) out.push({ ...ref(q.queue), kind: 'queue', name: q.entry.name }, { ...ref(q.dlq), kind: 'queue', name: `${q.entry.name}-dlq` });
  return out;
}

const refersTo = (value: unknown, logicalId: string) => JSON.stringify(value) === JSON.stringify({ Ref: logicalId });

/** Every policy document that applies to a role: inline policies naming it (in any stack) and its managed policies. */
function rolePolicies(templates: Record<string, TemplateJson>, stack: string, roleId: string): FunctionManifest['policies'] {
  const role = templates[stack].Resources[roleId];
  const out: FunctionManifest['policies'] = [];
  for (const [name, r] of Object.entries(templates[stack].Resources)) {
    if (r.Type === 'AWS::IAM::Policy' && (r.Properties?.Roles as unknown[] | undefined)?.some((x) => refersTo(x, roleId))) {
      out.push({ name, stack, document: r.Properties!.PolicyDocument });
    }
  }
  for (const arn of (role.Properties?.ManagedPolicyArns as unknown[] | undefined) ?? []) {
    const target = managedPolicyOf(templates, stack, arn);
    if (target) out.push({ name: target.logicalId, stack: target.stack, document: templates[target.stack].Resources[target.logicalId].Properties!.PolicyDocument });
    else out.push({ name: JSON.stringify(arn), stack, document: { Version: '2012-10-17', Statement: [] } });
  }
  return out;
}

/** A managed policy ARN of a role: a Ref in the same stack, or an export of another stack holding such a Ref. */
function managedPolicyOf(templates: Record<string, TemplateJson>, stack: string, arn: unknown): { stack: string; logicalId: string } | undefined {
  const value = arn as { Ref?: string; 'Fn::ImportValue'?: string };
  if (value.Ref && templates[stack].Resources[value.Ref]?.Type === 'AWS::IAM::ManagedPolicy') return { stack, logicalId: value.Ref };
  const output = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })['Fn::GetStackOutput'];
  if (output) return managedPolicyOf(templates, output.StackName, templates[output.StackName].Outputs![output.OutputName].Value);
  const exported = value['Fn::ImportValue'];
  if (!exported) return undefined;
  for (const [other, t] of Object.entries(templates)) {
    for (const o of Object.values(t.Outputs ?? {})) if (o.Export?.Name === exported) return managedPolicyOf(templates, other, o.Value);
  }
  return undefined;
}

export function manifestOf(app: App, stage: MarqueeStage): ParityManifest {
  const assembly = app.synth();
  const templates: Record<string, TemplateJson> = {};
  for (const stack of assembly.getNestedAssembly(stage.artifactId).stacks) {
    const { Resources, Outputs } = stack.template as TemplateJson;
    templates[stack.stackName] = { Resources, Outputs };
  }
  const functions = stage.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction).map((f): FunctionManifest => {
    const { stack, logicalId } = ref(f.fn);
    const props = templates[stack].Resources[logicalId].Properties as Record<string, unknown> & { Role: { 'Fn::GetAtt': [string, string] } };
    return {
      key: `${f.entry}#${f.exportName}`,
      entry: f.entry,
      exportName: f.exportName,
      path: f.node.path,
      stack,
      logicalId,
      timeoutS: Number(props.Timeout ?? 3),
      memoryMb: Number(props.MemorySize ?? 128),
      codeKey: (props.Code as { S3Key?: string } | undefined)?.S3Key,
      environment: ((props.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables) ?? {},
      policies: rolePolicies(templates, stack, props.Role['Fn::GetAtt'][0]),
    };
  });
  return { stage: stage.stageName, webSocketStage: WS_STAGE_NAME, templates, functions, resources: localResources(stage) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { app, stage } = buildParityStage();
  writeFileSync(process.argv[2], JSON.stringify(manifestOf(app, stage)));
}
