/**
 * THE table from an AWS API operation, as it arrives on the wire, to the IAM actions and resource ARNs AWS
 * authorizes it by (the Service Authorization Reference: 'Actions, resources, and condition keys for <service>').
 * Keyed `<signing service>:<Operation>` (the SDK's command name without 'Command'). An operation missing here is
 * refused loudly by the gate, and tests/infra/parity-iam.test.ts fails when the code uses a command the table lacks.
 */
import { LOCAL_ACCOUNT } from './resolve';

export interface WireRequest {
  region: string;
  /** The parsed JSON body of a JSON-protocol call. */
  body: Record<string, unknown>;
  /** S3 (REST): the bucket, key and query of a path-style request. */
  s3?: { bucket: string; key: string; query: URLSearchParams; copySource?: string };
  /** @connections (REST): the HTTP method and connection id; the API id is the embedded default's. */
  connections?: { method: string; connectionId: string; apiId: string; stage: string };
}

export interface Access {
  action: string;
  resource: string;
}

const arn = (r: WireRequest, service: string, resource: string) => `arn:aws:${service}:${r.region}:${LOCAL_ACCOUNT}:${resource}`;
const str = (v: unknown) => String(v ?? '');

// DynamoDB: the table, or the index a Query or Scan reads.
const table = (r: WireRequest, name: unknown) => arn(r, 'dynamodb', `table/${str(name)}`);
const onTable = (action: string) => (r: WireRequest): Access[] => [
  { action, resource: r.body.IndexName ? `${table(r, r.body.TableName)}/index/${str(r.body.IndexName)}` : table(r, r.body.TableName) },
];
const onEachTable = (action: string) => (r: WireRequest): Access[] =>
  Object.keys((r.body.RequestItems as Record<string, unknown>) ?? {}).map((name) => ({ action, resource: table(r, name) }));
const TRANSACT_ACTIONS: Record<string, string> = { Put: 'dynamodb:PutItem', Update: 'dynamodb:UpdateItem', Delete: 'dynamodb:DeleteItem', ConditionCheck: 'dynamodb:ConditionCheckItem', Get: 'dynamodb:GetItem' };
const transact = (r: WireRequest): Access[] =>
  ((r.body.TransactItems as Record<string, { TableName: string }>[]) ?? []).flatMap((item) =>
    Object.entries(item).map(([kind, op]) => ({ action: TRANSACT_ACTIONS[kind], resource: table(r, op.TableName) })),
  );

// SQS: the queue named by its URL's last segment.
const queue = (action: string) => (r: WireRequest): Access[] => [{ action, resource: arn(r, 'sqs', str(r.body.QueueUrl).split('/').pop()!) }];

// Cognito: the user pool.
const pool = (action: string) => (r: WireRequest): Access[] => [{ action, resource: arn(r, 'cognito-idp', `userpool/${str(r.body.UserPoolId)}`) }];

// S3: the object, or the bucket.
const object = (action: string) => (r: WireRequest): Access[] => [{ action, resource: `arn:aws:s3:::${r.s3!.bucket}/${r.s3!.key}` }];
const bucket = (action: string) => (r: WireRequest): Access[] => [{ action, resource: `arn:aws:s3:::${r.s3!.bucket}` }];

