import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { CONSUMER_BINDINGS } from '@functions/consumer-bindings';
import { QUEUES } from '@functions/queues';
import { REPO_ROOT } from '@infra/constructs/app-function';
import { WS_STAGE_NAME } from '@infra/stacks/realtime-stack';
import { buildStage, logicalId, namesQueue, resourcesOf } from './build';

const { stage } = buildStage();
const realtime = Template.fromStack(stage.realtime);
const jobs = Template.fromStack(stage.jobs);
const refersTo = (value: unknown, id: string) => JSON.stringify(value).includes(id);

/** The HTTP method of each @connections call of the API Gateway Management API (its REST mapping). */
const CONNECTION_CALL_METHODS: Record<string, string> = { PostToConnection: 'POST', DeleteConnection: 'DELETE', GetConnection: 'GET' };
/** The methods the functions' code calls: every <Call>Command it imports from @aws-sdk/client-apigatewaymanagementapi. */
function connectionMethodsUsed(): string[] {
  const files = readdirSync(join(REPO_ROOT, 'functions'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const calls = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(REPO_ROOT, 'functions', file), 'utf8');
    for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@aws-sdk\/client-apigatewaymanagementapi'/g)) {
      for (const [, call] of names.matchAll(/\b(\w+)Command\b/g)) calls.add(call);
    }
  }
  return [...calls].map((call) => {
    const method = CONNECTION_CALL_METHODS[call];
    if (!method) throw new Error(`@connections call ${call} has no method in this test's map`);
    return method;
  }).sort();
}

describe('realtime stack', () => {
  const functions = resourcesOf(realtime, 'AWS::Lambda::Function');
  const integrations = resourcesOf(realtime, 'AWS::ApiGatewayV2::Integration');

  it('routes exactly $connect, $disconnect and $default to the three exports of functions/realtime/index.ts', () => {
    const routes = Object.values(resourcesOf(realtime, 'AWS::ApiGatewayV2::Route'));
    const handlerOf = (route: (typeof routes)[number]) => {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const parts = integrations[integrationId].Properties.IntegrationUri['Fn::Join'][1] as unknown[];
      const functionId = (parts.find((p) => typeof p === 'object' && p !== null && 'Fn::GetAtt' in p) as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
      return functions[functionId].Properties.Handler as string;
    };
    expect(Object.fromEntries(routes.map((r) => [r.Properties.RouteKey, handlerOf(r)]))).toEqual({
      $connect: 'index.connect',
      $disconnect: 'index.disconnect',
      $default: 'index.defaultRoute',
    });
  });

  it('deploys the WebSocket API to the `ws` stage that CloudFront forwards /ws to', () => {
    const stages = Object.values(resourcesOf(realtime, 'AWS::ApiGatewayV2::Stage'));
    expect(stages.map((s) => s.Properties.StageName)).toEqual([WS_STAGE_NAME]);
    expect(stages[0].Properties.AutoDeploy).toBe(true);
  });

  it('lets $connect and $disconnect use the app table', () => {
    for (const name of ['index.connect', 'index.disconnect']) {
      const fn = Object.values(functions).find((f) => f.Properties.Handler === name)!;
      expect(refersTo(fn.Properties.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
    }
  });

  it('grants the @connections calls the code makes (post, and close on logout and expiry), on this stage only', () => {
    const used = connectionMethodsUsed();
    expect(used).toEqual(expect.arrayContaining(['DELETE', 'POST']));
    const policy = resourcesOf(realtime, 'AWS::IAM::ManagedPolicy')[logicalId(stage.realtime, stage.realtime.push.access as never)];
    const [statement, ...others] = policy.Properties.PolicyDocument.Statement;
    expect(others).toEqual([]);
    expect(statement.Action).toBe('execute-api:ManageConnections');
    const resources = [statement.Resource].flat() as { 'Fn::Join': [string, unknown[]] }[];
    const methods = resources.map((r) => {
      expect(r['Fn::Join'][1]).toContainEqual({ Ref: logicalId(stage.realtime, stage.realtime.webSocketApi) });
      const path = r['Fn::Join'][1].at(-1) as string;
      return new RegExp(`^/${WS_STAGE_NAME}/([A-Z]+)/@connections/\\*$`).exec(path)![1];
    });
    expect(methods.sort()).toEqual(used);
  });
});

describe('jobs stack', () => {
  const functions = resourcesOf(jobs, 'AWS::Lambda::Function');
  const mappings = Object.values(resourcesOf(jobs, 'AWS::Lambda::EventSourceMapping'));

  it('has one consumer per QUEUES entry fed by its queue, with its batch size and partial batch failures', () => {
    expect(mappings).toHaveLength(QUEUES.length);
    for (const { entry, queue } of stage.data.queues) {
      const mapping = mappings.find((m) => namesQueue(m.Properties.EventSourceArn, entry.name))!;
      expect(mapping.Properties.BatchSize).toBe(entry.batchSize);
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      const consumer = functions[mapping.Properties.FunctionName.Ref].Properties;
      expect(consumer.Handler).toBe('index.handler');
      expect(consumer.Runtime).toBe('nodejs22.x');
      // Its own timeout, sized to one message's work (functions/queues.ts timeoutS), within Lambda's 900 s; the
      // queue's visibility at least six times it (AWS's advice), so a message does not come back while it is worked on.
      expect(consumer.Timeout, entry.name).toBe(entry.timeoutS);
      expect(entry.timeoutS, entry.name).toBeLessThanOrEqual(900);
      expect(entry.timeoutS * 6, entry.name).toBeLessThanOrEqual(entry.visibilityTimeoutS);
      const queueProps = resourcesOf(Template.fromStack(stage.data), 'AWS::SQS::Queue')[logicalId(stage.data, queue)].Properties;
      expect(queueProps.VisibilityTimeout, entry.name).toBe(entry.visibilityTimeoutS);
    }
    expect(stage.data.queues.map((q) => q.entry)).toEqual([...QUEUES]);
  });

  it('gives the consumers the table, and the pushing consumers the @connections endpoint and grant', () => {
    for (const entry of QUEUES) {
      const consumer = stage.jobs.consumers[entry.name];
      const fn = functions[logicalId(stage.jobs, consumer.fn)].Properties;
      expect(refersTo(fn.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
      const pushes = CONSUMER_BINDINGS[entry.name].push === true;
      if (entry.consumer.startsWith('realtime/')) expect(pushes).toBe(true);
      expect(fn.Environment.Variables.WS_ENDPOINT !== undefined).toBe(pushes);
      const role = resourcesOf(jobs, 'AWS::IAM::Role')[fn.Role['Fn::GetAtt'][0]].Properties;
      expect(refersTo(role.ManagedPolicyArns ?? [], logicalId(stage.realtime, stage.realtime.push.access as never))).toBe(pushes);
    }
  });
});
