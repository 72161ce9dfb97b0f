/**
 * Assemblies (001 7 'Audiences and assemblies'): the social video CSV of 001 5 imported as multipart field `file`,
 * each of the four messages of the spec as the answer (row = index + 2) with nothing stored, the Meta checks through
 * the Meta port against the embedded simulator (campaign ids of the campaign's ad account; ad set of its campaign),
 * list, get, delete, delete all, and another partner refused.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { SIM_META_TOKEN } from '@infra/local/ad-platforms-simulator/accounts';
import { ASSEMBLY_CSV_HEADER, assemblyCsv, assemblyRow } from '@tests/fixtures/assembly-csv';
import { baseUrl, call, campaignsVisible, signIn, type Answer, type SignedIn } from './client';

const GOOD = [
  assemblyRow('Fitness fans', '120210000000000101', '120210000000001011', { CTA: 'Learn more', Description: 'Zero sugar, "full" taste, 0 kcal' }),
  assemblyRow('Gamers', '120210000000000101', '120210000000001012'),
  assemblyRow('Students FR', '120210000000000102', '120210000000001022', { 'Display Link': 'sparkle.example.com' }),
];

let admin: SignedIn;
let other: SignedIn;
let campaignId: string;
let bareCampaignId: string;

beforeAll(async () => {
  [admin, other] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('other-admin@demo.test')]);
  const partner = (await partnersRepository.findByName('Demo Agency'))!;
  const nodes = await businessNodesRepository.listByPartner(partner.id);
  const at = (name: string) => nodes.find((n) => n.name === name)!.id;
  const stamp = `${Date.now()}`;
  campaignId = (await campaignsRepository.create({ partnerId: partner.id, businessNodeId: at('Germany'), name: `Assemblies ${stamp}`, platform: 'facebook' })).id;
  bareCampaignId = (await campaignsRepository.create({ partnerId: partner.id, businessNodeId: at('Beverages'), name: `Assemblies bare ${stamp}`, platform: 'facebook' })).id;
  await campaignsVisible();
});

afterEach(async () => {
  await fetch(`${process.env.AD_PLATFORMS_SIMULATOR_URL}/__simulator/faults`, { method: 'DELETE' });
});

async function upload(who: SignedIn, id: string, text: string | undefined, field = 'file'): Promise<Answer> {
  const form = new FormData();
  if (text !== undefined) form.append(field, new Blob([text], { type: 'text/csv' }), 'assemblies.csv');
  const res = await fetch(`${baseUrl()}/api/assemblies/import?campaignId=${id}`, { method: 'POST', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const list = async (id = campaignId) => (await call('GET', `/api/assemblies?campaignId=${id}`, { cookie: admin.cookie })).body;

describe('import', () => {
  it('stores one assembly per user segment, and a segment imported again keeps its assembly', async () => {
    await call('DELETE', `/api/assemblies/all?campaignId=${campaignId}`, { cookie: admin.cookie, csrf: admin.csrf });
    const first = await upload(admin, campaignId, `\uFEFF${assemblyCsv(GOOD)}\r\n\r\n`);
    expect(first.status).toBe(200);
    expect(first.body.imported).toBe(3);
    expect(first.body.assemblies.map((a: { userSegment: string }) => a.userSegment)).toEqual(['Fitness fans', 'Gamers', 'Students FR']);
    expect(first.body.assemblies[0]).toMatchObject({
      campaignId, fbCampaignId: '120210000000000101', adSetId: '120210000000001011', adName: 'Fitness fans ad', cta: 'Learn more',
      description: 'Zero sugar, "full" taste, 0 kcal', squareVideo: 'https://cdn.example.com/sq.mp4', horizontalVideo: '', displayLink: '',
    });
    const again = await upload(admin, campaignId, assemblyCsv([assemblyRow('gamers', '120210000000000101', '120210000000001012', { 'Ad Name': 'Gamers v2' })]));
    expect(again.body.imported).toBe(1);
    const after = await list();
    expect(after).toHaveLength(3);
    const gamers = after.find((a: { adName: string }) => a.adName === 'Gamers v2');
    expect(gamers._id).toBe(first.body.assemblies[1]._id);
    expect((await call('GET', `/api/assemblies/${gamers._id}`, { cookie: admin.cookie })).body).toMatchObject({ userSegment: 'gamers', adName: 'Gamers v2' });
  });

  it.each([
    ['required columns missing', assemblyCsv([assemblyRow('A', '1', '2')], ASSEMBLY_CSV_HEADER.filter((h) => h !== 'Website URL' && h !== 'CTA')), 'Upload failed. CSV is missing the following columns: ["Website URL", "CTA"].'],
    ['an empty non-nullable cell (column and row = index + 2)', assemblyCsv([GOOD[0], assemblyRow('Gamers', '120210000000000101', '120210000000001012', { 'Ad Name': '' })]), 'Upload failed. Please make sure you have included all required values (column "Ad Name", row 3).'],
    ['a CTA that is not a call to action', assemblyCsv([assemblyRow('A', '120210000000000101', '120210000000001011', { CTA: 'Buy it' }), GOOD[1], assemblyRow('C', '120210000000000102', '120210000000001021', { CTA: 'Shop' })]), 'Upload failed. Check column ["CTA"] (rows: [2, 4])'],
    ['a user segment with two ad sets', assemblyCsv([GOOD[0], assemblyRow('Fitness fans', '120210000000000101', '120210000000001012')]), 'Upload failed. Check column names ["UserSegment", "Ad Set ID"] (rows: [2, 3])'],
    ['a row without any video', assemblyCsv([GOOD[0], assemblyRow('B', '120210000000000101', '120210000000001012', { 'Square video': '', 'Vertical video': '' })]), 'Upload failed. Check column names ["Square video", "Horizontal video", "Vertical video"] (rows: [3])'],
    ["a Meta campaign outside the campaign's ad account (another account's, an unknown one)", assemblyCsv([GOOD[0], assemblyRow('B', '120210000000000201', '120210000000002011'), assemblyRow('C', '999', '998')]), 'Upload failed. Check column ["FB Campaign ID"] (rows: [3, 4])'],
    ['an ad set of another campaign', assemblyCsv([GOOD[0], assemblyRow('B', '120210000000000102', '120210000000001012')]), 'Upload failed. Check column ["Ad Set ID"] (rows: [3])'],
  ])('refuses %s with the spec message, storing nothing', async (_case, text, message) => {
    const before = await list();
    const res = await upload(admin, campaignId, text);
    expect(res).toMatchObject({ status: 422, body: { kind: 'UNPROCESSABLE_ENTITY', message } });
    expect(await list()).toEqual(before);
  });

  it('refuses a request without the file field, and a campaign whose node has no Meta ad account', async () => {
    expect(await upload(admin, campaignId, assemblyCsv(GOOD), 'csv')).toMatchObject({ status: 422, body: { message: 'Upload failed. Send the CSV as the multipart field "file".' } });
    const json = await call('POST', `/api/assemblies/import?campaignId=${campaignId}`, { cookie: admin.cookie, csrf: admin.csrf, body: { file: assemblyCsv(GOOD) } });
    expect(json.status).toBe(422);
    expect(await upload(admin, bareCampaignId, assemblyCsv(GOOD))).toMatchObject({ status: 422, body: { message: "The campaign's business node has no Meta ad account in its publishing settings" } });
  });

  it('takes a CSV past the JSON limit (3 MB, 10,000 rows) up to its own, and refuses a bigger one with 413', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => assemblyRow(`Segment ${i}`, '120210000000000101', `1202100000${String(i).padStart(8, '0')}`, { CTA: i === 9_999 ? 'Buy it' : 'shop now', 'Primary text': 'x'.repeat(200) }));
    const text = assemblyCsv(many);
    expect(text.length).toBeGreaterThan(3_000_000);
    expect(await upload(admin, campaignId, text)).toMatchObject({ status: 422, body: { message: 'Upload failed. Check column ["CTA"] (rows: [10001])' } });
    expect(await upload(admin, campaignId, text + '\r\n' + text.slice(0, 1_500_000))).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
  });

  it("answers Meta's expired token as a clear 422, storing nothing", async () => {
    await fetch(`${process.env.AD_PLATFORMS_SIMULATOR_URL}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_META_TOKEN, fault: 'expired' }) });
    const before = await list();
    const res = await upload(admin, campaignId, assemblyCsv(GOOD));
    expect(res).toMatchObject({ status: 422, body: { message: "Meta refused the token of the publishing settings: it is invalid or has expired. Enter a new one in the business node's publishing settings." } });
    expect(await list()).toEqual(before);
  });
});

describe('list, get, delete, delete all, another partner', () => {
  it("another partner's admin finds neither the campaign nor its assemblies", async () => {
    const [one] = await list();
    expect(await call('GET', `/api/assemblies?campaignId=${campaignId}`, { cookie: other.cookie })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await call('GET', `/api/assemblies/${one._id}`, { cookie: other.cookie })).toMatchObject({ status: 404, body: { message: 'Assembly not found' } });
    expect(await call('DELETE', `/api/assemblies/${one._id}`, { cookie: other.cookie, csrf: other.csrf })).toMatchObject({ status: 404 });
    expect(await call('DELETE', `/api/assemblies/all?campaignId=${campaignId}`, { cookie: other.cookie, csrf: other.csrf })).toMatchObject({ status: 404 });
    expect(await upload(other, campaignId, assemblyCsv(GOOD))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await list()).toHaveLength(3);
  });

  it('deletes one, then all', async () => {
    const [one, ...rest] = await list();
    expect(await call('DELETE', `/api/assemblies/${one._id}`, { cookie: admin.cookie, csrf: admin.csrf })).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(await call('GET', `/api/assemblies/${one._id}`, { cookie: admin.cookie })).toMatchObject({ status: 404, body: { message: 'Assembly not found' } });
    expect(await call('DELETE', `/api/assemblies/all?campaignId=${campaignId}`, { cookie: admin.cookie, csrf: admin.csrf })).toMatchObject({ status: 200, body: { deleted: rest.length } });
    expect(await list()).toEqual([]);
  });
});
