/**
 * Resolves the CloudFormation values of the synthesized templates (Ref, Fn::GetAtt, Fn::Join, Fn::Select, Fn::Split,
 * Fn::Sub, Fn::GetStackOutput, Fn::ImportValue and the pseudo parameters) to the embedded default's own resources:
 * the app table, the buckets, the queues, the user pool, the secrets and the WebSocket API get their local names and
 * ARNs in one account and region; anything else resolves to a name of its own that matches nothing local.
 */
import type { LocalResourceKind, ParityManifest } from './manifest';

export const LOCAL_ACCOUNT = '000000000000';

export interface LocalValues {
  region: string;
  tableName: string;
  bucketName(name: string): string;
  queueUrl(name: string): string;
  queueName(name: string): string;
  secretArn(name: string): string;
  userPoolId: string;
  userPoolClientId: string;
  webSocketApiId: string;
}

type Physical = { ref: string; attr(name: string): string };

function physicalOf(kind: LocalResourceKind, name: string, local: LocalValues): Physical {
  const arn = (service: string, resource: string) => `arn:aws:${service}:${local.region}:${LOCAL_ACCOUNT}:${resource}`;
  switch (kind) {
    case 'table':
      return { ref: local.tableName, attr: () => arn('dynamodb', `table/${local.tableName}`) };
    case 'bucket': {
      const bucket = local.bucketName(name);
      return { ref: bucket, attr: (a) => (a === 'Arn' ? `arn:aws:s3:::${bucket}` : `${bucket}.s3.${local.region}.amazonaws.com`) };
    }
    case 'queue':
      return { ref: local.queueUrl(name), attr: (a) => (a === 'Arn' ? arn('sqs', local.queueName(name)) : a === 'QueueName' ? local.queueName(name) : local.queueUrl(name)) };
    case 'secret':
      return { ref: local.secretArn(name), attr: () => local.secretArn(name) };
    case 'userPool':
      return { ref: local.userPoolId, attr: (a) => (a === 'Arn' ? arn('cognito-idp', `userpool/${local.userPoolId}`) : local.userPoolId) };
    case 'userPoolClient':
      return { ref: local.userPoolClientId, attr: () => local.userPoolClientId };
    case 'webSocketApi':
      return { ref: local.webSocketApiId, attr: () => `wss://${local.webSocketApiId}.execute-api.${local.region}.amazonaws.com` };
  }
}

export type Resolve = (stack: string, value: unknown) => unknown;

export function resolver(manifest: ParityManifest, local: LocalValues): Resolve {
  const known = new Map(manifest.resources.map((r) => [`${r.stack}/${r.logicalId}`, physicalOf(r.kind, r.name, local)]));
  const physical = (stack: string, logicalId: string): Physical =>
    known.get(`${stack}/${logicalId}`) ?? { ref: logicalId, attr: (a) => `${logicalId}.${a}` };
  const pseudo: Record<string, string> = {
    'AWS::Region': local.region,
    'AWS::AccountId': LOCAL_ACCOUNT,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::NoValue': '',
  };
  // Other stacks name the queues by their physical names (DataStack.queuesIn): the URL and the ARN that AWS would form
  // of a queue's name in the template are that queue's local URL and ARN.
  const byPhysicalName = new Map<string, string>();
  for (const r of manifest.resources.filter((x) => x.kind === 'queue')) {
    const physicalName = manifest.templates[r.stack]?.Resources[r.logicalId]?.Properties?.QueueName;
    if (typeof physicalName !== 'string') continue;
    const own = physicalOf('queue', r.name, local);
    byPhysicalName.set(`https://sqs.${local.region}.amazonaws.com/${LOCAL_ACCOUNT}/${physicalName}`, own.ref);
    byPhysicalName.set(`arn:aws:sqs:${local.region}:${LOCAL_ACCOUNT}:${physicalName}`, own.attr('Arn'));
  }
  const output = (stackName: string, outputName: string): unknown => {
    const value = manifest.templates[stackName]?.Outputs?.[outputName]?.Value;
    if (value === undefined) throw new Error(`No output ${outputName} in stack ${stackName}`);
    return resolve(stackName, value);
  };
  const resolve: Resolve = (stack, value) => {
    if (Array.isArray(value)) return value.map((v) => resolve(stack, v));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length !== 1 || !(entries[0][0] === 'Ref' || entries[0][0].startsWith('Fn::'))) {
      return Object.fromEntries(entries.map(([k, v]) => [k, resolve(stack, v)]));
    }
    const [fn, arg] = entries[0] as [string, never];
    switch (fn) {
      case 'Ref':
        return pseudo[arg] ?? (arg === 'AWS::StackName' ? stack : physical(stack, arg).ref);
      case 'Fn::GetAtt': {
        const [id, attr] = typeof arg === 'string' ? (arg as string).split('.') : (arg as [string, string]);
        return physical(stack, id).attr(attr);
      }
      case 'Fn::Join': {
        const [sep, parts] = arg as [string, unknown[]];
        const joined = (resolve(stack, parts) as unknown[]).join(sep);
        return byPhysicalName.get(joined) ?? joined;
      }
      case 'Fn::Select': {
        const [i, list] = arg as [unknown, unknown];
        return (resolve(stack, list) as unknown[])[Number(resolve(stack, i))];
      }
      case 'Fn::Split': {
        const [sep, s] = arg as [string, unknown];
        return String(resolve(stack, s)).split(sep);
      }
      case 'Fn::Sub': {
        const [text, vars] = typeof arg === 'string' ? [arg as string, {}] : (arg as [string, Record<string, unknown>]);
        return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in vars) return String(resolve(stack, (vars as Record<string, unknown>)[name]));
          if (name.includes('.')) return String(resolve(stack, { 'Fn::GetAtt': name.split('.') }));
          return String(resolve(stack, { Ref: name }));
        });
      }
      case 'Fn::GetStackOutput': {
        const { StackName, OutputName } = arg as { StackName: string; OutputName: string };
        return output(StackName, OutputName);
      }
      case 'Fn::ImportValue': {
        const name = resolve(stack, arg);
        for (const [other, t] of Object.entries(manifest.templates)) {
          for (const [outputName, o] of Object.entries(t.Outputs ?? {})) if (o.Export && resolve(other, o.Export.Name) === name) return output(other, outputName);
        }
        throw new Error(`No stack exports ${String(name)}`);
      }
      default:
        throw new Error(`The embedded default cannot resolve ${fn} (infra/local/parity/resolve.ts)`);
    }
  };
  return resolve;
}
