/**
 * Campaign settings (001 5, 6; issue 15): basic and advanced by role (manager basic only, reviewer none), the web's
 * toast text, the market change rules and the refusals as a caller sees them with the stored campaign unchanged.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { as, nodeNamed, unique } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';
import { api, conceptWithTemplates, createCampaign, day, flight } from './campaigns-helpers';

let admin: SignedIn;
let ssManager: SignedIn;
let ssReviewer: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let germany: string;
let france: string;

beforeAll(async () => {
  [admin, ssManager, ssReviewer, manager, reviewer] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'selfservicereviewer@demo.test', 'manager@demo.test', 'reviewer@demo.test'].map((e) => signIn(e)),
  );
  [germany, france] = (await Promise.all(['Germany', 'France'].map((n) => nodeNamed(admin, n)))).map((n) => n._id);
});

describe('who sees what', () => {
  it('self-service roles get advanced settings, a manager basic, a reviewer none', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await as(ssManager).get(`/api/campaigns/${c._id}/settings`)).toMatchObject({
      status: 200,
      body: { name: c.name, businessNodeId: germany, platform: 'facebook', access: 'advanced', marketChange: { allowed: true, reason: null }, flightDates: c.settings.flightDates },
    });
    expect((await as(ssReviewer).get(`/api/campaigns/${c._id}/settings`)).body.access).toBe('advanced');
    expect((await as(manager).get(`/api/campaigns/${c._id}/settings`)).body.access).toBe('basic');
    expect(await as(reviewer).get(`/api/campaigns/${c._id}/settings`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});

describe('changes', () => {
  it('a manager changes the basic settings and gets the toast text', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const name = unique('Renamed');
    const flightDates = { start: day(3), end: day(30) };
    const res = await api(manager).patch(`/api/campaigns/${c._id}/settings`, { name, flightDates, watcherIds: [manager.user.id] });
    expect(res).toMatchObject({ status: 200, body: { message: 'Campaign settings updated successfully', settings: { name, flightDates, watcherIds: [manager.user.id], access: 'basic' } } });
    expect((await campaignsRepository.get(c._id))!).toMatchObject({ name, settings: { flightDates, watcherIds: [manager.user.id] } });
    expect((await as(admin).get(`/api/campaigns/exists?name=${encodeURIComponent(c.name)}`)).body).toEqual({ exists: false });
    // the watchers come back named, so the settings show names whatever the watchers search answers
    const named = [{ _id: manager.user.id, name: 'Mona Manager', email: 'manager@demo.test' }];
    expect(res.body.settings.watchers).toEqual(named);
    expect((await as(admin).get(`/api/campaigns/${c._id}/settings`)).body.watchers).toEqual(named);
  });

  it.each([
    ['the market', () => ({ businessNodeId: france })],
    ['the platform', () => ({ platform: 'google' })],
    ['the formats', () => ({ formats: [{ platform: 'facebook', channel: 'static', format: 'carousel' }] })],
  ])('a manager changing %s is refused and nothing changes', async (_label, change) => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const before = await campaignsRepository.get(c._id);
    const res = await api(manager).patch(`/api/campaigns/${c._id}/settings`, { name: unique('Sneaky'), ...change() });
    expect(res).toMatchObject({ status: 403, body: { message: 'Your role may change the basic settings only (name, flight dates, watchers)' } });
    expect(await campaignsRepository.get(c._id)).toEqual(before);
  });

  it('advanced changes re-derive the deliveries and personalisation type', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const res = await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, {
      platform: 'google',
      formats: [{ platform: 'google', channel: 'display', format: '300x250' }],
      deliveries: { adServer: 'TRAFFICKED' },
    });
    expect(res.body.settings).toMatchObject({ platform: 'google', deliveries: { adServer: 'TRAFFICKED' }, personalisationType: 'DECISION_TREE' });
    const video = await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { platform: 'youtube', formats: [{ platform: 'youtube', channel: 'video', format: 'trueView-16x9' }] });
    expect(video.body.settings).toMatchObject({ platform: 'youtube', deliveries: {}, personalisationType: 'ASSEMBLY' });
  });

  it.each([
    ['a flight starting in the past', () => ({ flightDates: { start: day(-2), end: day(5) } }), 422, 'Flight dates are set less than the current date'],
    ['an unknown watcher', () => ({ watcherIds: ['0123456789abcdef01234567'] }), 422, 'A watcher must be a user of this partner'],
    ['an unknown field', () => ({ archived: true }), 422, 'Wrong params'],
  ])('%s is refused and nothing changes', async (_label, change, status, message) => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const before = await campaignsRepository.get(c._id);
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, change())).toMatchObject({ status, body: { message } });
    expect(await campaignsRepository.get(c._id)).toEqual(before);
  });

  it("a rename to another campaign's name answers Already exist", async () => {
    const taken = await createCampaign(admin, { businessNodeId: germany });
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await api(manager).patch(`/api/campaigns/${c._id}/settings`, { name: taken.name.toUpperCase() })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await campaignsRepository.get(c._id))!.name).toBe(c.name);
  });
});

describe('market change (001 5)', () => {
  it('moves while nothing is selected; blocked once assets are selected', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { businessNodeId: france })).toMatchObject({ status: 200, body: { settings: { businessNodeId: france } } });
    const assetId = (await as(admin).get('/api/assets/single-files?limit=10')).body.results[0]._id;
    expect((await api(admin).put(`/api/campaigns/${c._id}`, { assets: [assetId] })).status).toBe(200);
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { businessNodeId: germany })).toMatchObject({
      status: 422,
      body: { message: 'The market cannot be changed once assets have been selected' },
    });
    expect((await as(ssManager).get(`/api/campaigns/${c._id}/settings`)).body.marketChange).toEqual({ allowed: false, reason: 'The market cannot be changed once assets have been selected' });
    expect((await campaignsRepository.get(c._id))!.businessNodeId).toBe(france);
  });

  it('selecting a concept starts the build: the market is then fixed', async () => {
    const concept = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany, france]);
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { conceptId: concept.conceptId })).toMatchObject({ status: 422, body: { message: 'Templates are not provided' } });
    const res = await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { conceptId: concept.conceptId, templateIds: concept.approved });
    expect(res).toMatchObject({ status: 200, body: { settings: { conceptId: concept.conceptId, templateIds: concept.approved, platform: 'google', deliveries: { adServer: 'NON_TRAFFICKED' } } } });
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { businessNodeId: france })).toMatchObject({
      status: 422,
      body: { message: 'The market cannot be changed while the campaign is in build: please contact your Customer Success Manager' },
    });
    const other = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany]);
    expect(await api(ssManager).patch(`/api/campaigns/${c._id}/settings`, { conceptId: other.conceptId, templateIds: other.approved })).toMatchObject({
      status: 422,
      body: { message: 'The campaign already has a creative concept' },
    });
  });

  it('a campaign from a concept answers the build reason first', async () => {
    const concept = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany]);
    const c = await createCampaign(admin, { businessNodeId: germany, conceptId: concept.conceptId, templateIds: concept.approved, flightDates: flight() });
    expect((await as(admin).get(`/api/campaigns/${c._id}/settings`)).body.marketChange).toEqual({
      allowed: false,
      reason: 'The market cannot be changed while the campaign is in build: please contact your Customer Success Manager',
    });
  });
});
