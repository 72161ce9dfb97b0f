/**
 * POST /report and POST /report/relevant-dimensions through the gateway, over fact files written here into the test
 * stack's REPORTING_DIR: per role, per partner, and bad input. The campaigns are this file's own, so facts others
 * write (the seed) do not change what is asserted.
 */
import { randomUUID } from 'node:crypto';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { customConversionEntity } from '@functions/custom-conversions/custom-conversions-repository';
import { newId } from '@functions/lib/ids';
import { createAccount } from '@functions/users/accounts';
import { parseReportTsv } from '@shared/reporting/metrics';
import { call, PASSWORD, signIn, type SignedIn, campaignsVisible } from './client';
import { writeFacts, type Fact } from './report-facts';

let demo: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;
let spain: string;
const conversionId = newId();

async function report(who: SignedIn, body: unknown, path = '/api/report') {
  return call('POST', path, { cookie: who.cookie, csrf: who.csrf, body });
}
async function rows(who: SignedIn, body: unknown) {
  const res = await report(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/tab-separated-values/);
  return parseReportTsv(res.body as string).rows;
}

beforeAll(async () => {
  demo = await signIn('admin@demo.test');
  other = await signIn('other-admin@demo.test');
  const demoNodes = await businessNodesRepository.listByPartner(demo.user.partnerId);
  const otherNodes = await businessNodesRepository.listByPartner(other.user.partnerId);
  germany = demoNodes.find((n) => n.name === 'Germany')!.id;
  // a market of this file's own beside the seeded ones, so the seed's campaigns are not on it (under Americas: the tree tests read EMEA's subtree exactly)
  const americas = demoNodes.find((n) => n.name === 'Americas')!.id;
  const franceNode = (await businessNodesRepository.create({ partnerId: demo.user.partnerId, parentId: americas, name: `Report test ${randomUUID()}`, type: 'market' })).id;
  const spainNode = otherNodes.find((n) => n.name === 'Spain')!.id;
  const campaign = (partnerId: string, businessNodeId: string, platform: string) =>
    campaignsRepository.createIfAbsent({ partnerId, businessNodeId, platform, name: `Report test ${platform}` });
  germany = (await campaign(demo.user.partnerId, germany, 'google')).id;
  france = (await campaign(demo.user.partnerId, franceNode, 'facebook')).id;
  spain = (await campaign(other.user.partnerId, spainNode, 'google')).id;
  // a user who may see France only
  await createAccount({ email: 'france-reviewer@report.test', password: PASSWORD, role: 'reviewer', partnerId: demo.user.partnerId, businessNodeIds: [franceNode] });
  await customConversionEntity().create({ id: conversionId, partnerId: demo.user.partnerId, name: 'Sign-ups', floodlightActivityIds: ['act-1'] }).go();

  const fact = (campaignId: string, partnerId: string, platform: string, day: string, impressions: number, clicks: number): Fact =>
    ({ TIMESTAMP: `2026-02-0${day}T12:00:00Z`, campaignId, partnerId, platform, source: 'adserver', variationHash: `h-${campaignId.slice(-4)}`, IMPRESSIONS: impressions, CLICKS: clicks });
  writeFacts(process.env.REPORTING_DIR!, `report-test-${randomUUID()}`, [
    fact(germany, demo.user.partnerId, 'google', '1', 1000, 20),
    fact(germany, demo.user.partnerId, 'google', '2', 3000, 40),
    { ...fact(france, demo.user.partnerId, 'facebook', '1', 500, 50), EXTERNAL_CAMPAIGN_NAME: "Summer 'sale'\tfinal" },
    fact(spain, other.user.partnerId, 'google', '1', 7000, 7),
    { TIMESTAMP: '2026-02-02T12:00:00Z', campaignId: germany, partnerId: demo.user.partnerId, platform: 'google', source: 'tracker', activityId: 'act-1', CLICK_THROUGH_CONVERSIONS: 6, VIEW_THROUGH_CONVERSIONS: 2 },
  ]);
  await campaignsVisible();
});

const byCampaign = { select: ['IMPRESSIONS', 'CLICKS', 'CTR'], groupBy: ['campaignId'], orderBy: [{ field: 'campaignId', direction: 'ASC' }] };

