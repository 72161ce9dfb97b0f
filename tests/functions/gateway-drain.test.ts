/**
 * Stopping the local gateway drains it (issue 12, reliability 7): it stops accepting at once, a request in flight
 * still gets its whole answer, and one that outlasts the grace period is cut so the stop always ends.
 */
import { request } from 'node:http';
import { startGateway, type Gateway } from '@infra/local/gateway';

/** A handler that answers only when released, and says when it has started. */
function slowRoute() {
  let release!: () => void;
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  const released = new Promise<void>((r) => (release = r));
  const handler = async () => {
    started();
    await released;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"done":true}' };
  };
  return { handler, running, release };
}

/** GET over a fresh connection: the status and body, or the connection error's code. */
function get(url: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

describe('stopping the gateway', () => {
  let gateway: Gateway | undefined;
  afterEach(async () => {
    await gateway?.close(0);
    gateway = undefined;
  });

  it('lets a request in flight finish while refusing new connections', async () => {
    const slow = slowRoute();
    gateway = await startGateway({ port: 0, siteDir: '/nonexistent', extraRoutes: [{ method: 'GET', path: '/test/slow', handler: slow.handler }] });
    const url = gateway.url;
    const inFlight = get(`${url}/api/test/slow`);
    await slow.running;
    let stopped = false;
    const stopping = gateway.close().then(() => (stopped = true));
    expect(await get(`${url}/api/test/slow`)).toEqual({ error: 'ECONNREFUSED' });
    expect(stopped).toBe(false);
    slow.release();
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await stopping;
    expect(stopped).toBe(true);
  });

  it('cuts a request that outlasts the grace period, so stopping ends', async () => {
    const slow = slowRoute();
    gateway = await startGateway({ port: 0, siteDir: '/nonexistent', extraRoutes: [{ method: 'GET', path: '/test/slow', handler: slow.handler }] });
    const inFlight = get(`${gateway.url}/api/test/slow`);
    await slow.running;
    await gateway.close(100);
    expect((await inFlight).error).toBe('ECONNRESET');
    slow.release();
  });
});
