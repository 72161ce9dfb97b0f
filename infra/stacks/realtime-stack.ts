/**
 * The WebSocket API: $connect/$disconnect/$default to the three exports of functions/realtime/index.ts. Its stage is
 * named `ws`, so CloudFront's `/ws` path reaches it unchanged, like the embedded default's `/ws`.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { APP_TABLE } from '@functions/tables';
import { REALTIME_BINDINGS } from '@functions/consumer-bindings';
import { AppFunction, type RealtimePush } from '@infra/constructs/app-function';
import { acknowledgeFindings } from '@infra/constructs/nag';
import type { DataStack } from './data-stack';

export const WS_STAGE_NAME = 'ws';

/**
 * The @connections calls the functions make, by HTTP method: PostToConnection (POST) delivers a message,
 * DeleteConnection (DELETE) closes the socket of a session that ended (logout, deactivation, expiry:
 * functions/realtime/consumers/push-events.ts). GetConnection (GET) is not called.
 */
export const CONNECTION_METHODS = ['POST', 'DELETE'] as const;

export interface RealtimeStackProps extends StackProps {
  data: DataStack;
  buildVersion: string;
  /** The site's address: $connect accepts only pages of this origin. */
  appUrl: string;
}

export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  /** What a function needs to push to browsers: the stage and the policy that posts to its connections. */
  readonly push: RealtimePush;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const realtime = (name: string, exportName: string, description: string) =>
      new AppFunction(this, name, { entry: 'functions/realtime/index.ts', exportName, description, buildVersion: props.buildVersion });

    // $connect reads the session (cookie) and stores the connection; $disconnect forgets it and its topics; $default
    // subscribes a connection to a topic after checking access (the campaign's scope) and answers it through @connections.
    const connect = realtime('ConnectFunction', 'connect', 'Marquee realtime $connect').bindTable(props.data.table, APP_TABLE);
    connect.fn.addEnvironment('APP_URL', props.appUrl);
    const disconnect = realtime('DisconnectFunction', 'disconnect', 'Marquee realtime $disconnect').bindTable(props.data.table, APP_TABLE);
    const defaultRoute = realtime('DefaultFunction', 'defaultRoute', 'Marquee realtime $default').bindTable(props.data.table, APP_TABLE);

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Marquee realtime channel (behind CloudFront at /ws)',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('ConnectIntegration', connect.fn) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnect.fn) },
      defaultRouteOptions: { integration: new WebSocketLambdaIntegration('DefaultIntegration', defaultRoute.fn) },
    });
    this.webSocketStage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });

    const pushAccess = new ManagedPolicy(this, 'PushAccess', {
      description: 'Post to and close the connections of the realtime WebSocket stage',
      statements: [
        new PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: CONNECTION_METHODS.map((method) =>
            this.formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId, resourceName: `${WS_STAGE_NAME}/${method}/@connections/*` }),
          ),
        }),
      ],
    });
    acknowledgeFindings(
      pushAccess,
      'AwsSolutions-IAM5',
      'Connection ids are assigned by API Gateway at $connect; the grant is POST and DELETE on @connections of this one API stage.',
    );
    this.push = { stage: this.webSocketStage, access: pushAccess };
    // what each of the three declares (functions/consumer-bindings.ts): $default answers through @connections
    const world = props.data.bindingWorld(this, { push: this.push });
    connect.bind(REALTIME_BINDINGS.connect, world);
    disconnect.bind(REALTIME_BINDINGS.disconnect, world);
    defaultRoute.bind(REALTIME_BINDINGS.defaultRoute, world);

    // On the API, so its three routes are covered.
    Validations.of(this.webSocketApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'The $connect function admits only a browser with a live session cookie (the same session check as the HTTP API); the channel is server-to-browser.',
    });
    Validations.of(this.webSocketStage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason: 'WebSocket access logs need the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a per-account setting this app must not take over; the $connect/$disconnect functions log every connection.',
    });
  }
}
