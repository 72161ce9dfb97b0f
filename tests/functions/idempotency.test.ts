/**
 * Creates answer from what they wrote and take an Idempotency-Key: a retried create with the same key answers the
 * first answer and stores one item; the same key with another body is refused; a create whose answer was lost after
 * it was written answers 500 (never 503) to it and its retries.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as marketsHandler } from '@functions/markets';
import { dynamo } from '@functions/lib/clients';
import { runOnce } from '@functions/lib/idempotency';
import { marketsRepository } from '@functions/markets/markets-repository';
import { savedReportsRepository } from '@functions/reporting/saved-reports-repository';
import { ROUTES } from '@functions/routes';
import { MESSAGES } from '@shared/messages';
import { baseUrl, signIn, type SignedIn } from './client';

let ssa: SignedIn;
let analyst: SignedIn;
let other: SignedIn;
let demoId: string;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newKey = () => crypto.randomUUID();

beforeAll(async () => {
  [ssa, analyst, other] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('analyst@demo.test'), signIn('other-admin@demo.test')]);
  demoId = ssa.user.partnerId;
});

async function post(who: SignedIn, path: string, body: unknown, key?: string) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const marketsNamed = async (name: string) => (await marketsRepository.listByPartner(demoId)).filter((m) => m.name === name);

describe('Idempotency-Key on creates', () => {
  it('a retried market create with the same key answers the first answer and stores one market', async () => {
    const key = newKey();
    const name = unique('Retried');
    const first = await post(ssa, `/api/markets/create/${demoId}`, { name }, key);
    expect(first).toMatchObject({ status: 201, body: { name, partnerId: demoId } });
    const retries = await Promise.all([1, 2, 3].map(() => post(ssa, `/api/markets/create/${demoId}`, { name }, key)));
    for (const retry of retries) expect(retry).toEqual(first);
    expect(await marketsNamed(name)).toHaveLength(1);
  });

  it('without a key a second create is a new request (here: Already exist)', async () => {
    const name = unique('Unkeyed');
    expect((await post(ssa, `/api/markets/create/${demoId}`, { name })).status).toBe(201);
    expect(await post(ssa, `/api/markets/create/${demoId}`, { name })).toMatchObject({ status: 422, body: { message: MESSAGES.alreadyExist } });
  });

  it('a retried saved report create with the same key stores one report', async () => {
    const key = newKey();
    const name = unique('Retried report');
    const view = { name, metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }] };
    const first = await post(analyst, '/api/report/analyze-view', view, key);
    expect(first.status).toBe(201);
    expect(await post(analyst, '/api/report/analyze-view', view, key)).toEqual(first);
    const stored = (await savedReportsRepository.listByPartner(demoId)).filter((r) => r.view.name === name);
    expect(stored).toHaveLength(1);
  });

  it('two sends of one key at the same time create one market', async () => {
    const key = newKey();
    const name = unique('Simultaneous');
    const answers = await Promise.all([1, 2].map(() => post(ssa, `/api/markets/create/${demoId}`, { name }, key)));
    // The second send either waited for the first answer (replayed) or found it still running (409): never a second market.
    expect(answers.map((a) => a.status).sort()).toEqual(answers.some((a) => a.status === 409) ? [201, 409] : [201, 201]);
    expect(await marketsNamed(name)).toHaveLength(1);
  });

  it('the same key with another body is refused (422) and creates nothing', async () => {
    const key = newKey();
    const name = unique('First');
    expect((await post(ssa, `/api/markets/create/${demoId}`, { name }, key)).status).toBe(201);
    const other = unique('Second');
    expect(await post(ssa, `/api/markets/create/${demoId}`, { name: other }, key)).toMatchObject({ status: 422, body: { message: MESSAGES.idempotencyKeyReused } });
    expect(await marketsNamed(other)).toHaveLength(0);
  });

  it('a key is scoped to its user: another user with the same key creates their own', async () => {
    const key = newKey();
    const mine = await post(ssa, `/api/markets/create/${demoId}`, { name: unique('Mine') }, key);
    const theirs = await post(other, `/api/markets/create/${other.user.partnerId}`, { name: unique('Theirs') }, key);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it('a failed create frees its key: the retry runs again', async () => {
    const key = newKey();
    const taken = unique('Taken');
    expect((await post(ssa, `/api/markets/create/${demoId}`, { name: taken })).status).toBe(201);
    expect((await post(ssa, `/api/markets/create/${demoId}`, { name: taken }, key)).status).toBe(422);
    await marketsRepository.delete((await marketsNamed(taken))[0]);
    expect((await post(ssa, `/api/markets/create/${demoId}`, { name: taken }, key)).status).toBe(201);
  });

  it('a malformed key is refused (422) and creates nothing', async () => {
    const name = unique('Bad key');
    expect(await post(ssa, `/api/markets/create/${demoId}`, { name }, 'not a key!')).toMatchObject({ status: 422, body: { message: MESSAGES.idempotencyKeyInvalid } });
    expect(await marketsNamed(name)).toHaveLength(0);
  });

  it('every POST create route of the table takes the key', async () => {
    const creates = ROUTES.filter((r) => r.method === 'POST' && (/^create-/.test(r.operation) || ['upsert-concept-brief', 'start-upload', 'save-single-tmp', 'copy-analyze-view', 'crop-asset', 'invite-user'].includes(r.operation)));
    expect(creates.length).toBeGreaterThan(15);
    for (const route of creates) {
      const def = (await import(`../../functions/${route.domain}/handlers/${route.operation}.ts`)) as { default: { idempotent?: boolean } };
      expect({ route: route.path, idempotent: def.default.idempotent }).toEqual({ route: route.path, idempotent: true });
    }
  });
});

describe('a kept answer lives a day', () => {
  afterEach(() => vi.restoreAllMocks());

  it('past its day a key is free again, even before DynamoDB removes the item', async () => {
    const scope = { partnerId: demoId, userId: 'a-user-of-this-test', key: newKey() };
    const run = vi.fn(async () => ({ statusCode: 201, body: { n: run.mock.calls.length } }));
    const kept = () => true;
    expect(await runOnce(scope, 'request-a', run, kept)).toEqual({ statusCode: 201, body: { n: 1 } });
    expect(await runOnce(scope, 'request-a', run, kept)).toEqual({ statusCode: 201, body: { n: 1 } });
    await expect(runOnce(scope, 'request-b', run, kept)).rejects.toMatchObject({ statusCode: 422 });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 24 * 60 * 60 * 1000 + 1000);
    expect(await runOnce(scope, 'request-b', run, kept)).toEqual({ statusCode: 201, body: { n: 2 } });
    expect(run).toHaveBeenCalledTimes(2);
  });
});

/** A create's event as API Gateway hands it to the markets function, with the caller's Idempotency-Key. */
function marketCreateEvent(name: string, key?: string) {
  const path = `/api/markets/create/${demoId}`;
  return {
    version: '2.0',
    routeKey: 'POST /api/markets/create/{partnerId}',
    rawPath: path,
    rawQueryString: '',
    cookies: [ssa.cookie],
    headers: { 'content-type': 'application/json', 'x-csrf-token': ssa.csrf, ...(key ? { 'idempotency-key': key } : {}) },
    pathParameters: { partnerId: demoId },
    requestContext: { http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, routeKey: 'POST /api/markets/create/{partnerId}', stage: '$default' },
    body: JSON.stringify({ name }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}
const invokeMarkets = async (event: APIGatewayProxyEventV2) => (await marketsHandler(event, {} as never)) as APIGatewayProxyStructuredResultV2;

/** The store's answer to the create's transaction is lost (a timeout): `written` says whether it was committed first. */
function loseTransactionAnswer(written: boolean) {
  const client = dynamo();
  const send = client.send.bind(client) as (command: unknown, options?: unknown) => Promise<unknown>;
  let lost = false;
  vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }, options?: unknown) => {
    if (lost || command.constructor.name !== 'TransactWriteCommand') return send(command, options);
    lost = true;
    if (written) await send(command, options);
    throw Object.assign(new Error('the answer timed out'), { name: 'TimeoutError' });
  }) as never);
}

