/**
 * Live feeds (001 7 'datasources/live' and '/update', issue 15 'Beyond the seeds') as a caller sees them: connect a
 * file or a URL (through the link fetcher's guard), refresh on demand and on the schedule, rows new (1), updated (2)
 * or archived (3), every change held for review until approved, a change log per refresh; access and isolation.
 */
import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';
import { refreshDueFeeds } from '@functions/datasources/scheduled-refresh';
import { liveFeedsRepository } from '@functions/datasources/live-feeds-repository';
import { randomUUID } from 'node:crypto';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository } from '@functions/campaigns/public';
import { conceptsRepository } from '@functions/concepts/public';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/public';
import { templatesRepository } from '@functions/templates/public';
import { assertFinalApproved } from '@functions/creatives/public';
import Papa from 'papaparse';
import { currentVersion } from '@shared/domain/template-versions';
import { as, demoCampaign, GHOST, isolatedCampaign, signIn } from './audiences-helpers';
import { call, type SignedIn } from './client';

let admin: SignedIn;
let ssm: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;

/** Feeds served on the one private port the link fetcher may reach in this run. */
const served = new Map<string, string>();
let fixture: Server;
const feedUrl = (name: string) => `http://127.0.0.1:${inject('linkFixturePort')}/${name}`;

