/** The realtime channel end to end: WebSocket through the gateway, the realtime-events queue, its poller and consumer. */
import WebSocket from 'ws';
import { handler as pushEvents } from '../../functions/realtime/consumers/push-events';
import { baseUrl, call, signIn } from './client';

function open(cookie?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, cookie ? { headers: { cookie } } : {});
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket, timeoutMs = 10_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

describe('realtime channel', () => {
  it('refuses a browser that is not signed in with 401 at the handshake', async () => {
    await expect(open()).rejects.toThrow('refused 401');
  });

  it('logout pushes a session ws-event to every tab of that session, and not to the same user elsewhere', async () => {
    const here = await signIn('reviewer@demo.test');
    const elsewhere = await signIn('reviewer@demo.test');
    const [tab1, tab2, otherBrowser] = await Promise.all([open(here.cookie), open(here.cookie), open(elsewhere.cookie)]);
    let otherGot = false;
    otherBrowser.on('message', () => (otherGot = true));
    const got = Promise.all([nextMessage(tab1), nextMessage(tab2)]);
    expect((await call('POST', '/api/auth/logout', { cookie: here.cookie, csrf: here.csrf })).status).toBe(200);
    expect(await got).toEqual([
      { type: 'ws-event', source: 'session', event: 'logout' },
      { type: 'ws-event', source: 'session', event: 'logout' },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(otherGot).toBe(false);
    for (const ws of [tab1, tab2, otherBrowser]) ws.close();
  });
});

describe('realtime-events consumer', () => {
  it('reports a malformed message as a batch item failure without failing its neighbours', async () => {
    const record = (messageId: string, body: string) => ({
      messageId, body, receiptHandle: messageId, attributes: {} as never, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: 'eu-central-1',
    });
    const result = await pushEvents({
      Records: [
        record('good', JSON.stringify({ target: { sessionId: 'nobody-connected' }, event: { type: 'ws-event', source: 'test', event: 'ping' } })),
        record('bad', '{"target": {}}'),
        record('not-json', 'not json'),
      ],
    }, {} as never);
    expect(result!.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['bad', 'not-json']);
  });
});
