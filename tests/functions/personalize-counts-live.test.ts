/**
 * 001 4 'variants count update': a change of a tree's counts (a variant created, archived) is pushed on the campaign
 * topic with the tree's counts as they are now, so every open grid's header follows it without a reload.
 */
import WebSocket from 'ws';
import { campaignTopic } from '@shared/contracts/personalize';
import { baseUrl, call, signIn, type SignedIn } from './client';
import { campaignWithTrees, seededConcept } from './personalize-helpers';

interface Heard {
  source: string;
  event: string;
  payload?: { topic?: string; treeId?: string; counts?: { totalAmount: number; activeAmount: number; archivedAmount: number } };
}

function listen(who: SignedIn, topic: string): Promise<{ ws: WebSocket; heard: Heard[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
    const heard: Heard[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as Heard;
      heard.push(m);
      if (m.event === 'topic-subscribed' && m.payload?.topic === topic) resolve({ ws, heard });
    });
    ws.once('open', () => ws.send(JSON.stringify({ action: 'subscribe', topic })));
    ws.once('error', reject);
  });
}

let admin: SignedIn;
let ssm: SignedIn;
beforeAll(async () => {
  [admin, ssm] = await Promise.all([signIn('admin@demo.test'), signIn('selfservicemanager@demo.test')]);
});

it("a created and an archived variant carry the tree's counts to every tab of the campaign", async () => {
  const { campaignId, trees } = await campaignWithTrees(admin, await seededConcept(admin.user.partnerId), 'Counts');
  const tree = trees.find((t) => t.platform === 'google')!;
  const base = `/api/campaigns/${campaignId}/personalize/${tree._id}`;
  const before = (await call('GET', `${base}/variants`, { cookie: admin.cookie })).body.counts as { totalAmount: number; archivedAmount: number };
  const other = await listen(ssm, campaignTopic(campaignId));

  const made = await call('POST', `${base}/variant`, { cookie: admin.cookie, csrf: admin.csrf, body: { name: 'Counted' } });
  expect(made.status).toBe(201);
  await vi.waitFor(() => expect(other.heard.find((m) => m.event === 'variant-created')?.payload).toMatchObject({ treeId: tree._id, counts: { totalAmount: before.totalAmount + 1, archivedAmount: before.archivedAmount } }), { timeout: 15_000 });

  const archived = await call('PATCH', `${base}/variants/${made.body.variant._id}/archive`, { cookie: admin.cookie, csrf: admin.csrf });
  expect(archived.status).toBe(200);
  await vi.waitFor(() => expect(other.heard.find((m) => m.event === 'variant-archived')?.payload).toMatchObject({ counts: { totalAmount: before.totalAmount + 1, archivedAmount: before.archivedAmount + 1 } }), { timeout: 15_000 });
  other.ws.close();
}, 120_000);