describe('POST /report', () => {
  it('answers tab-separated rows: header line, then one line per group', async () => {
    const res = await report(demo, { ...byCampaign, where: { campaignId: { $in: [germany] } } });
    expect(res.body).toBe(`campaignId\tIMPRESSIONS\tCLICKS\tCTR\n${germany}\t4000\t60\t0.015\n`);
  });

  it('lets top admins read every campaign of the current partner, and nothing of another partner', async () => {
    const mine = await rows(demo, { ...byCampaign, where: { campaignId: { $in: [germany, france, spain] } } });
    expect(mine.map((r) => r.campaignId).sort()).toEqual([germany, france].sort());
    // the other partner's admin asks for Demo Agency's campaigns by id and by partner: no row of them
    const theirs = await rows(other, { ...byCampaign, groupBy: ['campaignId', 'partnerId'], accessCheckFilters: { partnerId: [demo.user.partnerId] } });
    expect(theirs.map((r) => r.campaignId)).toContain(spain);
    expect(theirs.every((r) => r.partnerId === other.user.partnerId)).toBe(true);
    expect(theirs.map((r) => r.campaignId)).not.toContain(germany);
    const super_ = await signIn('super@demo.test');
    const asOther = await call('POST', `/api/report?partnerId=${other.user.partnerId}`, { cookie: super_.cookie, csrf: super_.csrf, body: { ...byCampaign, where: { campaignId: { $in: [germany, spain] } } } });
    expect(parseReportTsv(asOther.body).rows.map((r) => r.campaignId)).toEqual([spain]);
  });

  it.each(['analyst@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'selfservicereviewer@demo.test'])('%s reads the campaigns of their nodes', async (email) => {
    const user = await signIn(email);
    const seen = await rows(user, { ...byCampaign, accessCheckFilters: { campaignId: [germany, france, spain] } });
    expect(seen.map((r) => r.campaignId).sort()).toEqual([germany, france].sort());
  });

  it('narrows a user to the campaigns of their nodes and refuses campaigns and platforms outside them', async () => {
    const user = await signIn('france-reviewer@report.test');
    expect((await rows(user, byCampaign)).map((r) => r.campaignId)).toEqual([france]);
    // some asked campaigns allowed: only those are read
    expect((await rows(user, { ...byCampaign, accessCheckFilters: { campaignId: [germany, france] } })).map((r) => r.campaignId)).toEqual([france]);
    expect(await report(user, { ...byCampaign, accessCheckFilters: { campaignId: [germany] } }))
      .toMatchObject({ status: 403, body: { message: 'Wrong campaigns. User do not have access for requested campaigns' } });
    expect(await report(user, { ...byCampaign, where: { campaignId: { $in: [germany] } } })).toMatchObject({ status: 403, body: { message: 'Wrong campaigns' } });
    expect(await report(user, { ...byCampaign, where: { platform: { $in: ['google'] } } })).toMatchObject({ status: 403, body: { message: 'Wrong campaigns' } });
    expect((await rows(user, { ...byCampaign, where: { platform: { $in: ['facebook'] } } })).map((r) => r.campaignId)).toEqual([france]);
  });

  it("gives a user without accessible campaigns an empty answer; a platform filter then answers 'Wrong campaigns'", async () => {
    const user = await signIn('other-admin@demo.test');
    await createAccount({ email: 'nobody-nodes@report.test', password: PASSWORD, role: 'analyst', partnerId: other.user.partnerId, businessNodeIds: [] });
    const lonely = await signIn('nobody-nodes@report.test');
    expect((await report(lonely, byCampaign)).body).toBe('campaignId\tIMPRESSIONS\tCLICKS\tCTR\n');
    expect(await report(lonely, { ...byCampaign, where: { platform: { $in: ['google'] } } })).toMatchObject({ status: 403, body: { message: 'Wrong campaigns' } });
    expect((await rows(user, byCampaign)).length).toBeGreaterThan(0);
  });

  it('loads filter options as a split with no metrics, and matches names with quotes as they are', async () => {
    const user = await signIn('france-reviewer@report.test');
    expect(await rows(user, { groupBy: ['platform'] })).toEqual([{ platform: 'facebook' }]);
    const named = await rows(demo, { select: ['CLICKS'], groupBy: ['EXTERNAL_CAMPAIGN_NAME'], where: { EXTERNAL_CAMPAIGN_NAME: { $in: ["Summer 'sale'\tfinal"] } } });
    expect(named).toEqual([{ EXTERNAL_CAMPAIGN_NAME: "Summer 'sale'\tfinal", CLICKS: 50 }]);
  });

  it('buckets by day, counts groups, and sums custom conversions of the partner', async () => {
    const daily = await rows(demo, { select: ['IMPRESSIONS'], granularity: 'DAY', where: { campaignId: { $in: [germany] }, TIMESTAMP: { $between: ['2026-02-01', '2026-02-02'] } } });
    expect(daily).toEqual([{ TIMESTAMP: '2026-02-01T00:00:00Z', IMPRESSIONS: 1000 }, { TIMESTAMP: '2026-02-02T00:00:00Z', IMPRESSIONS: 3000 }]);
    const count = await rows(demo, { groupBy: ['campaignId'], granularity: 'DAY', count: true, where: { campaignId: { $in: [germany, france] } } });
    expect(count).toEqual([{ count: 3 }]);
    const conversions = await rows(demo, { select: [`CC_${conversionId}_TOTAL_CONVERSIONS`, `CC_${conversionId}_CVR`], where: { campaignId: { $in: [germany] } } });
    expect(conversions).toEqual([{ [`CC_${conversionId}_TOTAL_CONVERSIONS`]: 8, [`CC_${conversionId}_CVR`]: 0.002 }]);
    // the other partner does not have this conversion
    expect(await report(other, { select: [`CC_${conversionId}_TOTAL_CONVERSIONS`] })).toMatchObject({ status: 400, body: { message: 'Wrong params' } });
  });

  it.each([
    ['an unknown metric', { select: ['DROP TABLE'] }, 422],
    ['an unknown field', { groupBy: ['password'] }, 422],
    ['a limit over 10000', { select: ['CLICKS'], limit: 10001 }, 422],
    ['a malformed date', { select: ['CLICKS'], where: { TIMESTAMP: { $between: ["2026-01-01'; --", '2026-01-02'] } } }, 422],
    ['an unknown key', { select: ['CLICKS'], sql: 'SELECT 1' }, 422],
    ['$between on a field', { select: ['CLICKS'], where: { platform: { $between: ['2026-01-01', '2026-01-02'] } } }, 400],
    ['ordering by something not selected', { select: ['CLICKS'], orderBy: [{ field: 'CTR; DROP', direction: 'ASC' }] }, 400],
    ['nothing to select', {}, 400],
  ])('refuses %s with Wrong params', async (_name, body, status) => {
    expect(await report(demo, body)).toMatchObject({ status, body: { message: 'Wrong params' } });
  });

  it('needs the CSRF header and a session', async () => {
    expect((await call('POST', '/api/report', { cookie: demo.cookie, body: byCampaign })).status).toBe(403);
    expect((await call('POST', '/api/report', { body: byCampaign })).status).toBe(401);
  });
});

