/**
 * Reading, listing and the campaign states (001 4 'Campaign', 7 'Campaigns'): get and list as each caller sees them
 * (another partner: 'Campaign not found'; another business node: 'Access to the Campaign denied'), the list's views,
 * search, filters and pages, lock, archive, delete and restore with their states in the views, and a template in use.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { accountOn, as, GHOST, nodeNamed, unique } from './business-nodes-helpers';
import { campaignsVisible, signIn, type SignedIn } from './client';
import { api, conceptWithTemplates, createCampaign } from './campaigns-helpers';

let admin: SignedIn;
let ssAdmin: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let analyst: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;

beforeAll(async () => {
  [admin, ssAdmin, manager, reviewer, analyst, other] = await Promise.all(
    ['admin@demo.test', 'selfserviceadmin@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'analyst@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  [germany, france] = (await Promise.all(['Germany', 'France'].map((n) => nodeNamed(admin, n)))).map((n) => n._id);
});

const list = async (who: SignedIn, query: string) => {
  const res = await as(who).get(`/api/campaigns?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (body: { items: { name: string }[] }) => body.items.map((c) => c.name);

describe('get and tenant isolation', () => {
  it('a reviewer reads a campaign; another partner gets Campaign not found; a user of France gets Access to the Campaign denied', async () => {
    const campaign = await createCampaign(admin, { businessNodeId: germany });
    expect(await as(reviewer).get(`/api/campaigns/${campaign._id}`)).toMatchObject({ status: 200, body: { _id: campaign._id, name: campaign.name } });
    expect(await as(other).get(`/api/campaigns/${campaign._id}`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(admin).get(`/api/campaigns/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    const french = await accountOn(admin.user.partnerId, 'selfServiceManager', [france]);
    expect(await as(french).get(`/api/campaigns/${campaign._id}`)).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await api(french).patch(`/api/campaigns/${campaign._id}/lock`)).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await api(other).patch(`/api/campaigns/${campaign._id}/delete`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await campaignsRepository.get(campaign._id))!).toMatchObject({ status: 'active', qa: false });
    expect((await as(analyst).get(`/api/campaigns/${campaign._id}`)).status).toBe(403);
  });

  it("the list shows only the caller's partner and nodes, as reporting's filters do", async () => {
    const tag = unique('Isolated').replace(/\s/g, '');
    const de = await createCampaign(admin, { name: `${tag} DE`, businessNodeId: germany });
    const fr = await createCampaign(admin, { name: `${tag} FR`, businessNodeId: france });
    const french = await accountOn(admin.user.partnerId, 'selfServiceManager', [france]);
    expect(names(await list(french, `search=${tag}`))).toEqual([fr.name]);
    expect(names(await list(other, `search=${tag}`))).toEqual([]);
    expect(names(await list(admin, `search=${tag}`))).toEqual([fr.name, de.name]);
    await campaignsVisible();
    const filters = await as(french).get('/api/report/filters');
    const reported = filters.body.campaigns.map((c: { id: string }) => c.id);
    expect(reported).toContain(fr._id);
    expect(reported).not.toContain(de._id);
  });
});

describe('list', () => {
  it('searches case-insensitively, filters, pages newest first with the total and the count of each view', async () => {
    const tag = unique('Paged').replace(/\s/g, '');
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createCampaign(admin, { name: `${tag} ${String(i).padStart(2, '0')}`, businessNodeId: i % 2 ? france : germany }));
    const first = await list(manager, `search=${tag.toLowerCase()}&limit=10`);
    expect(first).toMatchObject({ total: 12, page: 0, limit: 10 });
    expect(names(first)).toEqual(made.slice(2).reverse().map((c) => c.name));
    expect(names(await list(manager, `search=${tag}&limit=10&page=1`))).toEqual([made[1].name, made[0].name]);
    const french = await list(manager, `search=${tag}&businessNodeId=${france}&limit=20`);
    expect(french.total).toBe(6);
    expect(french.items.every((c: { marketName: string }) => c.marketName === 'France')).toBe(true);
    expect((await list(manager, `search=${tag}&platform=google`)).total).toBe(0);
    expect((await list(manager, `search=${tag}&platform=facebook,google&mode=MANAGED_SERVICE`)).total).toBe(12);
    expect(first.counts.active).toBeGreaterThanOrEqual(12);
  });

  it('a campaign written by another container is in the list at once (the list version it bumped)', async () => {
    const name = unique('Elsewhere');
    const written = await campaignsRepository.createIfAbsent({ partnerId: admin.user.partnerId, businessNodeId: germany, platform: 'google', name });
    expect((await list(admin, `search=${encodeURIComponent(name)}`)).items).toEqual([expect.objectContaining({ _id: written.id, mode: 'MANAGED_SERVICE', qa: false, flightDates: null })]);
    await campaignsRepository.setStatus(written, 'archived');
    expect((await list(admin, `search=${encodeURIComponent(name)}`)).total).toBe(0);
    expect(names(await list(admin, `search=${encodeURIComponent(name)}&view=archived`))).toEqual([name]);
  });

  it('refuses a page size outside 10/20/30/40 and an unknown view', async () => {
    expect(await as(manager).get('/api/campaigns?limit=15')).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(manager).get('/api/campaigns?view=trash')).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });
});

describe('lock, archive, delete, restore', () => {
  it('each state shows in exactly one view; restore brings a deleted campaign back; refusals change nothing', async () => {
    const tag = unique('States').replace(/\s/g, '');
    const c = await createCampaign(admin, { name: `${tag} one`, businessNodeId: germany });
    const views = async () => {
      const [active, archived, deleted] = await Promise.all(['active', 'archived', 'deleted'].map((v) => list(admin, `search=${tag}&view=${v}`)));
      return { active: names(active), archived: names(archived), deleted: names(deleted) };
    };
    expect(await views()).toEqual({ active: [c.name], archived: [], deleted: [] });

    expect(await api(manager).put(`/api/campaigns/${c._id}/archive`, { archived: true })).toMatchObject({ status: 200, body: { status: 'archived', archived: true, deleted: false } });
    expect(await views()).toEqual({ active: [], archived: [c.name], deleted: [] });
    expect(await api(reviewer).put(`/api/campaigns/${c._id}/archive`, { archived: false })).toMatchObject({ status: 403 });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/delete`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/restore`)).toMatchObject({ status: 403 });
    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/restore`)).toMatchObject({ status: 422, body: { message: 'Only a deleted campaign can be restored' } });

    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/delete`)).toMatchObject({ status: 200, body: { status: 'deleted', archived: false, deleted: true } });
    expect(await views()).toEqual({ active: [], archived: [], deleted: [c.name] });
    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/lock`)).toMatchObject({ status: 422, body: { message: 'The campaign is deleted: restore it first' } });
    expect(await api(manager).put(`/api/campaigns/${c._id}/archive`, { archived: false })).toMatchObject({ status: 422, body: { message: 'The campaign is deleted: restore it first' } });
    expect((await as(admin).get(`/api/campaigns/${c._id}`)).body).toMatchObject({ deleted: true });

    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/restore`)).toMatchObject({ status: 200, body: { status: 'active', deleted: false } });
    expect(await views()).toEqual({ active: [c.name], archived: [], deleted: [] });
  });

  it('lock sets qa and keeps settings and publishing until unlocked; reviewers and managers may not lock', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/lock`)).toMatchObject({ status: 403 });
    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/lock`)).toMatchObject({ status: 200, body: { qa: true } });
    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/lock`)).toMatchObject({ status: 200, body: { qa: true } });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/settings`, { name: unique('Locked') })).toMatchObject({ status: 422, body: { message: 'The campaign is locked' } });
    expect(await api(admin).put(`/api/campaigns/${c._id}`, { publishing: { integrations: ['facebook'] } })).toMatchObject({ status: 422, body: { message: 'The campaign is locked' } });
    expect((await campaignsRepository.get(c._id))!).toMatchObject({ name: c.name, qa: true });
    expect(await api(ssAdmin).patch(`/api/campaigns/${c._id}/unlock`)).toMatchObject({ status: 200, body: { qa: false } });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/settings`, { name: `${c.name} v2` })).toMatchObject({ status: 200 });
  });
});

describe('templates in use', () => {
  it('a template a campaign chose cannot be deleted, unapproved or archived away; after the campaign is deleted it can', async () => {
    const concept = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany]);
    const [used, spare] = concept.approved as [string, string];
    const c = await createCampaign(admin, { businessNodeId: germany, conceptId: concept.conceptId, templateIds: [used] });
    expect((await as(admin).get(`/api/concepts/${concept.conceptId}/templates`)).body.templates.find((t: { _id: string }) => t._id === used)).toMatchObject({ inUse: true });
    expect(await as(admin).delete(`/api/templates/${used}`)).toMatchObject({ status: 422, body: { message: 'Delete failed, entity in use' } });
    expect(await as(manager).post(`/api/templates/${used}/unapprove`, {})).toMatchObject({ status: 422, body: { message: 'Update failed, entity in use' } });
    expect(await as(admin).put(`/api/templates/${used}/generations/1/archive`, {})).toMatchObject({ status: 422, body: { message: 'Update failed, entity in use' } });
    expect((await as(admin).get(`/api/templates/${used}`)).body).toMatchObject({ approved: true, archived: false });
    expect((await as(admin).get(`/api/templates/${spare}/in-use`)).body).toEqual({ inUse: false });

    expect((await api(admin).patch(`/api/campaigns/${c._id}/delete`)).status).toBe(200);
    expect((await as(admin).get(`/api/templates/${used}/in-use`)).body).toEqual({ inUse: false });
    expect((await api(admin).patch(`/api/campaigns/${c._id}/restore`)).status).toBe(200);
    expect((await as(admin).get(`/api/templates/${used}/in-use`)).body).toEqual({ inUse: true });
    expect((await api(admin).patch(`/api/campaigns/${c._id}/delete`)).status).toBe(200);
    expect((await as(admin).delete(`/api/templates/${used}`)).status).toBe(204);
  });
});
