/**
 * Parity (infra/local/parity): the embedded default runs each function with what its synthesized stack gives it and
 * nothing else. These tests start the stage's functions against the running stand-ins, some from a stage changed on
 * purpose (a grant or a variable removed), and call them as the gateway does.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { loadManifest, type FunctionManifest, type ParityManifest } from '@infra/local/parity/manifest';
import { accessKeyOf, startParity, type Parity } from '@infra/local/parity';
import { evaluate } from '@infra/local/parity/iam-evaluate';
import { parityOptions } from '@infra/local/stack';
import { queueUrlEnv } from '@functions/queues';
import { PASSWORD } from './client';

const env = () => process.env as Record<string, string>;
const AUTH = 'functions/auth/index.ts#handler';
const CONNECT = 'functions/realtime/index.ts#connect';

const loginEvent = (username: string) => ({
  version: '2.0',
  routeKey: 'POST /api/auth/login',
  rawPath: '/api/auth/login',
  rawQueryString: '',
  headers: { 'content-type': 'application/json', host: '127.0.0.1' },
  requestContext: { http: { method: 'POST', path: '/api/auth/login', sourceIp: '127.0.0.1', userAgent: 'test' }, requestId: 'r1', routeKey: 'POST /api/auth/login', stage: '$default', timeEpoch: Date.now() },
  body: JSON.stringify({ username, password: PASSWORD }),
  isBase64Encoded: false,
});

/** Today's stage with one function changed. */
function changed(key: string, change: (fn: FunctionManifest) => void): ParityManifest {
  const manifest = structuredClone(loadManifest());
  change(manifest.functions.find((f) => f.key === key)!);
  return manifest;
}

const withoutDynamoDb = (fn: FunctionManifest) => {
  for (const policy of fn.policies) {
    const doc = policy.document as { Statement: { Action: string | string[] }[] };
    doc.Statement = doc.Statement.filter((s) => ![s.Action].flat().some((a) => a.startsWith('dynamodb:')));
  }
};

