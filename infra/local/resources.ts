/**
 * Creates the tables, buckets, queues and the user pool in the stand-ins from the same definitions the CDK stacks
 * read (functions/tables.ts, functions/queues.ts). Idempotent: what exists is kept.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QUEUES } from '@functions/queues';
import { BUCKETS, TABLES, USER_POOL, type TableDefinition } from '@functions/tables';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-central-1';
const clientConfig = (endpoint: string) => ({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

/** Physical names in the embedded default. */
export const localName = (logical: string) => `marquee-local-${logical}`;

async function ensureTable(db: DynamoDBClient, def: TableDefinition): Promise<void> {
  const TableName = localName(def.name);
  try {
    await db.send(new DescribeTableCommand({ TableName }));
    return;
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await db.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...new Set(keys)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: def.partitionKey, KeyType: 'HASH' },
        { AttributeName: def.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: def.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitUntilTableExists({ client: db, maxWaitTime: 30 }, { TableName });
  await db.send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true } }));
}

async function ensureBucket(s3: S3Client, Bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket }));
  }
}

/** fauxqs answers virtual-host queue URLs (sqs.<region>.<host>) that do not resolve here: use path style on its endpoint. */
async function createQueue(sqs: SQSClient, endpoint: string, name: string, attributes: Record<string, string>): Promise<string> {
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: localName(name), Attributes: attributes }));
  return `${endpoint}${QueueUrl!.replace(/^https?:\/\/[^/]+/, '')}`;
}

/** Each queue with its DLQ (a return queue is an entry of its own), as the CDK jobs stack makes them. Answers the env var per queue. */
async function ensureQueues(sqs: SQSClient, endpoint: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  // all queues at once (one after another cost seconds of a start on 2 cores); each DLQ before its queue
  await Promise.all(QUEUES.map(async (q) => {
    const dlqUrl = await createQueue(sqs, endpoint, `${q.name}-dlq`, {});
    urls[`${q.name}-dlq`] = dlqUrl;
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }));
    urls[q.name] = await createQueue(sqs, endpoint, q.name, {
      VisibilityTimeout: String(q.visibilityTimeoutS),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: q.maxReceives }),
    });
  }));
  return urls;
}

export interface UserPoolIds {
  userPoolId: string;
  clientId: string;
}

async function ensureUserPool(cognito: CognitoIdentityProviderClient, existing?: UserPoolIds): Promise<UserPoolIds> {
  if (existing) {
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: existing.userPoolId }));
      return existing;
    } catch (err) {
      if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    }
  }
  const p = USER_POOL.passwordPolicy;
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: localName(USER_POOL.name),
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: { MinimumLength: p.minLength, RequireLowercase: p.requireLowercase, RequireUppercase: p.requireUppercase, RequireNumbers: p.requireDigits, RequireSymbols: p.requireSymbols },
      },
    }),
  );
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'api', ExplicitAuthFlows: [...USER_POOL.clientAuthFlows] }),
  );
  return { userPoolId: UserPool!.Id!, clientId: UserPoolClient!.ClientId! };
}

export interface LocalResources {
  tableName: string;
  filesBucket: string;
  queueUrls: Record<string, string>;
  userPool: UserPoolIds;
}

export async function ensureResources(
  endpoints: { dynamodb: string; fauxqs: string; cognito: string },
  existingPool?: UserPoolIds,
): Promise<LocalResources> {
  const db = new DynamoDBClient(clientConfig(endpoints.dynamodb));
  const s3 = new S3Client({ ...clientConfig(endpoints.fauxqs), forcePathStyle: true });
  const sqs = new SQSClient(clientConfig(endpoints.fauxqs));
  const cognito = new CognitoIdentityProviderClient(clientConfig(endpoints.cognito));
  const [, , queueUrls, userPool] = await Promise.all([
    Promise.all(TABLES.map((t) => ensureTable(db, t))),
    Promise.all(BUCKETS.map((b) => ensureBucket(s3, localName(b)))),
    ensureQueues(sqs, endpoints.fauxqs),
    ensureUserPool(cognito, existingPool),
  ]);
  return { tableName: localName(TABLES[0].name), filesBucket: localName('files'), queueUrls, userPool };
}
