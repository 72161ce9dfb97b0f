/** SDK clients, created once per container. Endpoints come from the standard AWS_ENDPOINT_URL_* variables locally. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SQSClient } from '@aws-sdk/client-sqs';
import { S3Client } from '@aws-sdk/client-s3';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from './config';

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const dynamo = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: config.region }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
export const cognito = once(() => new CognitoIdentityProviderClient({ region: config.region }));
// fauxqs answers path-style addresses only; in AWS the default (virtual-hosted) style stays.
export const s3 = once(() => new S3Client({ region: config.region, forcePathStyle: config.s3PathStyle }));
export const sqs = once(() => new SQSClient({ region: config.region }));
export const push = once(() => new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.wsEndpoint }));