describe('POST /report/relevant-dimensions', () => {
  it('lists the fields with a value in the filtered rows of the caller', async () => {
    const res = await report(demo, { where: { campaignId: { $in: [germany] } } }, '/api/report/relevant-dimensions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining([{ id: 'campaignId' }, { id: 'variationHash' }, { id: 'activityId' }, { id: 'source' }]));
    expect(res.body).not.toContainEqual({ id: 'AD_GROUP_NAME' });
    expect(res.body).not.toContainEqual({ id: 'TIMESTAMP' });
  });

  it('applies the same access rules', async () => {
    const user = await signIn('france-reviewer@report.test');
    expect(await report(user, { accessCheckFilters: { campaignId: [germany] } }, '/api/report/relevant-dimensions'))
      .toMatchObject({ status: 403, body: { message: 'Wrong campaigns. User do not have access for requested campaigns' } });
    expect(await report(other, { where: { campaignId: { $in: [germany] } } }, '/api/report/relevant-dimensions'))
      .toMatchObject({ status: 403, body: { message: 'Wrong campaigns' } });
    // a top admin in the other partner filters on a Demo Agency campaign: no row, so no field
    const super_ = await signIn('super@demo.test');
    const none = await call('POST', `/api/report/relevant-dimensions?partnerId=${other.user.partnerId}`, { cookie: super_.cookie, csrf: super_.csrf, body: { where: { campaignId: { $in: [germany] } } } });
    expect(none).toMatchObject({ status: 200, body: [] });
  });
});
