/**
 * Realtime topics through the gateway's real sockets: a tab subscribes to `campaign:{id}` over its WebSocket, the
 * server checks the campaign's scope before storing the subscription, events published to the topic reach every
 * subscribed tab of every user (latency printed), and a refused, unsubscribed or closed tab hears nothing.
 */
import WebSocket from 'ws';
import { campaignTopic } from '@shared/contracts/personalize';
import { publishEvent } from '@functions/lib/realtime';
import { connectionsRepository } from '@functions/realtime/connections-repository';
import { demoCampaign, isolatedCampaign } from './audiences-helpers';
import { baseUrl, campaignsVisible, signIn, type SignedIn } from './client';

interface Tab {
  ws: WebSocket;
  messages: { at: number; data: { source: string; event: string; topic?: string; payload?: { topic?: string; statusCode?: number; message?: string } } }[];
  next(match: (m: Tab['messages'][number]['data']) => boolean, timeoutMs?: number): Promise<Tab['messages'][number]>;
}

function open(who: SignedIn): Promise<Tab> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
    const tab: Tab = {
      ws,
      messages: [],
      next: (match, timeoutMs = 10_000) =>
        new Promise((res, rej) => {
          const found = tab.messages.find((m) => match(m.data));
          if (found) return res(found);
          const timer = setTimeout(() => rej(new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(tab.messages.map((m) => m.data))}`)), timeoutMs);
          const listen = () => {
            const hit = tab.messages.find((m) => match(m.data));
            if (!hit) return;
            clearTimeout(timer);
            ws.off('message', listen);
            res(hit);
          };
          ws.on('message', listen);
        }),
    };
    ws.on('message', (raw) => tab.messages.push({ at: performance.now(), data: JSON.parse(raw.toString()) }));
    ws.once('open', () => resolve(tab));
    ws.once('error', reject);
  });
}

const subscribe = (tab: Tab, topic: string, extra: object = {}) => tab.ws.send(JSON.stringify({ action: 'subscribe', topic, ...extra }));
const answerFor = (tab: Tab, topic: string) => tab.next((m) => m.source === 'realtime' && m.payload?.topic === topic);
const heard = (tab: Tab, event: string) => tab.messages.filter((m) => m.data.event === event);
const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));

let admin: SignedIn;
let ssm: SignedIn;
let other: SignedIn;
let analyst: SignedIn;
let campaignId: string;
let isolatedId: string;
const tabs: Tab[] = [];
const tab = async (who: SignedIn) => {
  const t = await open(who);
  tabs.push(t);
  return t;
};

beforeAll(async () => {
  [admin, ssm, other, analyst] = await Promise.all(['admin@demo.test', 'selfservicemanager@demo.test', 'other-admin@demo.test', 'analyst@demo.test'].map((e) => signIn(e)));
  campaignId = await demoCampaign(admin.user.partnerId);
  isolatedId = await isolatedCampaign(admin.user.partnerId);
  await campaignsVisible();
});

afterAll(() => tabs.forEach((t) => t.ws.close()));

describe('campaign topics', () => {
  it('delivers an event published to the topic to two users on the campaign, and prints how long it took', async () => {
    const topic = campaignTopic(campaignId);
    const [first, second] = [await tab(admin), await tab(ssm)];
    subscribe(first, topic);
    subscribe(second, topic);
    expect((await answerFor(first, topic)).data).toMatchObject({ source: 'realtime', event: 'topic-subscribed', payload: { topic } });
    expect((await answerFor(second, topic)).data).toMatchObject({ event: 'topic-subscribed' });

    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const sent = performance.now();
      await publishEvent({ topic }, { source: 'personalize', event: 'variant-renamed', payload: { campaignId, round: i } });
      const [a, b] = await Promise.all([
        first.next((m) => m.event === 'variant-renamed' && (m.payload as { round?: number })?.round === i),
        second.next((m) => m.event === 'variant-renamed' && (m.payload as { round?: number })?.round === i),
      ]);
      expect(b.data).toEqual({ type: 'ws-event', source: 'personalize', event: 'variant-renamed', topic, payload: { campaignId, round: i } });
      expect(a.data).toEqual(b.data);
      latencies.push(Math.max(a.at, b.at) - sent);
    }
    const sorted = [...latencies].sort((x, y) => x - y);
    console.log(`[figure] topic event publish -> both tabs: median ${sorted[5].toFixed(0)} ms, max ${sorted[9].toFixed(0)} ms over 10 (all: ${latencies.map((l) => l.toFixed(0)).join(', ')})`);
  });

  it('refuses a tab whose user may not open the campaign with the API words, stores nothing, and it hears nothing', async () => {
    const isolated = campaignTopic(isolatedId);
    const [outsider, otherPartner, analystTab, listener] = [await tab(ssm), await tab(other), await tab(analyst), await tab(admin)];
    subscribe(outsider, isolated);
    subscribe(otherPartner, isolated);
    subscribe(analystTab, campaignTopic(campaignId));
    subscribe(listener, isolated);
    expect((await answerFor(outsider, isolated)).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 403, message: 'Access to the Campaign denied' } });
    expect((await answerFor(otherPartner, isolated)).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 404, message: 'Campaign not found' } });
    expect((await answerFor(analystTab, campaignTopic(campaignId))).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 403 } });
    expect((await answerFor(listener, isolated)).data).toMatchObject({ event: 'topic-subscribed' });
    expect(await connectionsRepository.findByTarget({ topic: isolated })).toHaveLength(1);

    await publishEvent({ topic: isolated }, { source: 'personalize', event: 'variant-created', payload: { secret: true } });
    await publishEvent({ topic: campaignTopic(campaignId) }, { source: 'personalize', event: 'variant-created', payload: { secret: true } });
    await listener.next((m) => m.event === 'variant-created');
    await settle();
    for (const t of [outsider, otherPartner, analystTab]) expect(heard(t, 'variant-created')).toEqual([]);
  });

  it('refuses a topic that is not a campaign, and a partner a non-top-admin may not pick', async () => {
    const t = await tab(ssm);
    subscribe(t, 'user:everyone');
    expect((await answerFor(t, 'user:everyone')).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 422, message: 'Wrong params' } });
    subscribe(t, campaignTopic(campaignId), { partnerId: other.user.partnerId });
    expect((await answerFor(t, campaignTopic(campaignId))).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 403 } });
    // a top admin working in another partner names it, as the API's partnerId query does
    const elsewhere = campaignTopic(await isolatedCampaign(other.user.partnerId));
    await campaignsVisible();
    const top = await tab(admin);
    subscribe(top, elsewhere);
    expect((await answerFor(top, elsewhere)).data).toMatchObject({ event: 'topic-refused', payload: { statusCode: 404, message: 'Campaign not found' } });
    top.messages.length = 0;
    subscribe(top, elsewhere, { partnerId: other.user.partnerId });
    expect((await answerFor(top, elsewhere)).data).toMatchObject({ event: 'topic-subscribed' });
  });

  it('stops delivering after unsubscribe and forgets the subscriptions of a closed socket', async () => {
    const topic = campaignTopic(await demoCampaign(admin.user.partnerId));
    await campaignsVisible();
    const [leaving, closing, staying] = [await tab(ssm), await tab(ssm), await tab(admin)];
    for (const t of [leaving, closing, staying]) subscribe(t, topic);
    for (const t of [leaving, closing, staying]) await answerFor(t, topic);
    leaving.ws.send(JSON.stringify({ action: 'unsubscribe', topic }));
    closing.ws.close();
    await vi.waitFor(async () => {
      const ids = await connectionsRepository.findByTarget({ topic });
      expect(ids).toHaveLength(1);
    }, { timeout: 5_000, interval: 100 });
    await publishEvent({ topic }, { source: 'personalize', event: 'signal-edited', payload: {} });
    await staying.next((m) => m.event === 'signal-edited');
    await settle();
    expect(heard(leaving, 'signal-edited')).toEqual([]);
  });
});
