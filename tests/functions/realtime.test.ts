/** The realtime channel end to end: WebSocket through the gateway, the realtime-events queue, its poller and consumer. */
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import WebSocket from 'ws';
import { sqs } from '@functions/lib/clients';
import { queueUrlEnv } from '@functions/queues';
import { handler as pushEvents } from '@functions/realtime/consumers/push-events';
import { createAccount } from '@functions/users/accounts';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { publishEvent } from '@functions/lib/realtime';
import { sessionIdOf } from '@functions/lib/session';
import { baseUrl, call, PASSWORD, signIn } from './client';

/** A browser tab of the site (its Origin) opening the channel, signed in when a cookie is given. */
function open(cookie?: string, origin = baseUrl()): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin, ...(cookie ? { cookie } : {}) } });
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

  it('refuses a page of another origin, even with a valid session cookie (403 at the handshake)', async () => {
    const me = await signIn('reviewer@demo.test');
    await expect(open(me.cookie, 'https://evil.example')).rejects.toThrow('refused 403');
    const ws = await open(me.cookie);
    ws.close();
  });

  it('closes the sockets of a session from the server within 2 s of logout', async () => {
    const me = await signIn('reviewer@demo.test');
    const tab = await open(me.cookie);
    const closed = new Promise<number>((resolve) => tab.once('close', () => resolve(Date.now())));
    const loggedOutAt = Date.now();
    expect((await call('POST', '/api/auth/logout', { cookie: me.cookie, csrf: me.csrf })).status).toBe(200);
    const at = await Promise.race([closed, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('socket still open after 2 s')), 2_000))]);
    expect(at - loggedOutAt).toBeLessThanOrEqual(2_000);
  });

  it("closes a deactivated user's sockets from the server", async () => {
    const email = `deactivated-${Date.now().toString(36)}@realtime.test`;
    const admin = await signIn('selfserviceadmin@demo.test');
    await createAccount({ email, password: PASSWORD, role: 'reviewer', partnerId: admin.user.partnerId, businessNodeIds: admin.user.businessNodeIds ?? [] });
    const them = await signIn(email);
    const tab = await open(them.cookie);
    const closed = new Promise<void>((resolve) => tab.once('close', () => resolve()));
    expect((await call('POST', `/api/users/${them.user.id}/deactivate`, { cookie: admin.cookie, csrf: admin.csrf })).status).toBe(200);
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('socket still open after 2 s')), 2_000))]);
  });

  it('closes a socket whose session expired, instead of delivering it the next event of its user', async () => {
    const me = await signIn('reviewer@demo.test');
    const tab = await open(me.cookie);
    let heard = false;
    tab.on('message', () => (heard = true));
    const closed = new Promise<void>((resolve) => tab.once('close', () => resolve()));
    // the session ends as a TTL would end it: gone, with no logout and no event
    await sessionsRepository.delete(sessionIdOf({ cookies: [me.cookie] })!);
    await publishEvent({ userId: me.user.id }, { source: 'test', event: 'after-expiry' });
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000))]);
    expect(heard).toBe(false);
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
  it('sends a malformed message to the dead-letter queue at once without failing its neighbours', async () => {
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
    // no retry can make these valid: no failures reported, both dead-lettered after one receive
    expect(result!.batchItemFailures).toEqual([]);
    const dlq = process.env[queueUrlEnv('realtime-events-dlq')]!;
    const bodies: string[] = [];
    for (let i = 0; i < 5 && bodies.length < 2; i++) {
      const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
      for (const m of Messages) {
        if (m.Body === '{"target": {}}' || m.Body === 'not json') bodies.push(m.Body);
        await sqs().send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle! }));
      }
    }
    expect(bodies.sort()).toEqual(['not json', '{"target": {}}']);
  });
});