describe('parity: the stage as synthesized, run against the stand-ins', () => {
  let parity: Parity;
  beforeAll(async () => {
    parity = await startParity(parityOptions(env()));
  }, 120_000);
  afterAll(() => parity?.close());

  const manifestOf = (key: string) => parity.manifest.functions.find((f) => f.key === key)!;
  const clientConfig = (key: string) => ({
    endpoint: parity.gate.url,
    region: env().AWS_REGION,
    credentials: { accessKeyId: accessKeyOf(manifestOf(key)), secretAccessKey: env().AWS_SECRET_ACCESS_KEY },
    maxAttempts: 1,
  });

  it('signs a user in through the isolated auth function (its own environment, its calls through the gate)', async () => {
    const answer = (await parity.pool.invoke(AUTH, loginEvent('analyst@demo.test'))) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ username: 'analyst@demo.test', role: 'analyst' });
  });

  it('lets a function make the calls its policy allows and refuses the others with AWS AccessDenied', async () => {
    const table = env().TABLE_NAME;
    const db = new DynamoDBClient(clientConfig(CONNECT));
    await expect(db.send(new GetItemCommand({ TableName: table, Key: { pk: { S: 'nothing' }, sk: { S: 'nothing' } } }))).resolves.toBeDefined();
    // the $connect function has the app table, but no other table
    await expect(db.send(new GetItemCommand({ TableName: 'marquee-local-other', Key: { pk: { S: 'x' }, sk: { S: 'x' } } }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:'),
    });
    // ... no queue and no bucket
    const queueUrl = `${parity.gate.url}${new URL(env()[queueUrlEnv('publishing')]).pathname}`;
    await expect(new SQSClient(clientConfig(CONNECT)).send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{}' }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('sqs:SendMessage'),
    });
    const s3 = new S3Client({ ...clientConfig(CONNECT), forcePathStyle: true });
    await expect(s3.send(new GetObjectCommand({ Bucket: env().FILES_BUCKET, Key: 'any' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(parity.denials.some((d) => d.includes('Realtime/ConnectFunction') && d.includes('s3:GetObject'))).toBe(true);
  });

  it('refuses a caller whose key no function has', async () => {
    const db = new DynamoDBClient({ ...clientConfig(CONNECT), credentials: { accessKeyId: 'AKIANOBODY', secretAccessKey: 'x' } });
    await expect(db.send(new GetItemCommand({ TableName: env().TABLE_NAME, Key: { pk: { S: 'x' }, sk: { S: 'x' } } }))).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
  });
});

describe('parity: a stage changed on purpose fails here as it would in AWS', () => {
  const run = async (manifest: ParityManifest) => {
    const parity = await startParity(parityOptions(env(), manifest));
    try {
      const answer = (await parity.pool.invoke(AUTH, loginEvent('analyst@demo.test'))) as { statusCode: number; body: string };
      return { answer, denials: parity.denials };
    } finally {
      await parity.close();
    }
  };

  it('a removed grant: the auth function cannot read the table, and sign-in fails', async () => {
    const { answer, denials } = await run(changed(AUTH, withoutDynamoDb));
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(denials.some((d) => d.includes('Api/AuthFunction') && d.includes('dynamodb:'))).toBe(true);
  }, 60_000);

  it('a removed environment variable: the auth function has no TABLE_NAME, and sign-in fails', async () => {
    const { answer } = await run(changed(AUTH, (fn) => delete fn.environment.TABLE_NAME));
    expect(answer.statusCode).toBe(500);
  }, 60_000);
});

describe('parity: what each function is given, from its stack', () => {
  let parity: Parity;
  beforeAll(async () => {
    process.env.ONLY_THE_PROCESS_HAS_THIS = 'x';
    parity = await startParity(parityOptions(env()));
  }, 120_000);
  afterAll(async () => {
    delete process.env.ONLY_THE_PROCESS_HAS_THIS;
    await parity?.close();
  });
  const consumer = (queue: string) => parity.manifest.functions.find((f) => f.path.endsWith(`/Jobs/${queue}Consumer`))!.key;

  it('gives a function its template variables and the stand-ins, never the process environment', () => {
    const connect = parity.environmentOf(CONNECT);
    expect(connect.TABLE_NAME).toBe(env().TABLE_NAME);
    expect(connect.AWS_ENDPOINT_URL_DYNAMODB).toBe(parity.gate.url);
    expect(connect).not.toHaveProperty('FILES_BUCKET');
    expect(connect).not.toHaveProperty('ONLY_THE_PROCESS_HAS_THIS');
    expect(connect).not.toHaveProperty('SECRETS_KEY');
  });

  it('gives the publishing and cloud-storage export consumers the key of the stored secrets they decrypt', () => {
    for (const key of [consumer('Publishing'), consumer('CloudSyncExport')]) expect(parity.environmentOf(key), key).toHaveProperty('SECRETS_KEY');
  });

  it('gives the functions that run report queries their reporting engine', () => {
    for (const domain of ['reporting', 'personalize', 'scoring', 'video-render']) {
      expect(parity.environmentOf(`functions/${domain}/index.ts#handler`), domain).toMatchObject({ REPORTING_ENGINE: 'duckdb' });
    }
  });

  it('lets the realtime push close sockets (logout, deactivation, expired sessions send DELETE)', async () => {
    const push = parity.principalOf(consumer('RealtimeEvents'));
    const connection = (method: string) => `arn:aws:execute-api:${env().AWS_REGION}:000000000000:local-ws/${parity.manifest.webSocketStage}/${method}/@connections/abc`;
    expect(await evaluate(push, 'execute-api:ManageConnections', connection('POST'))).toBe('Allowed');
    expect(await evaluate(push, 'execute-api:ManageConnections', connection('DELETE'))).toBe('Allowed');
  });
});