beforeAll(async () => {
  [admin, ssm, reviewer, other] = await Promise.all(['admin@demo.test', 'selfservicemanager@demo.test', 'selfservicereviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)));
  fixture = createServer((req, res) => {
    const body = served.get((req.url ?? '').slice(1));
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => fixture.listen(inject('linkFixturePort'), '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

const csv = (...lines: string[]) => lines.join('\n');
const FIRST = csv('id,name,headline,image', 'a,Runners,Run faster,a.png', 'b,Walkers,Walk more,b.png', 'c,Cyclists,Ride on,c.png');
const SECOND = csv('id,name,headline,image', 'a,Runners,Run further,a.png', 'b,Walkers,Walk more,b.png', 'd,Swimmers,Dive in,d.png');
const file = (content: string, fileName = 'feed.csv') => ({ source: 'file', file: { fileName, content } });
const live = (id: string) => `/api/campaigns/${id}/datasources/live`;
type Row = { key: string; live: { name: string; values: Record<string, string>; archived: boolean } | null; pending: { status: number; name: string; values: Record<string, string> } | null };
const rowOf = (body: { view: { rows: Row[] } } | { rows: Row[] }, key: string) => ('view' in body ? body.view.rows : body.rows).find((r) => r.key === key);

describe('connect and refresh a file feed', () => {
  it('holds every row of a first feed for review as new (1): nothing is live before approval', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    const res = await as(ssm).post(live(id), file(FIRST));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.entry).toMatchObject({ trigger: 'connect', counts: { new: 3, update: 0, archive: 0 }, error: null });
    expect(res.body.view.feed).toMatchObject({ campaignId: id, source: 'file', fileName: 'feed.csv', fields: ['headline', 'image'], refreshMinutes: null });
    expect(rowOf(res.body, 'a')).toMatchObject({ live: null, pending: { status: 1, name: 'Runners', values: { headline: 'Run faster', image: 'a.png' } } });
    expect(res.body.view.rows.every((r: Row) => r.live === null)).toBe(true);
    // the campaign's resources.datasource (001 3) follows the feed
    expect((await campaignsRepository.get(id))!.resources!.datasource).toEqual({ fileId: 'feed.csv', lastUpdate: res.body.entry.at });
  });

  it('after approval, a refresh yields 2 update, 1 new and 3 archive, held while the live state stays as approved', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await as(ssm).post(live(id), file(FIRST));
    const approved = await as(ssm).post(`${live(id)}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.entry).toMatchObject({ trigger: 'approve', counts: { new: 3 } });
    expect(rowOf(approved.body, 'a')).toMatchObject({ live: { name: 'Runners', values: { headline: 'Run faster' }, archived: false }, pending: null });

    const refreshed = await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'feed-2.csv', content: SECOND } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.entry).toMatchObject({ trigger: 'manual', counts: { new: 1, update: 1, archive: 1 } });
    expect(refreshed.body.entry.changes).toEqual([
      { key: 'a', status: 2, name: 'Runners' },
      { key: 'd', status: 1, name: 'Swimmers' },
      { key: 'c', status: 3, name: 'Cyclists' },
    ]);
    // held for review: the live state is still the approved one
    expect(rowOf(refreshed.body, 'a')).toMatchObject({ live: { values: { headline: 'Run faster' } }, pending: { status: 2, values: { headline: 'Run further' } } });
    expect(rowOf(refreshed.body, 'c')).toMatchObject({ live: { archived: false }, pending: { status: 3 } });
    expect(rowOf(refreshed.body, 'd')).toMatchObject({ live: null, pending: { status: 1 } });
    expect(rowOf(refreshed.body, 'b')).toMatchObject({ pending: null });
    expect(refreshed.body.view.feed.fileName).toBe('feed-2.csv');

    // approving one row moves only it
    const one = await as(admin).post(`${live(id)}/approve`, { keys: ['a'] });
    expect(rowOf(one.body, 'a')).toMatchObject({ live: { values: { headline: 'Run further' } }, pending: null });
    expect(rowOf(one.body, 'c')).toMatchObject({ pending: { status: 3 } });
    const rest = await as(admin).post(`${live(id)}/approve`, {});
    expect(rowOf(rest.body, 'c')).toMatchObject({ live: { archived: true }, pending: null });
    expect(await as(admin).post(`${live(id)}/approve`, {})).toMatchObject({ status: 422, body: { message: 'There are no changes waiting for review' } });

    const log = await as(ssm).get(`${live(id)}/changes`);
    expect(log.status).toBe(200);
    expect(log.body.map((e: { trigger: string }) => e.trigger)).toEqual(['approve', 'approve', 'manual', 'approve', 'connect']);
  });

  it('refuses a bad feed with the CSV message and changes nothing', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await as(ssm).post(live(id), file(FIRST));
    const cases: [string, string][] = [
      [csv('key,headline', 'a,b'), 'Upload failed. CSV is missing the following columns: ["id"].'],
      [csv('id,headline'), 'Upload failed. The feed has no rows.'],
      [csv('id,headline', 'a,x', 'b'), 'Upload failed. Check column names ["id", "headline"] (rows: [3])'],
      [csv('id,headline', 'a,x', ',y'), 'Upload failed. Please make sure you have included all required values (column "id", row 3).'],
      [csv('id,headline', 'a,x', 'b,y', 'a,z'), 'Upload failed. Check column ["id"] (rows: [2, 4])'],
    ];
    for (const [content, message] of cases) {
      expect(await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'bad.csv', content } })).toMatchObject({ status: 422, body: { message } });
    }
    expect(await as(ssm).post(`${live(id)}/update`, {})).toMatchObject({ status: 422, body: { message: 'This feed is a file: choose its new version to refresh it' } });
    expect(await as(ssm).post(live(id), { source: 'file', file: { fileName: 'feed.txt', content: FIRST } })).toMatchObject({ status: 422 });
    const view = await as(ssm).get(live(id));
    expect(view.body.feed.fileName).toBe('feed.csv');
    expect(view.body.rows.map((r: Row) => r.pending?.status)).toEqual([1, 1, 1]);
    expect((await as(ssm).get(`${live(id)}/changes`)).body).toHaveLength(1);
  });

  it("refuses a refresh while another holds the feed: 'Only one process at a time can be executed'", async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await as(ssm).post(live(id), file(FIRST));
    const now = Date.now();
    await liveFeedsRepository.lease({ id, partnerId: admin.user.partnerId }, null, now, now + 60_000);
    expect(await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'feed.csv', content: SECOND } })).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });
    expect(await as(ssm).post(`${live(id)}/approve`, {})).toMatchObject({ status: 409 });
    await liveFeedsRepository.release(id);
    expect((await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'feed.csv', content: SECOND } })).status).toBe(200);
  });

  it('takes a feed of 10,000 rows (the ad server limit) and refreshes it, and refuses 10,001', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    const big = (n: number, tag: string) => csv('id,name,headline', ...Array.from({ length: n }, (_, i) => `r${i},Row ${i},${i % 100 === 0 ? tag : 'same'}`));
    const res = await as(ssm).post(live(id), file(big(10_000, 'first')));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.entry.counts).toEqual({ new: 10_000, update: 0, archive: 0 });
    expect(res.body.entry.changes).toHaveLength(200);
    expect(res.body.view.rows).toHaveLength(10_000);
    await as(ssm).post(`${live(id)}/approve`, {});
    const again = await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'feed.csv', content: big(10_000, 'second') } });
    expect(again.body.entry.counts).toEqual({ new: 0, update: 100, archive: 0 });
    expect(await as(ssm).post(`${live(id)}/update`, { file: { fileName: 'feed.csv', content: big(10_001, 'x') } })).toMatchObject({ status: 422, body: { message: 'Upload failed. The feed has more than 10000 rows.' } });
  });

  it('answers a campaign without a feed', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    expect(await as(ssm).get(live(id))).toMatchObject({ status: 200, body: { feed: null, rows: [] } });
    expect(await as(ssm).post(`${live(id)}/update`, {})).toMatchObject({ status: 404, body: { message: 'No live feed is connected to this campaign' } });
    expect(await as(ssm).post(`${live(id)}/approve`, {})).toMatchObject({ status: 404, body: { message: 'No live feed is connected to this campaign' } });
  });
});

describe('a URL feed', () => {
  it('is fetched through the link fetcher on connect, on demand and on its schedule', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    served.set(`feed-${id}.csv`, FIRST);
    const res = await as(ssm).post(live(id), { source: 'url', url: feedUrl(`feed-${id}.csv`), refreshMinutes: 60 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.view.feed).toMatchObject({ source: 'url', refreshMinutes: 60 });
    const next = res.body.view.feed.nextRefreshAt as number;
    expect(next - res.body.entry.at).toBe(60 * 60_000);

    served.set(`feed-${id}.csv`, SECOND);
    const manual = await as(ssm).post(`${live(id)}/update`, {});
    expect(manual.body.entry.counts).toEqual({ new: 1, update: 1, archive: 1 });

    // the schedule: nothing due before the time, then the feed is fetched again (a never-approved row stays new)
    served.set(`feed-${id}.csv`, csv('id,name,headline,image', 'a,Runners,Run again,a.png'));
    const due = (await as(ssm).get(live(id))).body.feed.nextRefreshAt as number;
    await refreshDueFeeds(due - 1);
    expect((await as(ssm).get(`${live(id)}/changes`)).body).toHaveLength(2);
    await refreshDueFeeds(due + 1);
    const log = (await as(ssm).get(`${live(id)}/changes`)).body;
    expect(log[0]).toMatchObject({ trigger: 'schedule', userId: null, counts: { new: 0, update: 1, archive: 2 }, error: null });
    const view = (await as(ssm).get(live(id))).body;
    expect(rowOf(view, 'a')).toMatchObject({ live: null, pending: { status: 1, values: { headline: 'Run again' } } });
    expect(view.rows.map((r: Row) => r.key)).toEqual(['a']);
    expect(view.feed.nextRefreshAt).toBe(due + 1 + 60 * 60_000);
  });

  it('logs a scheduled refresh that cannot read its feed, and refuses private or unreachable URLs on connect', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    served.set(`gone-${id}.csv`, FIRST);
    await as(ssm).post(live(id), { source: 'url', url: feedUrl(`gone-${id}.csv`), refreshMinutes: 15 });
    served.delete(`gone-${id}.csv`);
    const due = (await as(ssm).get(live(id))).body.feed.nextRefreshAt as number;
    await refreshDueFeeds(due);
    const view = (await as(ssm).get(live(id))).body;
    expect(view.feed.lastError).toBe('Upload failed. The feed could not be fetched from its URL.');
    expect(view.rows).toHaveLength(3);
    expect((await as(ssm).get(`${live(id)}/changes`)).body[0]).toMatchObject({ trigger: 'schedule', error: 'Upload failed. The feed could not be fetched from its URL.' });

    const fresh = await demoCampaign(admin.user.partnerId);
    expect(await as(ssm).post(live(fresh), { source: 'url', url: 'http://169.254.169.254/latest/meta-data' })).toMatchObject({ status: 422, body: { message: 'Please enter a valid URL' } });
    expect(await as(ssm).post(live(fresh), { source: 'url', url: feedUrl('missing.csv') })).toMatchObject({ status: 422, body: { message: 'Upload failed. The feed could not be fetched from its URL.' } });
    expect(await as(ssm).post(live(fresh), { source: 'url', url: 'ftp://example.com/feed.csv' })).toMatchObject({ status: 422 });
    expect(await as(ssm).post(live(fresh), { source: 'url', url: feedUrl('x.csv'), refreshMinutes: 7 })).toMatchObject({ status: 422 });
    expect((await as(ssm).get(live(fresh))).body).toEqual({ feed: null, rows: [] });
  });
});

describe('access', () => {
  it("answers another partner's campaign as not found and a campaign outside the caller's nodes as denied", async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await as(ssm).post(live(id), file(FIRST));
    expect(await as(other).get(live(id))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).post(`${live(id)}/update`, { file: { fileName: 'x.csv', content: SECOND } })).toMatchObject({ status: 404 });
    expect(await as(other).post(`${live(id)}/approve`, {})).toMatchObject({ status: 404 });
    expect(await as(other).get(`${live(id)}/changes`)).toMatchObject({ status: 404 });
    expect(rowOf((await as(ssm).get(live(id))).body, 'a')).toMatchObject({ pending: { status: 1 } });
    expect(await as(ssm).get(live(GHOST))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });

    const isolated = await isolatedCampaign(admin.user.partnerId);
    expect(await as(ssm).post(live(isolated), file(FIRST))).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect((await as(admin).post(live(isolated), file(FIRST))).status).toBe(201);
  });

  it('lets a self-service reviewer refresh but not approve (final approval)', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    expect((await as(reviewer).post(live(id), file(FIRST))).status).toBe(201);
    expect(await as(reviewer).post(`${live(id)}/approve`, {})).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});

/** A campaign of the seeded ready concept with one personalize tree on its 300x250 template. */
async function campaignWithTree() {
  const partnerId = admin.user.partnerId;
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === 'Sparkle Zero Summer Launch')!;
  const template = (await templatesRepository.listByConcept(concept.id)).find((t) => t.size === '300x250')!;
  const node = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!;
  const campaign = await campaignsRepository.createIfAbsent({ partnerId, businessNodeId: node.id, platform: 'google', name: `Feed variants ${randomUUID()}`, conceptId: concept.id });
  const treeId = newId();
  const { version, generation } = currentVersion(template)!;
  await personalizeRepository.write([
    personalizeRepository.putTree({
      id: treeId,
      partnerId,
      campaignId: campaign.id,
      platform: 'google',
      format: 'display',
      templates: [{ templateId: template.id, name: template.name, size: template.size, version, generation }],
      location: `brief/decision-tree-template/${treeId}.json`,
      dimension: 'userSegment',
    }),
  ]);
  return { campaignId: campaign.id, treeId };
}

describe('approved rows become variants', () => {
  const byKey = async (treeId: string) => new Map((await personalizeRepository.listVariants(treeId)).map((v) => [v.sourceKey, v]));
  const headline = (v: { formats: Record<string, { dynamicElements: Record<string, { value: string }> }> }) => Object.values(v.formats)[0].dynamicElements.frame1Headline.value;

  it('writes nothing to variants before approval; approval creates, updates and archives them unapproved and off', async () => {
    const { campaignId, treeId } = await campaignWithTree();
    await as(ssm).post(live(campaignId), file(csv('id,name,frame1Headline', 'a,Runners,Run faster', 'b,Walkers,Walk more')));
    expect((await byKey(treeId)).size).toBe(0);

    await as(ssm).post(`${live(campaignId)}/approve`, {});
    let variants = await byKey(treeId);
    expect([...variants.keys()].sort()).toEqual(['a', 'b']);
    expect(variants.get('a')).toMatchObject({ name: 'Runners', approved: false, enabled: false, archived: false });
    expect(headline(variants.get('a')!)).toBe('Run faster');

    await as(ssm).post(`${live(campaignId)}/update`, { file: { fileName: 'feed.csv', content: csv('id,name,frame1Headline', 'a,Runners,Run further') } });
    variants = await byKey(treeId);
    // held for review: the variants are as approved
    expect(headline(variants.get('a')!)).toBe('Run faster');
    expect(variants.get('b')!.archived).toBe(false);

    await as(ssm).post(`${live(campaignId)}/approve`, {});
    variants = await byKey(treeId);
    expect(headline(variants.get('a')!)).toBe('Run further');
    expect(variants.get('a')).toMatchObject({ approved: false, enabled: false });
    expect(variants.get('b')).toMatchObject({ archived: true, enabled: false });
  });
});


describe('an approved creative changed by the feed (issue 17: an edit after approval revokes it)', () => {
  it('loses its final approval with a revoke record naming the feed and its approver, on the trail, in the CSV and at the gate', async () => {
    const { campaignId, treeId } = await campaignWithTree();
    const campaign = { id: campaignId };
    await as(ssm).post(live(campaign.id), file(csv('id,name,frame1Headline', 'a,Runners,Run faster', 'b,Walkers,Walk more'), 'stores.csv'));
    await as(ssm).post(`${live(campaign.id)}/approve`, {});
    const variants = new Map((await personalizeRepository.listVariants(treeId)).map((v) => [v.sourceKey, v]));
    const [runners, walkers] = [Object.keys(variants.get('a')!.formats)[0]!, Object.keys(variants.get('b')!.formats)[0]!];
    const approved = await call('PATCH', `/api/campaigns/${campaign.id}/creatives/approvals`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { treeId, approvals: [runners, walkers], final: true } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await assertFinalApproved({ campaignId: campaign.id, creativeIds: [runners, walkers] });

    // the feed changes the runners' headline only; its approval (by the self-service manager) writes the variant
    await as(ssm).post(`${live(campaign.id)}/update`, { file: { fileName: 'stores.csv', content: csv('id,name,frame1Headline', 'a,Runners,Run further', 'b,Walkers,Walk more') } });
    expect((await as(ssm).post(`${live(campaign.id)}/approve`, {})).status).toBe(200);

    const trail = await as(ssm).get(`/api/campaigns/${campaign.id}/creatives/${runners}/approval-trail`);
    expect(trail.status).toBe(200);
    expect(trail.body).toMatchObject({ finalApproved: false, currentVersionNumber: 2 });
    expect(trail.body.records.map((r: { kind: string; level: string; cause?: string; causeName?: string; versionNumber: number; userName: string }) => [r.kind, r.level, r.cause, r.causeName, r.versionNumber, r.userName])).toEqual([
      ['approve', 'final', undefined, undefined, 1, 'Max Self-Service Manager'],
      ['revoke', 'final', 'feed', 'stores.csv', 1, 'Max Self-Service Manager'],
    ]);
    // the walkers' row did not change: their approval stands, with no record added
    expect((await as(ssm).get(`/api/campaigns/${campaign.id}/creatives/${walkers}/approval-trail`)).body).toMatchObject({ finalApproved: true, records: [{ kind: 'approve' }] });

    const rows = Papa.parse<string[]>((await as(ssm).get(`/api/campaigns/${campaign.id}/approval-trail.csv`)).body as string).data;
    expect(rows[0]!.slice(6)).toEqual(['Action', 'Level', 'User', 'Email', 'Role', 'Comment', 'Cause']);
    const revoke = rows.find((r) => r[2] === runners && r[6]!.startsWith('Revoked'))!;
    expect([revoke[6], revoke[7], revoke[8], revoke[12]]).toEqual(['Revoked (live feed)', 'Final', 'Max Self-Service Manager', 'Live feed "stores.csv" updated its values']);
    await expect(assertFinalApproved({ campaignId: campaign.id, creativeIds: [runners] })).rejects.toMatchObject({ statusCode: 422, details: [{ path: runners }] });
    await assertFinalApproved({ campaignId: campaign.id, creativeIds: [walkers] });
  });
});
