/** SDK clients, created once per container. Endpoints come from the standard AWS_ENDPOINT_URL_* variables locally. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SQSClient } from '@aws-sdk/client-sqs';
import { S3Client } from '@aws-sdk/client-s3';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from './config';
import { noteCommand } from './write-log';

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Every store call gives up in bounded time: a connection within 1 s and at most three attempts. A DynamoDB
 * or SQS call must also be answered within 3 s, so a frozen or unreachable store costs a request about 10 s at worst,
 * well under the API's 29 s, and the caller gets 503 with Retry-After (errors.ts) instead of a hang. S3 calls may
 * stream large objects (asset processing reads up to 2 GB), so they only give up when the socket stays silent for 10 s.
 */
export const STORE_TIMEOUTS = { connectionTimeout: 1_000, requestTimeout: 3_000, socketIdleTimeout: 10_000, maxAttempts: 3 } as const;
export const boundedClientSettings = (kind: 'calls' | 'streams' = 'calls') => ({
  maxAttempts: STORE_TIMEOUTS.maxAttempts,
  requestHandler: new NodeHttpHandler(
    kind === 'calls'
      ? // throwOnRequestTimeout: without it the SDK only logs a warning when requestTimeout passes and the call hangs on.
        { connectionTimeout: STORE_TIMEOUTS.connectionTimeout, requestTimeout: STORE_TIMEOUTS.requestTimeout, throwOnRequestTimeout: true }
      : { connectionTimeout: STORE_TIMEOUTS.connectionTimeout, socketTimeout: STORE_TIMEOUTS.socketIdleTimeout },
  ),
});

export const dynamo = once(() => {
  const client = new DynamoDBClient({ region: config.region, ...boundedClientSettings() });
  // every write's outcome, after the SDK's own retries, goes to the run's write log (write-log.ts)
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        const out = await next(args);
        noteCommand(context.commandName);
        return out;
      } catch (err) {
        noteCommand(context.commandName, err);
        throw err;
      }
    },
    { step: 'initialize', name: 'writeLog' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});
export const cognito = once(() => new CognitoIdentityProviderClient({ region: config.region }));
// fauxqs answers path-style addresses only; in AWS the default (virtual-hosted) style stays.
export const s3 = once(() => new S3Client({ region: config.region, forcePathStyle: config.s3PathStyle, ...boundedClientSettings('streams') }));
export const sqs = once(() => new SQSClient({ region: config.region, ...boundedClientSettings() }));
export const push = once(() => new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.wsEndpoint }));