describe('a create whose answer is lost', () => {
  afterEach(() => vi.restoreAllMocks());

  it('written before failing: it answers 500, not 503, and its retry with the key answers the same and writes nothing more', async () => {
    const key = newKey();
    const name = unique('Lost answer');
    loseTransactionAnswer(true);
    const first = await invokeMarkets(marketCreateEvent(name, key));
    vi.restoreAllMocks();
    expect({ status: first.statusCode, message: JSON.parse(first.body!).message }).toEqual({ status: 500, message: MESSAGES.internal });
    expect(await marketsNamed(name)).toHaveLength(1);
    const retry = await post(ssa, `/api/markets/create/${demoId}`, { name }, key);
    expect(retry).toMatchObject({ status: 500, body: { message: MESSAGES.internal } });
    expect(await marketsNamed(name)).toHaveLength(1);
  });

  it('never written: it answers 503 with Retry-After, and its retry with the key creates the market', async () => {
    const key = newKey();
    const name = unique('Not written');
    loseTransactionAnswer(false);
    const first = await invokeMarkets(marketCreateEvent(name, key));
    vi.restoreAllMocks();
    expect(first.statusCode).toBe(503);
    expect(first.headers?.['retry-after'] ?? first.headers?.['Retry-After']).toBeDefined();
    expect(await marketsNamed(name)).toHaveLength(0);
    expect(await post(ssa, `/api/markets/create/${demoId}`, { name }, key)).toMatchObject({ status: 201, body: { name } });
    expect(await marketsNamed(name)).toHaveLength(1);
  });
});

describe('a create answers from what it wrote', () => {
  afterEach(() => vi.restoreAllMocks());

  it('markets create answers 201 with the market even when every read after its transaction fails', async () => {
    const client = dynamo();
    const send = client.send.bind(client) as (command: unknown, options?: unknown) => Promise<unknown>;
    let committed = false;
    vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }, options?: unknown) => {
      if (committed && command.constructor.name === 'GetCommand') throw Object.assign(new Error('read timed out'), { name: 'TimeoutError' });
      const out = await send(command, options);
      if (command.constructor.name === 'TransactWriteCommand') committed = true;
      return out;
    }) as never);
    const name = unique('Written');
    const res = await invokeMarkets(marketCreateEvent(name));
    expect(committed).toBe(true);
    expect(res.statusCode).toBe(201);
    const body = JSON.parse(res.body!);
    expect(body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name, partnerId: demoId });
    vi.restoreAllMocks();
    expect(await marketsRepository.get(body._id)).toMatchObject({ name, partnerId: demoId });
  });
});
