/**
 * The local gateway under load (infra/local/gateway.ts): API requests beyond the ones running wait their turn and
 * are shed by how long they waited, not by how many there are; every request has a deadline (503 before its function
 * ran or for a read, API Gateway's 504 for a write that may have happened); static files are never queued or shed.
 * The handlers here are held open by the test, so nothing depends on how fast this machine is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type Gateway, type GatewayOptions } from '@infra/local/gateway';

type Handler = NonNullable<GatewayOptions['extraRoutes']>[number]['handler'];

/** A handler that answers only when the test says so; `started` counts the calls that reached it. */
function heldHandler() {
  const held: (() => void)[] = [];
  const state = { started: 0, releaseAll: () => held.splice(0).forEach((r) => r()) };
  const handler: Handler = async () => {
    state.started++;
    await new Promise<void>((resolve) => held.push(resolve));
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
  };
  return { state, handler };
}

const noFunctions: GatewayOptions['functions'] = {
  domain: () => async () => ({ statusCode: 404, body: '' }),
  ws: { connect: async () => ({ statusCode: 403 }), disconnect: async () => ({}), defaultRoute: async () => ({}) },
};

/** Waits for a state the test brings about (bounded, so a gateway that never gets there fails instead of hanging). */
const until = async (ok: () => boolean, step: () => void = () => undefined) => {
  const bound = Date.now() + 20_000;
  while (!ok()) {
    if (Date.now() > bound) throw new Error('the expected state never came');
    step();
    await new Promise((r) => setTimeout(r, 10));
  }
};

let siteDir: string;
let gateway: Gateway | undefined;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'marquee-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Marquee</title>');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
afterEach(async () => {
  await gateway?.close(50);
  gateway = undefined;
});

async function start(options: Partial<GatewayOptions>, handler: Handler) {
  gateway = await startGateway({
    port: 0,
    siteDir,
    functions: noFunctions,
    extraRoutes: [
      { method: 'GET', path: '/bench/held', handler },
      { method: 'POST', path: '/bench/held', handler },
    ],
    ...options,
  });
  return `${gateway.url}/api/bench/held`;
}

describe('gateway load shedding by queue time', () => {
  it('lets requests beyond the ones running wait their turn instead of shedding them by count', async () => {
    const { state, handler } = heldHandler();
    const url = await start({ maxApiInFlight: 2, maxQueueMs: 60_000, deadlineMs: 120_000 }, handler);
    const answers = Array.from({ length: 10 }, () => fetch(url).then(async (r) => ({ status: r.status, body: await r.text() })));
    await until(() => state.started === 2);
    // eight wait; as the running ones finish, the next ones run, two at a time
    await until(() => state.started === 10, state.releaseAll);
    state.releaseAll();
    const all = await Promise.all(answers);
    expect(all.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(all.every((a) => a.body === '{"ok":true}')).toBe(true);
  });

  it('answers a request that waited longer than the queue time 503 with Retry-After: 1, in the API error shape', async () => {
    const { state, handler } = heldHandler();
    const url = await start({ maxApiInFlight: 1, maxQueueMs: 100, deadlineMs: 120_000 }, handler);
    const running = fetch(url);
    await until(() => state.started === 1);
    const waited = await fetch(url);
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('1');
    expect(await waited.json()).toEqual({ statusCode: 503, kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
    // it never reached its function
    expect(state.started).toBe(1);
    state.releaseAll();
    expect((await running).status).toBe(200);
    // the load passed: the next one runs
    const next = fetch(url);
    await until(() => state.started === 2);
    state.releaseAll();
    expect((await next).status).toBe(200);
  });

  it('answers a read past its deadline 503 with Retry-After, and a write already running 504 Endpoint request timed out', async () => {
    const { state, handler } = heldHandler();
    const url = await start({ maxApiInFlight: 4, maxQueueMs: 60_000, deadlineMs: 200, writeDeadlineMs: 400 }, handler);
    const read = await fetch(url);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    expect(await read.json()).toMatchObject({ kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
    const write = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(504);
    expect(write.headers.get('retry-after')).toBeNull();
    expect(await write.json()).toEqual({ message: 'Endpoint request timed out' });
    expect(state.started).toBe(2);
    state.releaseAll();
  });

  it('lets a write already running finish past the read deadline, up to the write deadline', async () => {
    const { state, handler } = heldHandler();
    const url = await start({ maxApiInFlight: 4, maxQueueMs: 60_000, deadlineMs: 200, writeDeadlineMs: 60_000 }, handler);
    const write = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await until(() => state.started === 1);
    // a read sent after it is answered 503 at its deadline: the write is then past that deadline too
    expect((await fetch(url)).status).toBe(503);
    state.releaseAll();
    expect((await write).status).toBe(200);
  });

  it('answers a write that never reached its function 503 at its deadline, not 504', async () => {
    const { state, handler } = heldHandler();
    // the one slot is taken and the queue time is longer than the deadline: the deadline comes first
    const url = await start({ maxApiInFlight: 1, maxQueueMs: 60_000, deadlineMs: 300 }, handler);
    const running = fetch(url);
    await until(() => state.started === 1);
    const write = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('1');
    expect(state.started).toBe(1);
    state.releaseAll();
    await running;
  });

  it('serves static files while the API is saturated and its queue is full', async () => {
    const { state, handler } = heldHandler();
    const url = await start({ maxApiInFlight: 1, maxQueueMs: 60_000, deadlineMs: 120_000 }, handler);
    const api = Array.from({ length: 20 }, () => fetch(url));
    await until(() => state.started === 1);
    for (const path of ['/', '/index.html', '/campaigns']) {
      const page = await fetch(`${gateway!.url}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Marquee</title>');
    }
    await until(() => state.started === 20, state.releaseAll);
    state.releaseAll();
    expect((await Promise.all(api)).map((r) => r.status)).toEqual(Array(20).fill(200));
  });
});
