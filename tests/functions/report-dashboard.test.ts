/**
 * The reporter dashboard's calls through the gateway: previews (POST /report/assets), benchmarks (POST
 * campaigns/benchmarks), filter lists (GET /report/filters), variation changes (POST /report/variation-changes), and the
 * dashboard's report requests (shared/reporting/dashboard.ts) run through POST /report and, as the dashboard sends
 * them, through POST /report/batch. Campaigns run on a platform
 * named for this run, so facts others write (the seed, other test files) do not change what is asserted.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { s3 } from '@functions/lib/clients';
import { createAccount } from '@functions/users/accounts';
import {
  audienceStatsRequest, campaignsInScope, creativesCountRequest, creativesRequest, DEFAULT_FILTERS, overallStatsRequest, timeSeriesRequest,
  type DashboardFilters, type ScopeCampaign,
} from '@shared/reporting/dashboard';
import { parseReportTsv } from '@shared/reporting/metrics';
import { call, PASSWORD, signIn, type SignedIn, campaignsVisible } from './client';
import { writeFacts, type Fact } from './report-facts';

const run = randomUUID().slice(0, 8);
const platform = `dash-${run}`;
let admin: SignedIn;
let other: SignedIn;
let franceUser: SignedIn;
let germany: string;
let france: string;
let spain: string;
const thumbnail = Buffer.from(`png-bytes-${run}`);
const hash = (name: string) => `${name}-${run}`;

const post = (who: SignedIn, path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body });

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  other = await signIn('other-admin@demo.test');
  const demoNodes = await businessNodesRepository.listByPartner(admin.user.partnerId);
  const germanyNode = demoNodes.find((n) => n.name === 'Germany')!.id;
  const franceNode = demoNodes.find((n) => n.name === 'France')!.id;
  const spainNode = (await businessNodesRepository.listByPartner(other.user.partnerId)).find((n) => n.name === 'Spain')!.id;
  const campaign = async (partnerId: string, businessNodeId: string, name: string, personalisationType?: 'ASSEMBLY') =>
    (await campaignsRepository.createIfAbsent({ partnerId, businessNodeId, platform, name: `${name} ${run}`, personalisationType })).id;
  // France has no stored type: a decision tree, like campaigns written before the type existed
  germany = await campaign(admin.user.partnerId, germanyNode, 'Dashboard Germany', 'ASSEMBLY');
  france = await campaign(admin.user.partnerId, franceNode, 'Dashboard France');
  spain = await campaign(other.user.partnerId, spainNode, 'Dashboard Spain');
  await createAccount({ email: `france-${run}@dashboard.test`, password: PASSWORD, role: 'analyst', partnerId: admin.user.partnerId, businessNodeIds: [franceNode] });
  franceUser = await signIn(`france-${run}@dashboard.test`);

  const thumbnailKey = `v2/partners/${admin.user.partnerId}/campaigns/${germany}/preview/thumbnails/${run}.png`;
  await s3().send(new PutObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: thumbnailKey, Body: thumbnail, ContentType: 'image/png' }));
  const variation = (partnerId: string, campaignId: string, name: string, extra: { thumbnailKey?: string; publishedAt?: number } = {}) =>
    variationsRepository.put({ partnerId, campaignId, reportingHash: hash(name), id: `${name}-id-${run}`, name: `Creative ${name}`, format: '300x250', ...extra });
  await variation(admin.user.partnerId, germany, 'g1', { thumbnailKey, publishedAt: Date.parse('2026-03-05T10:00:00Z') });
  await variation(admin.user.partnerId, germany, 'g2', { publishedAt: Date.parse('2026-01-01T10:00:00Z') });
  await variation(admin.user.partnerId, france, 'f1', { publishedAt: Date.parse('2026-03-06T08:00:00Z') });
  await variation(other.user.partnerId, spain, 's1', { publishedAt: Date.parse('2026-03-05T10:00:00Z') });

  const fact = (campaignId: string, partnerId: string, day: string, variationHash: string, impressions: number, clicks: number, extra: Partial<Fact> = {}): Fact => ({
    TIMESTAMP: `2026-03-${day}T12:00:00Z`, campaignId, partnerId, platform, source: 'adserver', variationHash, format: '300x250',
    audienceName: 'Runners', IMPRESSIONS: impressions, CLICKS: clicks, ...extra,
  });
  const demo = admin.user.partnerId;
  writeFacts(process.env.REPORTING_DIR!, `dashboard-${run}`, [
    // the week before (03-01 .. 03-07) and the last week (03-08 .. 03-14) of an end date 03-15
    fact(germany, demo, '02', hash('g1'), 1000, 10),
    fact(germany, demo, '09', hash('g1'), 3000, 60),
    fact(germany, demo, '10', hash('g2'), 2000, 10, { audienceName: 'Walkers' }),
    fact(france, demo, '11', hash('f1'), 4000, 200),
    fact(france, demo, '12', hash('small'), 500, 100),
    // tracker rows count for creatives but not for the overall stats, the audience stats nor the benchmarks
    fact(germany, demo, '13', hash('g1'), 0, 500, { source: 'tracker' }),
    fact(spain, other.user.partnerId, '09', hash('s1'), 9000, 900),
  ]);
  await campaignsVisible();
});

describe('POST /report/assets', () => {
  it("answers the previews of the partner's creatives by hash: a presigned thumbnail, the name, the campaign", async () => {
    const res = await post(admin, '/api/report/assets', { partnerId: admin.user.partnerId, ids: [hash('g1'), hash('f1'), hash('s1'), 'unknown'] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([hash('f1'), hash('g1')]);
    expect(res.body[hash('f1')]).toEqual({ variationId: `f1-id-${run}`, name: 'Creative f1', format: '300x250', campaignId: france, campaignName: `Dashboard France ${run}`, thumbnailUrl: null });
    const preview = await fetch(res.body[hash('g1')].thumbnailUrl);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(thumbnail);
  });

  it('answers only the creatives of campaigns the caller may access', async () => {
    const res = await post(franceUser, '/api/report/assets', { partnerId: admin.user.partnerId, ids: [hash('g1'), hash('f1')] });
    expect(Object.keys(res.body)).toEqual([hash('f1')]);
  });

  it("gives the other partner's admin nothing of Demo Agency's", async () => {
    expect(await post(other, '/api/report/assets', { partnerId: admin.user.partnerId, ids: [hash('g1')] })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await post(other, '/api/report/assets', { partnerId: other.user.partnerId, ids: [hash('g1'), hash('s1')] })).toMatchObject({ status: 200, body: { [hash('s1')]: { campaignId: spain } } });
    expect(Object.keys((await post(other, '/api/report/assets', { partnerId: other.user.partnerId, ids: [hash('g1')] })).body)).toEqual([]);
  });

  it('refuses a body without a partner or ids', async () => {
    expect((await post(admin, '/api/report/assets', { ids: [] })).status).toBe(422);
    expect((await post(admin, '/api/report/assets', { partnerId: admin.user.partnerId, ids: 'x' })).status).toBe(422);
  });
});

describe('POST campaigns/benchmarks', () => {
  it("answers each campaign's channel rates across the partner's ad server rows", async () => {
    const res = await post(admin, '/api/campaigns/benchmarks', { campaignIds: [germany, france] });
    expect(res.status).toBe(200);
    // Demo Agency on this platform: 10,500 impressions, 380 clicks (the tracker's 500 left out); Spain's rows are another partner's
    const ctr = 380 / 10_500;
    expect(res.body.map((b: { campaignId: string }) => b.campaignId)).toEqual([germany, france]);
    for (const benchmark of res.body) {
      expect(benchmark.benchmarks.map((m: { metricName: string }) => m.metricName)).toEqual(['CTR', 'CVR', 'VTR', 'VIEW_RATE', 'ROAS']);
      expect(benchmark.benchmarks[0].metricValue).toBeCloseTo(ctr, 10);
      expect(benchmark.benchmarks[4]).toEqual({ metricName: 'ROAS', metricValue: 0 });
    }
  });

  it("compares over the asked period only: the dashboard's week", async () => {
    const res = await post(admin, '/api/campaigns/benchmarks', { campaignIds: [germany], period: { from: '2026-03-08', to: '2026-03-15' } });
    expect(res.status).toBe(200);
    // 03-09 .. 03-12: 9,500 impressions and 370 clicks (03-02 is the week before; the tracker's row is left out)
    expect(res.body[0].benchmarks[0]).toEqual({ metricName: 'CTR', metricValue: expect.closeTo(370 / 9_500, 10) });
    expect((await post(admin, '/api/campaigns/benchmarks', { campaignIds: [germany], period: { from: '2026-03-08' } })).status).toBe(422);
  });

  it('refuses campaigns outside what the caller may access', async () => {
    const refused = { status: 403, body: { message: 'Wrong campaigns. User do not have access for requested campaigns' } };
    expect(await post(franceUser, '/api/campaigns/benchmarks', { campaignIds: [germany] })).toMatchObject(refused);
    expect(await post(other, '/api/campaigns/benchmarks', { campaignIds: [germany] })).toMatchObject(refused);
    const theirs = await post(other, '/api/campaigns/benchmarks', { campaignIds: [spain] });
    expect(theirs.body[0].benchmarks[0].metricValue).toBeCloseTo(0.1, 10);
    expect((await post(admin, '/api/campaigns/benchmarks', { campaignIds: [] })).status).toBe(422);
  });
});

describe('GET /report/filters', () => {
  it('lists the accessible campaigns with their channel and delivery type, and their market nodes', async () => {
    const res = await call('GET', '/api/report/filters', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body.campaigns).toEqual(expect.arrayContaining([
      { id: germany, name: `Dashboard Germany ${run}`, platform, deliveryType: 'ASSEMBLY' },
      { id: france, name: `Dashboard France ${run}`, platform, deliveryType: 'DECISION_TREE' },
    ]));
    expect(res.body.markets.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['France', 'Germany']));
    const mine = (await call('GET', '/api/report/filters', { cookie: franceUser.cookie })).body;
    expect(mine.campaigns.map((c: { id: string }) => c.id)).toContain(france);
    expect(mine.campaigns.map((c: { id: string }) => c.id)).not.toContain(germany);
    expect(mine.markets.map((m: { name: string }) => m.name)).toEqual(['France']);
    const theirs = (await call('GET', '/api/report/filters', { cookie: other.cookie })).body;
    expect(theirs.campaigns.map((c: { id: string }) => c.id)).toContain(spain);
    expect(theirs.campaigns.map((c: { id: string }) => c.id)).not.toContain(germany);
  });

  it("answers 'Wrong campaigns' when the caller may access none", async () => {
    await createAccount({ email: `lonely-${run}@dashboard.test`, password: PASSWORD, role: 'analyst', partnerId: admin.user.partnerId, businessNodeIds: [] });
    const lonely = await signIn(`lonely-${run}@dashboard.test`);
    expect(await call('GET', '/api/report/filters', { cookie: lonely.cookie })).toMatchObject({ status: 400, body: { message: 'Wrong campaigns' } });
  });

  it('gives a top admin on a partner without campaigns empty lists, not an error (002 6: admins skip the access filter)', async () => {
    const empty = await partnersRepository.create({ name: `No campaigns ${run}`, type: 'Client' });
    const superUser = await signIn('super@demo.test');
    const res = await call('GET', `/api/report/filters?partnerId=${empty.id}`, { cookie: superUser.cookie });
    expect(res).toMatchObject({ status: 200, body: { campaigns: [], markets: [] } });
  });
});

describe('POST /report/variation-changes', () => {
  it('lists the variations that went live in the period, newest first, within the accessible campaigns', async () => {
    const res = await post(admin, '/api/report/variation-changes', { campaignIds: [germany, france], from: '2026-03-01', to: '2026-03-15' });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual([
      { campaignId: france, variationId: `f1-id-${run}`, variationHash: hash('f1'), name: 'Creative f1', format: '300x250', publishDate: '2026-03-06T08:00:00.000Z', TIMESTAMP: '2026-03-06T00:00:00Z' },
      { campaignId: germany, variationId: `g1-id-${run}`, variationHash: hash('g1'), name: 'Creative g1', format: '300x250', publishDate: '2026-03-05T10:00:00.000Z', TIMESTAMP: '2026-03-05T00:00:00Z' },
    ]);
    const mine = await post(franceUser, '/api/report/variation-changes', { from: '2026-03-01', to: '2026-03-15' });
    expect(mine.body.map((c: { variationHash: string }) => c.variationHash)).toEqual([hash('f1')]);
    expect(await post(franceUser, '/api/report/variation-changes', { campaignIds: [germany], from: '2026-03-01', to: '2026-03-15' }))
      .toMatchObject({ status: 403, body: { message: 'Wrong campaigns. User do not have access for requested campaigns' } });
    expect(await post(other, '/api/report/variation-changes', { campaignIds: [germany], from: '2026-03-01', to: '2026-03-15' })).toMatchObject({ status: 403 });
    expect((await post(admin, '/api/report/variation-changes', { from: 'yesterday', to: '2026-03-15' })).status).toBe(422);
  });
});

describe("the dashboard's report requests", () => {
  const filters: DashboardFilters = { ...DEFAULT_FILTERS, channel: platform, campaignIds: [] };
  const period = { from: '2026-03-01', to: '2026-03-15' };
  const rows = async (who: SignedIn, body: unknown) => {
    const res = await post(who, '/api/report', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return parseReportTsv(res.body).rows;
  };

  it('overall stats leave the tracker out; weekly periods split at the end date', async () => {
    expect(await rows(admin, overallStatsRequest(filters, period, ['IMPRESSIONS', 'CLICKS', 'CTR']))).toEqual([{ IMPRESSIONS: 10_500, CLICKS: 380, CTR: 380 / 10_500 }]);
    expect(await rows(admin, overallStatsRequest(filters, { from: '2026-03-08', to: '2026-03-15' }, ['IMPRESSIONS']))).toEqual([{ IMPRESSIONS: 9_500 }]);
    expect(await rows(admin, overallStatsRequest(filters, { from: '2026-03-01', to: '2026-03-08' }, ['IMPRESSIONS']))).toEqual([{ IMPRESSIONS: 1_000 }]);
    expect(await rows(franceUser, overallStatsRequest(filters, period, ['IMPRESSIONS']))).toEqual([{ IMPRESSIONS: 4_500 }]);
  });

  it('time series by week; audience stats break the overall stats down (tracker left out too)', async () => {
    const weekly = await rows(admin, timeSeriesRequest(filters, period, ['IMPRESSIONS'], 'WEEK'));
    expect(weekly).toEqual([{ TIMESTAMP: '2026-03-02T00:00:00Z', IMPRESSIONS: 1000 }, { TIMESTAMP: '2026-03-09T00:00:00Z', IMPRESSIONS: 9_500 }]);
    const audiences = await rows(admin, audienceStatsRequest(filters, period, ['IMPRESSIONS', 'CLICKS']));
    expect(audiences).toEqual([{ audienceName: 'Runners', IMPRESSIONS: 8_500, CLICKS: 370 }, { audienceName: 'Walkers', IMPRESSIONS: 2_000, CLICKS: 10 }]);
  });

  it('narrows to the campaigns of the delivery type from GET /report/filters, within what the caller may access', async () => {
    const listed = async (who: SignedIn) => (await call('GET', '/api/report/filters', { cookie: who.cookie })).body.campaigns as ScopeCampaign[];
    const stats = async (who: SignedIn, deliveryType: DashboardFilters['deliveryType']) => {
      const campaignIds = campaignsInScope({ ...filters, deliveryType }, await listed(who));
      return campaignIds.length === 0 ? 'nothing to ask' : rows(who, overallStatsRequest({ ...filters, campaignIds }, period, ['IMPRESSIONS']));
    };
    expect(await stats(admin, 'DECISION_TREE')).toEqual([{ IMPRESSIONS: 4_500 }]);
    expect(await stats(admin, 'ASSEMBLY')).toEqual([{ IMPRESSIONS: 6_000 }]);
    expect(await stats(franceUser, 'DECISION_TREE')).toEqual([{ IMPRESSIONS: 4_500 }]);
    expect(await stats(franceUser, 'ASSEMBLY')).toBe('nothing to ask');
    // the ids sent stay subject to the server's access rules
    expect(await post(franceUser, '/api/report', overallStatsRequest({ ...filters, campaignIds: [germany] }, period, ['IMPRESSIONS'])))
      .toMatchObject({ status: 403, body: { message: 'Wrong campaigns. User do not have access for requested campaigns' } });
  });

  it('ranks creatives with enough impressions by CTR, pages by offset, counts them', async () => {
    const top = await rows(admin, creativesRequest(filters, period, 'top', 0));
    expect(top.map((r) => r.variationHash)).toEqual([hash('g1'), hash('f1'), hash('g2')]);
    expect(top[0]).toMatchObject({ format: '300x250', IMPRESSIONS: 4000, CLICKS: 570 });
    const worst = await rows(admin, creativesRequest(filters, period, 'worst', 0));
    expect(worst.map((r) => r.variationHash)).toEqual([hash('g2'), hash('f1'), hash('g1')]);
    expect(await rows(admin, creativesRequest(filters, period, 'top', 1))).toEqual([]);
    expect(await rows(admin, creativesCountRequest(filters, period))).toEqual([{ count: 3 }]);
  });
});

describe('POST /report/batch', () => {
  const filters: DashboardFilters = { ...DEFAULT_FILTERS, channel: platform, campaignIds: [] };
  const period = { from: '2026-03-01', to: '2026-03-15' };
  const impressions = overallStatsRequest(filters, period, ['IMPRESSIONS']);
  const rowsOf = (result: { status: number; tsv?: string }) => {
    expect(result.status, JSON.stringify(result)).toBe(200);
    return parseReportTsv(result.tsv!).rows;
  };

  it('answers each request in order as POST /report does; a refused request is its own error and the others answer', async () => {
    const res = await post(admin, '/api/report/batch', { requests: [impressions, { groupBy: ['noSuchField'] }, creativesCountRequest(filters, period)] });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { status: number }) => r.status)).toEqual([200, 422, 200]);
    expect(rowsOf(res.body[0])).toEqual([{ IMPRESSIONS: 10_500 }]);
    expect(res.body[0].tsv).toBe((await post(admin, '/api/report', impressions)).body);
    expect(res.body[1].error).toMatchObject({ statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Wrong params', details: [{ path: 'groupBy.0' }] });
    expect(rowsOf(res.body[2])).toEqual([{ count: 3 }]);
  });

  it("keeps POST /report's access rules for every request", async () => {
    const germanyOnly = overallStatsRequest({ ...filters, campaignIds: [germany] }, period, ['IMPRESSIONS']);
    const res = await post(franceUser, '/api/report/batch', { requests: [germanyOnly, impressions] });
    expect(res.body[0]).toMatchObject({ status: 403, error: { message: 'Wrong campaigns. User do not have access for requested campaigns' } });
    expect(rowsOf(res.body[1])).toEqual([{ IMPRESSIONS: 4_500 }]);
    expect(rowsOf((await post(other, '/api/report/batch', { requests: [impressions] })).body[0])).toEqual([{ IMPRESSIONS: 9_000 }]);
    const theirs = await call('POST', `/api/report/batch?partnerId=${admin.user.partnerId}`, { cookie: other.cookie, csrf: other.csrf, body: { requests: [impressions] } });
    expect(theirs).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });

  it("reads only the campaigns of the dashboard's delivery type and channel, for top admins too; none is an empty answer", async () => {
    const stats = async (who: SignedIn, deliveryType: DashboardFilters['deliveryType'], request = impressions) =>
      rowsOf((await post(who, '/api/report/batch', { campaigns: { deliveryType, channel: platform }, requests: [request] })).body[0]);
    expect(await stats(admin, 'DECISION_TREE')).toEqual([{ IMPRESSIONS: 4_500 }]);
    expect(await stats(admin, 'ASSEMBLY')).toEqual([{ IMPRESSIONS: 6_000 }]);
    expect(await stats(franceUser, 'DECISION_TREE')).toEqual([{ IMPRESSIONS: 4_500 }]);
    expect(await stats(franceUser, 'ASSEMBLY')).toEqual([]);
    // picked campaigns stay within the scope: France is no assembly
    expect(await stats(admin, 'ASSEMBLY', overallStatsRequest({ ...filters, campaignIds: [france] }, period, ['IMPRESSIONS']))).toEqual([]);
    const otherChannel = await post(admin, '/api/report/batch', { campaigns: { deliveryType: 'ASSEMBLY', channel: `${platform}-none` }, requests: [impressions] });
    expect(rowsOf(otherChannel.body[0])).toEqual([]);
  });

  it('refuses an empty batch, one over 20 requests and an unknown scope with 422, running nothing', async () => {
    expect((await post(admin, '/api/report/batch', { requests: [] })).status).toBe(422);
    expect((await post(admin, '/api/report/batch', { requests: Array.from({ length: 21 }, () => impressions) })).status).toBe(422);
    expect((await post(admin, '/api/report/batch', { campaigns: { deliveryType: 'RANDOM', channel: null }, requests: [impressions] })).status).toBe(422);
  });
});
