/**
 * Personalize signals through the gateway (001 3 'Signal', 001 5 'Signals CSV', 001 7 signal calls): create, exist,
 * list, update and delete with names unique per tree; the segment types each platform allows; the CSV upload with
 * each rule and message, nothing stored on a refusal, duplicates reported; DV360 line item and Meta ad set imports
 * from the embedded simulator with and without excludeCompleted; tenant isolation.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { shardOf } from '@functions/personalize/signals-repository';
import { nameKey } from '@shared/domain/names';
import { as } from './business-nodes-helpers';
import { call, campaignsVisible, signIn, type SignedIn } from './client';

let manager: SignedIn;
let other: SignedIn;
let campaignId: string;
let googleTree: string;
let metaTree: string;
let secondCampaign: string;
let secondTree: string;
let germany: string;

async function campaignWithTrees(partnerId: string, nodeId: string): Promise<{ campaignId: string; google: string; meta: string }> {
  const campaign = await campaignsRepository.create({
    partnerId,
    businessNodeId: nodeId,
    name: `Signals ${newId()}`,
    platform: 'google',
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
  });
  const tree = (platform: string, format: string) => ({ id: newId(), partnerId, campaignId: campaign.id, platform, format, templates: [], location: `brief/decision-tree-template/${newId()}.json`, dimension: 'userSegment' });
  const [google, meta] = [tree('google', 'fixed'), tree('facebook', 'singleImage')];
  await personalizeRepository.write([personalizeRepository.putTree(google), personalizeRepository.putTree(meta)]);
  return { campaignId: campaign.id, google: google.id, meta: meta.id };
}

const base = (tree = googleTree, campaign = campaignId) => `/api/campaigns/${campaign}/personalize/${tree}`;
const segment = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'userSegment', segmentType: 'cmPlacement', values: ['111'], ...extra });
const upload = (csvData: string, tree = googleTree) => as(manager).post(`${base(tree)}/signals/upload`, { csvData, type: 'userSegment' });
const names = async (tree = googleTree) => ((await as(manager).get(`${base(tree)}/signals`)).body.signals as { name: string }[]).map((s) => s.name);

beforeAll(async () => {
  manager = await signIn('selfservicemanager@demo.test');
  other = await signIn('other-admin@demo.test');
  germany = (await businessNodesRepository.listByPartner(manager.user.partnerId)).find((n) => n.name === 'Germany')!.id;
  const made = await campaignWithTrees(manager.user.partnerId, germany);
  [campaignId, googleTree, metaTree] = [made.campaignId, made.google, made.meta];
  const second = await campaignWithTrees(manager.user.partnerId, germany);
  [secondCampaign, secondTree] = [second.campaignId, second.google];
  await campaignsVisible();
});

describe('signals of a tree', () => {
  it('creates, finds by name, lists by type, renames and deletes, names unique per tree whatever their case', async () => {
    const created = await as(manager).post(`${base()}/signal`, segment('Runners DE', { campaignIds: ['27000001'] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Runners DE', type: 'userSegment', segmentType: 'cmPlacement', values: ['111'], campaignIds: ['27000001'], campaignId, treeId: googleTree, revision: 1 });
    const schedule = await as(manager).post(`${base()}/signal`, { name: 'Summer weekends', type: 'schedule', startDate: '2027-06-01', endDate: '2027-08-31', daysOfWeek: [0, 6] });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);

    expect((await as(manager).get(`${base()}/signals/exist?name=${encodeURIComponent('runners de')}`)).body).toEqual({ exists: true });
    expect((await as(manager).get(`${base()}/signals/exist?name=Walkers`)).body).toEqual({ exists: false });
    // the same name in another tree is another signal
    expect((await as(manager).get(`${base(metaTree)}/signals/exist?name=Runners%20DE`)).body).toEqual({ exists: false });
    const again = await as(manager).post(`${base()}/signal`, segment(' RUNNERS de '));
    expect(again).toMatchObject({ status: 422, body: { message: 'Already exist' } });

    const segments = await as(manager).get(`${base()}/signals?type=userSegment`);
    expect(segments.body.signals.map((s: { name: string }) => s.name)).toEqual(['Runners DE']);
    const schedules = await as(manager).get(`${base()}/signals?type=schedule`);
    expect(schedules.body.signals).toEqual([expect.objectContaining({ name: 'Summer weekends', startDate: '2027-06-01', endDate: '2027-08-31', daysOfWeek: [0, 6] })]);

    // a rename that moves the name to another shard, then one onto a taken name
    let rename = 'Runners Germany';
    for (let i = 0; shardOf(nameKey(rename)) === shardOf(nameKey('Runners DE')); i++) rename = `Runners Germany ${i}`;
    const renamed = await as(manager).put(`${base()}/signals/${created.body._id}`, segment(rename, { values: ['111', '222'] }));
    expect(renamed).toMatchObject({ status: 200, body: { _id: created.body._id, name: rename, values: ['111', '222'], revision: 2 } });
    expect((await as(manager).get(`${base()}/signals/exist?name=Runners%20DE`)).body).toEqual({ exists: false });
    expect(await as(manager).put(`${base()}/signals/${created.body._id}`, segment('summer WEEKENDS'))).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await as(manager).put(`${base()}/signals/${created.body._id}`, { name: 'x', type: 'schedule', startDate: '2027-01-01', endDate: '2027-02-01' })).toMatchObject({
      status: 422,
      body: { message: 'A signal keeps its type: create a new one instead' },
    });

    const removed = await as(manager).delete(`${base()}/signals/${created.body._id}`);
    expect(removed.status).toBe(204);
    expect(await names()).not.toContain(rename);
    expect(await as(manager).delete(`${base()}/signals/${created.body._id}`)).toMatchObject({ status: 404, body: { message: 'Signal not found' } });
    expect(await as(manager).put(`${base()}/signals/${created.body._id}`, segment('Ghost'))).toMatchObject({ status: 404, body: { message: 'Signal not found' } });
  });

  it('refuses a name with a line break, a schedule ending before it starts and an unknown segment type, storing nothing', async () => {
    const broken = await as(manager).post(`${base()}/signal`, segment('Two\nlines'));
    expect(broken).toMatchObject({ status: 422, body: { message: 'Invisible or control characters are not allowed in the name' } });
    const backwards = await as(manager).post(`${base()}/signal`, { name: 'Backwards', type: 'schedule', startDate: '2027-06-02', endDate: '2027-06-01' });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain('The end date must be after the start date');
    expect((await as(manager).post(`${base()}/signal`, segment('Odd', { segmentType: 'location' }))).status).toBe(422);
    expect(await names()).not.toEqual(expect.arrayContaining(['Two\nlines', 'Backwards', 'Odd']));
  });

  it('takes on each platform only the segment types it allows (ad server all but Meta ad sets, Meta only those)', async () => {
    expect(await as(manager).post(`${base()}/signal`, segment('Fans', { segmentType: 'fbAdSet' }))).toMatchObject({
      status: 422,
      body: { message: 'The segment type fbAdSet cannot be used on a Google personalize tree' },
    });
    expect(await as(manager).post(`${base(metaTree)}/signal`, segment('Placements'))).toMatchObject({
      status: 422,
      body: { message: 'The segment type cmPlacement cannot be used on a Meta personalize tree' },
    });
    expect((await as(manager).post(`${base(metaTree)}/signal`, segment('Fans', { segmentType: 'fbAdSet', values: ['120210000000001011'] }))).status).toBe(201);
    for (const segmentType of ['custom', 'CMAd', 'dv360LineItem', 'dv360Audience', 'thirdPartyDSP']) {
      expect((await as(manager).post(`${base()}/signal`, segment(`Type ${segmentType}`, { segmentType }))).status, segmentType).toBe(201);
    }
  });

  it('answers another partner as an unknown campaign, and a tree of another campaign as an unknown tree', async () => {
    expect(await as(other).get(`${base()}/signals`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).post(`${base()}/signal`, segment('Intruder'))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(manager).get(`${base(secondTree)}/signals`)).toMatchObject({ status: 404, body: { message: 'Cannot get personalize trees' } });
    expect((await as(manager).get(`${base(secondTree, secondCampaign)}/signals`)).status).toBe(200);
  });
});

describe('signals CSV upload (001 5)', () => {
  const refusals: [string, string, string][] = [
    ['an empty file', '', 'Upload failed. CSV is missing the following columns: ["Segment name"].'],
    ['a first column other than the segment name', 'Name,Custom\na,1', 'Upload failed. CSV is missing the following columns: ["Segment name"].'],
    ['fewer than 2 header columns', 'Segment name\na', 'Upload failed. CSV is missing the following columns: ["CM Ad", "CM Dynamic Targeting Key", "CM Placement", "CM Site", "Custom", "CM360 1st party audience", "DV360 IO", "DV360 Line Item", "TTD Adgroup"].'],
    ['a header unknown for the type', 'Segment name,Colour\na,1', 'Upload failed. Check column names ["Colour"] (rows: [1])'],
    ['a Meta ad set column on an ad server tree', 'Segment name,Campaign Ids,Meta Ad Set\na,1,2', 'Upload failed. Check column names ["Meta Ad Set"] (rows: [1])'],
    ['DV360 line items without the campaign ids column', 'Segment name,DV360 Line Item\na,1', 'Upload failed. CSV is missing the following columns: ["Campaign Ids"].'],
    ['no data row', 'Segment name,Custom\n', 'Upload failed. Please make sure you have included all required values (column "Segment name", row 2).'],
    ['a row longer or shorter than the header', 'Segment name,Custom\na,1\nb\nc,1,2', 'Upload failed. Check column names ["Segment name", "Custom"] (rows: [3, 4])'],
    ['repeated names and a name of control characters only', 'Segment name,Custom\na,1\nA,2\n\u200b,3', 'Upload failed. Check column ["Segment name"] (rows: [3, 4])'],
    ['a row without any value', 'Segment name,Custom\na,1\nb, ', 'Upload failed. Please make sure you have included all required values (column "Custom", row 3).'],
    ['a line item without its campaign id', 'Segment name,Campaign Ids,DV360 Line Item\na,31000001,51000001\nb,,51000002', 'Upload failed. Please make sure you have included all required values (column "Campaign Ids", row 3).'],
  ];
  it.each(refusals)('refuses %s with the spec message and stores nothing', async (_, csv, message) => {
    const before = await names();
    expect(await upload(csv)).toMatchObject({ status: 422, body: { message } });
    expect(await names()).toEqual(before);
  });

  it('stores a good file (quoted cells, CRLF, a BOM) and counts the names the tree had already', async () => {
    await as(manager).post(`${base(secondTree, secondCampaign)}/signal`, segment('Existing one'));
    const csv = '\ufeffSegment name,Campaign Ids,DV360 Line Item\r\n"Line, one",31000001,"51000001,51000003"\r\nExisting one,31000001,51000004\r\n\r\nLine two,31000002,51000004\r\n';
    const res = await as(manager).post(`${base(secondTree, secondCampaign)}/signals/upload`, { csvData: csv, type: 'userSegment' });
    expect(res).toMatchObject({ status: 201, body: { created: 2, duplicates: 1, duplicateNames: ['Existing one'] } });
    const list = (await as(manager).get(`${base(secondTree, secondCampaign)}/signals?type=userSegment`)).body.signals;
    expect(list.map((s: { name: string; segmentType: string; values: string[]; campaignIds?: string[] }) => [s.name, s.segmentType, s.values, s.campaignIds])).toEqual([
      ['Existing one', 'cmPlacement', ['111'], undefined],
      ['Line two', 'dv360LineItem', ['51000004'], ['31000002']],
      ['Line, one', 'dv360LineItem', ['51000001', '51000003'], ['31000001']],
    ]);
  });

  it('stores every row of a file of many 64 KB slices, quoted cells crossing slice ends', async () => {
    const { campaignId: campaign, google: tree } = await campaignWithTrees(manager.user.partnerId, germany);
    // about 0.9 MB: 14 slices, each read while the shards of the one before are written
    const rows = 20_000;
    const lines = ['Segment name,Campaign Ids,DV360 Line Item'];
    for (let i = 0; i < rows; i++) lines.push(`"Segment, number ${i}",${31_000_000 + i},"${51_000_000 + i},${52_000_000 + i}"`);
    const res = await as(manager).post(`${base(tree, campaign)}/signals/upload`, { csvData: lines.join('\n'), type: 'userSegment' });
    expect(res).toMatchObject({ status: 201, body: { created: rows, duplicates: 0 } });
    const list = (await as(manager).get(`${base(tree, campaign)}/signals?type=userSegment`)).body.signals as { name: string; values: string[]; campaignIds: string[] }[];
    expect(list).toHaveLength(rows);
    const byName = new Map(list.map((s) => [s.name, s]));
    for (const i of [0, 1, 1234, 9_999, 19_999]) expect(byName.get(`Segment, number ${i}`)).toMatchObject({ values: [String(51_000_000 + i), String(52_000_000 + i)], campaignIds: [String(31_000_000 + i)] });
  });

  it('checks the type column against the segment type the user chose', async () => {
    const res = await as(manager).post(`${base()}/signals/upload`, { csvData: 'Segment name,CM Placement\nChosen,1', type: 'CM Ad' });
    expect(res).toMatchObject({ status: 422, body: { message: 'Upload failed. CSV is missing the following columns: ["CM Ad"].' } });
    const ok = await as(manager).post(`${base()}/signals/upload`, { csvData: 'Segment name,CM Ad\nChosen ad,1', type: 'CM Ad' });
    expect(ok).toMatchObject({ status: 201, body: { created: 1 } });
  });

  it('takes Meta ad sets on a Meta tree, under their legacy label too', async () => {
    const res = await upload('Segment name,Campaign Ids,FB Ad Set\nLegacy fans,120210000000000101,120210000000001011', metaTree);
    expect(res).toMatchObject({ status: 201, body: { created: 1, duplicates: 0 } });
    const [fans] = (await as(manager).get(`${base(metaTree)}/signals`)).body.signals.filter((s: { name: string }) => s.name === 'Legacy fans');
    expect(fans).toMatchObject({ segmentType: 'fbAdSet', values: ['120210000000001011'], campaignIds: ['120210000000000101'] });
  });
});

describe('imports from the ad platforms (embedded simulator)', () => {
  it('imports the DV360 line items of the chosen campaigns, leaving out finished ones when asked', async () => {
    const fresh = await campaignWithTrees(manager.user.partnerId, germany);
    await campaignsVisible();
    const url = `${base(fresh.google, fresh.campaignId)}/signals/import/lineitems`;
    const first = await as(manager).post(url, { campaignIds: ['31000001'], advertiserId: '4455667', excludeCompleted: true });
    expect(first).toMatchObject({ status: 201, body: { created: 2, duplicates: 0 } });
    const list = async () => (await as(manager).get(`${base(fresh.google, fresh.campaignId)}/signals`)).body.signals.map((s: { name: string; values: string[]; campaignIds: string[]; segmentType: string }) => [s.name, s.segmentType, s.values, s.campaignIds]);
    // 'DE 728x90 Retargeting' flew until 2026-07-31: finished
    expect(await list()).toEqual([
      ['DE 300x250 Prospecting', 'dv360LineItem', ['51000001'], ['31000001']],
      ['FR 300x600 Prospecting', 'dv360LineItem', ['51000003'], ['31000001']],
    ]);
    const all = await as(manager).post(url, { campaignIds: ['31000001', '31000002'], advertiserId: '4455667', excludeCompleted: false });
    expect(all).toMatchObject({ status: 201, body: { created: 2, duplicates: 2, duplicateNames: expect.arrayContaining(['DE 300x250 Prospecting', 'FR 300x600 Prospecting']) } });
    expect((await list()).map((row: string[]) => row[0])).toEqual(['DE 300x250 Prospecting', 'DE 728x90 Retargeting', 'DE TrueView', 'FR 300x600 Prospecting']);
    // line items are not Meta's
    expect(await as(manager).post(`${base(fresh.meta, fresh.campaignId)}/signals/import/lineitems`, { campaignIds: ['31000001'], advertiserId: '4455667', excludeCompleted: false })).toMatchObject({
      status: 422,
      body: { message: 'The segment type dv360LineItem cannot be used on a Meta personalize tree' },
    });
  });

  it('imports the ad sets of Meta campaigns of a readable ad account, leaving out ended ones when asked', async () => {
    const fresh = await campaignWithTrees(manager.user.partnerId, germany);
    await campaignsVisible();
    const url = `${base(fresh.meta, fresh.campaignId)}/signals/import/adsets`;
    const body = { campaignIds: ['120210000000000101'], facebookAdAccountId: 'act_1029384756', facebookPageId: '104857392011' };
    expect(await as(manager).post(url, { ...body, excludeCompleted: true })).toMatchObject({ status: 201, body: { created: 2, duplicates: 0 } });
    const adSets = async () => (await as(manager).get(`${base(fresh.meta, fresh.campaignId)}/signals`)).body.signals;
    // 'DE Parents 30-45' ended on 2026-08-31
    expect((await adSets()).map((s: { name: string }) => s.name)).toEqual(['DE Fitness 18-34', 'DE Gamers 18-34']);
    expect(await as(manager).post(url, { ...body, excludeCompleted: false })).toMatchObject({ status: 201, body: { created: 1, duplicates: 2 } });
    expect((await adSets()).map((s: { name: string }) => s.name)).toContain('DE Parents 30-45');

    // another partner's ad account, or a campaign of another account, answers as an unknown one
    expect(await as(manager).post(url, { ...body, facebookAdAccountId: '9988776655', campaignIds: ['120210000000000901'], excludeCompleted: false })).toMatchObject({
      status: 422,
      body: { message: "Meta has no ad account 9988776655 that the publishing settings can read. Check the business node's publishing settings." },
    });
    expect(await as(manager).post(url, { ...body, campaignIds: ['120210000000000201'], excludeCompleted: false })).toMatchObject({
      status: 422,
      body: { message: "Meta has no campaign 120210000000000201 that the publishing settings can read. Check the business node's publishing settings." },
    });
    expect(await as(manager).post(`${base(fresh.google, fresh.campaignId)}/signals/import/adsets`, { ...body, excludeCompleted: false })).toMatchObject({
      status: 422,
      body: { message: 'The segment type fbAdSet cannot be used on a Google personalize tree' },
    });
  });
});

describe('signals on variants', () => {
  it('assigns signals to variants, counts the fallback user segments, and turns a variant off when its last segment is deleted', async () => {
    const fresh = await campaignWithTrees(manager.user.partnerId, germany);
    await campaignsVisible();
    const b = base(fresh.google, fresh.campaignId);
    const variant = (name: string, isFallback: boolean) => ({ id: newId(), partnerId: manager.user.partnerId, campaignId: fresh.campaignId, treeId: fresh.google, name, formats: {}, enabled: true, isFallback });
    const [plain, fallback] = [variant('Plain', false), variant('Fallback', true)];
    await personalizeRepository.write([personalizeRepository.createVariant(plain), personalizeRepository.createVariant(fallback)]);
    const runners = (await as(manager).post(`${b}/signal`, segment('Runners'))).body;
    const walkers = (await as(manager).post(`${b}/signal`, segment('Walkers'))).body;
    const weekend = (await as(manager).post(`${b}/signal`, { name: 'Weekend', type: 'schedule', startDate: '2027-06-05', endDate: '2027-06-07' })).body;
    expect((await as(manager).get(`${b}/variants/fallback/signals/count`)).body).toEqual({ count: 0 });

    const patch = (body: unknown) => call('PATCH', `${b}/formats/signals`, { cookie: manager.cookie, csrf: manager.csrf, body });
    const assigned = await patch({ variants: [plain.id, fallback.id], userSegment: [runners._id, walkers._id], schedule: [weekend._id] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const byName = (list: { name: string }[]) => Object.fromEntries(list.map((v) => [v.name, v]));
    expect(byName(assigned.body.variants).Plain).toMatchObject({
      enabled: true,
      signals: { userSegment: [{ _id: runners._id, name: 'Runners', type: 'userSegment' }, { _id: walkers._id, name: 'Walkers', type: 'userSegment' }], schedule: [{ _id: weekend._id, name: 'Weekend', type: 'schedule' }] },
      statuses: { live: false, scheduled: true },
    });
    expect((await as(manager).get(`${b}/variants/fallback/signals/count`)).body).toEqual({ count: 2 });

    // a schedule given as a user segment, a variant of another tree: refused, nothing written
    expect(await patch({ variants: [plain.id], userSegment: [weekend._id] })).toMatchObject({ status: 422, body: { message: 'Cannot update signals' } });
    expect(await patch({ variants: [newId()], userSegment: [runners._id] })).toMatchObject({ status: 422, body: { message: 'Cannot update signals' } });
    // only the user segments given change; the schedule stays
    const fewer = await patch({ variants: [plain.id], userSegment: [runners._id] });
    expect(fewer.body.variants[0].signals).toEqual({ userSegment: [{ _id: runners._id, name: 'Runners', type: 'userSegment' }], schedule: [{ _id: weekend._id, name: 'Weekend', type: 'schedule' }] });

    // deleting its last user segment takes it out and turns the variant off; the fallback keeps running
    expect((await as(manager).delete(`${b}/signals/${runners._id}`)).status).toBe(204);
    const [afterPlain, afterFallback] = await Promise.all([personalizeRepository.getVariant(plain.id), personalizeRepository.getVariant(fallback.id)]);
    expect(afterPlain).toMatchObject({ enabled: false, signals: { userSegment: [], schedule: [weekend._id] } });
    expect(afterFallback).toMatchObject({ enabled: true, signals: { userSegment: [walkers._id], schedule: [weekend._id] } });
    expect((await as(manager).get(`${b}/variants/fallback/signals/count`)).body).toEqual({ count: 1 });
    // unassigning the fallback's last segment leaves it on
    const cleared = await patch({ variants: [fallback.id], userSegment: [] });
    expect(cleared.body.variants[0]).toMatchObject({ enabled: true, isFallback: true, signals: { userSegment: [] } });
  });
});

describe('variation performance (GET performance)', () => {
  it('answers CTR and VTR per variant format of a seeded tree from the facts, and none for a tree without any', async () => {
    const admin = await signIn('admin@demo.test');
    // the seeded reporting campaigns of the concept 'Sparkle Zero Summer Launch' have trees, variants and facts
    const seeded = (await campaignsRepository.listByPartner(admin.user.partnerId)).filter((c) => c.conceptId);
    const withTree = (await Promise.all(seeded.map(async (c) => ({ c, trees: await personalizeRepository.listTrees(c.id) })))).filter((x) => x.trees.some((t) => t.platform === 'google'));
    expect(withTree.length).toBeGreaterThan(0);
    const { c, trees } = withTree[0]!;
    const tree = trees.find((t) => t.platform === 'google')!;
    const res = await as(admin).get(`${base(tree.id, c.id)}/performance`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.threshold).toBe(50);
    const measuredFormats = res.body.formats.filter((f: { impressions: number }) => f.impressions > 0);
    expect(measuredFormats.length).toBeGreaterThan(0);
    for (const f of measuredFormats) {
      expect(f.ctr).toBeCloseTo(f.clicks / f.impressions, 10);
      expect(f.vtr).toBeCloseTo(f.videoCompletions / f.impressions, 10);
      expect(f.state).toBe(f.impressions > 50 ? 'ready' : 'gathering');
    }

    const fresh = await campaignWithTrees(manager.user.partnerId, germany);
    await campaignsVisible();
    const variant = { id: newId(), partnerId: manager.user.partnerId, campaignId: fresh.campaignId, treeId: fresh.google, name: 'No facts', formats: {}, enabled: false, isFallback: false };
    await personalizeRepository.write([personalizeRepository.createVariant(variant)]);
    expect((await as(manager).get(`${base(fresh.google, fresh.campaignId)}/performance`)).body).toEqual({ threshold: 50, formats: [] });
  });
});

describe('who may call', () => {
  it('refuses a manager and an anonymous caller', async () => {
    const mona = await signIn('manager@demo.test');
    expect((await as(mona).get(`${base()}/signals`)).status).toBe(403);
    expect((await call('GET', `${base()}/signals`)).status).toBe(401);
  });
});