export const IAM_ACTIONS: Record<string, (r: WireRequest) => Access[]> = {
  'dynamodb:GetItem': onTable('dynamodb:GetItem'),
  'dynamodb:PutItem': onTable('dynamodb:PutItem'),
  'dynamodb:UpdateItem': onTable('dynamodb:UpdateItem'),
  'dynamodb:DeleteItem': onTable('dynamodb:DeleteItem'),
  'dynamodb:Query': onTable('dynamodb:Query'),
  'dynamodb:Scan': onTable('dynamodb:Scan'),
  'dynamodb:DescribeTable': onTable('dynamodb:DescribeTable'),
  'dynamodb:BatchGetItem': onEachTable('dynamodb:BatchGetItem'),
  'dynamodb:BatchWriteItem': onEachTable('dynamodb:BatchWriteItem'),
  'dynamodb:TransactWriteItems': transact,
  'dynamodb:TransactGetItems': transact,

  'sqs:SendMessage': queue('sqs:SendMessage'),
  'sqs:SendMessageBatch': queue('sqs:SendMessage'),
  'sqs:ChangeMessageVisibility': queue('sqs:ChangeMessageVisibility'),
  'sqs:ChangeMessageVisibilityBatch': queue('sqs:ChangeMessageVisibility'),
  'sqs:DeleteMessage': queue('sqs:DeleteMessage'),
  'sqs:GetQueueAttributes': queue('sqs:GetQueueAttributes'),

  'cognito-idp:AdminInitiateAuth': pool('cognito-idp:AdminInitiateAuth'),
  'cognito-idp:AdminCreateUser': pool('cognito-idp:AdminCreateUser'),
  'cognito-idp:AdminSetUserPassword': pool('cognito-idp:AdminSetUserPassword'),
  'cognito-idp:DescribeUserPoolClient': pool('cognito-idp:DescribeUserPoolClient'),
  'cognito-idp:UpdateUserPoolClient': pool('cognito-idp:UpdateUserPoolClient'),
  'cognito-idp:CreateIdentityProvider': pool('cognito-idp:CreateIdentityProvider'),
  'cognito-idp:UpdateIdentityProvider': pool('cognito-idp:UpdateIdentityProvider'),
  'cognito-idp:DeleteIdentityProvider': pool('cognito-idp:DeleteIdentityProvider'),

  's3:GetObject': object('s3:GetObject'),
  // HeadObject is authorized as s3:GetObject.
  's3:HeadObject': object('s3:GetObject'),
  's3:PutObject': object('s3:PutObject'),
  // CopyObject reads its source and writes its destination.
  's3:CopyObject': (r) => [
    { action: 's3:PutObject', resource: `arn:aws:s3:::${r.s3!.bucket}/${r.s3!.key}` },
    { action: 's3:GetObject', resource: `arn:aws:s3:::${decodeURIComponent(r.s3!.copySource!.replace(/^\//, '').split('?')[0])}` },
  ],
  's3:DeleteObject': object('s3:DeleteObject'),
  // DeleteObjects is authorized per key as s3:DeleteObject; the gate names each key (DeleteObjects body) as `key`.
  's3:DeleteObjects': object('s3:DeleteObject'),
  // The multipart steps are authorized as s3:PutObject, except aborting and listing parts.
  's3:CreateMultipartUpload': object('s3:PutObject'),
  's3:UploadPart': object('s3:PutObject'),
  's3:CompleteMultipartUpload': object('s3:PutObject'),
  's3:AbortMultipartUpload': object('s3:AbortMultipartUpload'),
  's3:ListParts': object('s3:ListMultipartUploadParts'),
  's3:ListObjectsV2': bucket('s3:ListBucket'),
  's3:HeadBucket': bucket('s3:ListBucket'),

  // PostToConnection, DeleteConnection and GetConnection are one action on `<api>/<stage>/<METHOD>/@connections/<id>`.
  'execute-api:PostToConnection': (r) => [connection(r)],
  'execute-api:DeleteConnection': (r) => [connection(r)],
  'execute-api:GetConnection': (r) => [connection(r)],
};

function connection(r: WireRequest): Access {
  const c = r.connections!;
  return { action: 'execute-api:ManageConnections', resource: arn(r, 'execute-api', `${c.apiId}/${c.stage}/${c.method}/@connections/${c.connectionId}`) };
}

/** The operation of a path-style S3 request (REST: the method, the query's sub-resources, the copy header). */
export function s3Operation(method: string, key: string, query: URLSearchParams, copySource: string | undefined): string | undefined {
  if (!key) {
    if (method === 'GET' && (query.get('list-type') === '2' || [...query.keys()].length === 0)) return 'ListObjectsV2';
    if (method === 'HEAD') return 'HeadBucket';
    if (method === 'POST' && query.has('delete')) return 'DeleteObjects';
    return undefined;
  }
  if (query.has('uploadId')) {
    if (method === 'PUT' && query.has('partNumber')) return 'UploadPart';
    if (method === 'POST') return 'CompleteMultipartUpload';
    if (method === 'DELETE') return 'AbortMultipartUpload';
    if (method === 'GET') return 'ListParts';
    return undefined;
  }
  if (method === 'POST' && query.has('uploads')) return 'CreateMultipartUpload';
  if ([...query.keys()].some((k) => !k.startsWith('X-Amz-') && !k.startsWith('x-id') && !k.startsWith('response-'))) return undefined;
  if (method === 'GET') return 'GetObject';
  if (method === 'HEAD') return 'HeadObject';
  if (method === 'PUT') return copySource ? 'CopyObject' : 'PutObject';
  if (method === 'DELETE') return 'DeleteObject';
  return undefined;
}

/** The operation an @connections request is (ApiGatewayManagementApi's REST binding). */
export const connectionsOperation = (method: string) =>
  ({ POST: 'PostToConnection', DELETE: 'DeleteConnection', GET: 'GetConnection' })[method];
