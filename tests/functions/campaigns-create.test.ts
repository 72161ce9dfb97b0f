/**
 * Creating a campaign (001 1, 5, 6, 7 'Campaigns'; issue 15): from a ready concept with approved templates or without
 * a concept, its defaults and mode, and every refusal as a caller sees it (status, the spec's message, nothing stored).
 */
import { campaignsRepository, RelatedWriteRefusedError } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { templatesRepository } from '@functions/templates/templates-repository';
import { accountOn, as, GHOST, nodeNamed, unique } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';
import { api, conceptWithTemplates, createCampaign, day, flight, type ConceptFixture } from './campaigns-helpers';

let admin: SignedIn;
let ssManager: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;
let usa: string;
let concept: ConceptFixture;

beforeAll(async () => {
  [admin, ssManager, manager, reviewer, other] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  [germany, france, usa] = (await Promise.all(['Germany', 'France', 'United States'].map((n) => nodeNamed(admin, n)))).map((n) => n._id);
  concept = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany, france]);
});

/** The partner's campaigns named so (what a refused create must not have written). */
const stored = async (name: string) => (await campaignsRepository.listByPartner(admin.user.partnerId)).filter((c) => c.name === name);

describe('from a ready concept', () => {
  it('a self-service manager creates a self-service campaign with the 001 1 defaults; its templates are then in use', async () => {
    const name = unique('Summer DE');
    const res = await as(ssManager).post('/api/campaigns', { name, businessNodeId: germany, conceptId: concept.conceptId, templateIds: concept.approved, flightDates: flight() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      partnerId: admin.user.partnerId,
      businessNodeId: germany,
      businessNodes: [germany],
      marketName: 'Germany',
      conceptId: concept.conceptId,
      platform: 'google',
      personalisationType: 'DECISION_TREE',
      mode: 'SELF_SERVICE',
      status: 'active',
      archived: false,
      deleted: false,
      qa: false,
      inBuild: true,
      createdBy: ssManager.user.id,
      tabs: ['personalize', 'creatives', 'settings', 'tools'],
      settings: { templateIds: concept.approved, deliveries: { adServer: 'NON_TRAFFICKED' }, formats: [{ platform: 'google', channel: 'display', format: '300x250' }, { platform: 'google', channel: 'display', format: '728x90' }] },
    });
    expect((await campaignsRepository.get(res.body._id))!.name).toBe(name);
    const template = await as(admin).get(`/api/templates/${concept.approved[0]}/in-use`);
    expect(template.body).toEqual({ inUse: true });
    // the concept lists its campaigns (written in the same transaction)
    expect((await as(admin).get(`/api/concepts/${concept.conceptId}`)).body.campaigns).toContain(res.body._id);
  });

  it('a template deleted (or its concept archived) between the checks and the write refuses the whole create', async () => {
    const fixture = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany]);
    const [kept, gone] = fixture.approved as [string, string];
    // what a concurrent DELETE /templates/{id} leaves: the template item gone after the create call checked it
    await templatesRepository.remove((await templatesRepository.get(gone))!);
    const name = unique('Raced');
    const id = newId();
    const related = (campaignId: string) => [templatesRepository.stillThereCheck(kept), templatesRepository.stillThereCheck(gone), conceptsRepository.campaignAddedWrite(fixture.conceptId, campaignId)];
    const write = campaignsRepository.create(
      { id, partnerId: admin.user.partnerId, businessNodeId: germany, name, platform: 'google', conceptId: fixture.conceptId, settings: { flightDates: flight(), watcherIds: [], deliveries: {}, formats: [], templateIds: [kept, gone] } },
      related,
    );
    await expect(write).rejects.toMatchObject({ index: 1 });
    await expect(write).rejects.toBeInstanceOf(RelatedWriteRefusedError);
    // nothing written: no campaign, the name free, no template in use, the concept without it
    expect(await campaignsRepository.get(id)).toBeNull();
    expect((await as(admin).get(`/api/campaigns/exists?name=${encodeURIComponent(name)}`)).body).toEqual({ exists: false });
    expect((await as(admin).get(`/api/templates/${kept}/in-use`)).body).toEqual({ inUse: false });
    expect((await conceptsRepository.get(fixture.conceptId))!.campaigns).toEqual([]);
    // with every template there the same write goes through, and the concept lists the campaign
    const created = await campaignsRepository.create(
      { id, partnerId: admin.user.partnerId, businessNodeId: germany, name, platform: 'google', conceptId: fixture.conceptId, settings: { flightDates: flight(), watcherIds: [], deliveries: {}, formats: [], templateIds: [kept] } },
      (campaignId) => [templatesRepository.stillThereCheck(kept), conceptsRepository.campaignAddedWrite(fixture.conceptId, campaignId)],
    );
    expect(created.id).toBe(id);
    expect((await conceptsRepository.get(fixture.conceptId))!.campaigns).toEqual([id]);
  });

  it('a delete that read the template before a campaign linked it refuses: the template stays, in use', async () => {
    const fixture = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany]);
    const templateId = fixture.approved[0]!;
    // what DELETE /templates/{id} read before the create committed (its in-use check found no link yet)
    const readByDelete = (await templatesRepository.get(templateId))!;
    await createCampaign(ssManager, { businessNodeId: germany, conceptId: fixture.conceptId, templateIds: [templateId] });
    expect(await templatesRepository.remove(readByDelete)).toBe(false);
    expect(await templatesRepository.get(templateId)).not.toBeNull();
    expect((await as(admin).get(`/api/templates/${templateId}/in-use`)).body).toEqual({ inUse: true });
    expect((await as(admin).delete(`/api/templates/${templateId}`)).body.message).toBe('Delete failed, entity in use');
  });

  it('a manager creates a managed-service campaign; Meta video formats make an assembly with Meta tracking delivery', async () => {
    const video = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany], 'ready', { facebook: { video: ['dynamicVideo'] } });
    const body = await createCampaign(manager, { businessNodeId: germany, conceptId: video.conceptId, templateIds: [video.approved[0]], platform: 'facebook' });
    expect(body).toMatchObject({ mode: 'MANAGED_SERVICE', platform: 'facebook', personalisationType: 'ASSEMBLY', settings: { deliveries: { meta: 'FACEBOOK_DCM_TRACKING' } } });
    expect(body.tabs).toEqual(['assets', 'audiences', 'assemblies', 'variations', 'creatives', 'tickets', 'settings', 'tools']);
  });

  it.each([
    ['no templates', () => ({ templateIds: [] }), 'Templates are not provided'],
    ['an unapproved template', () => ({ templateIds: [concept.approved[0], concept.unapproved] }), 'Only approved templates of the concept can be chosen'],
    ['a market outside the concept', () => ({ businessNodeId: usa }), "The market must be one of the concept's business nodes"],
    ['a flight starting yesterday', () => ({ flightDates: { start: day(-1), end: day(10) } }), 'Flight dates are set less than the current date'],
    ['a flight ending before it starts', () => ({ flightDates: { start: day(5), end: day(2) } }), 'The flight cannot end before it starts'],
  ])('%s is refused with its message and nothing is stored', async (_label, change, message) => {
    const name = unique('Refused');
    const res = await as(ssManager).post('/api/campaigns', { name, businessNodeId: germany, conceptId: concept.conceptId, templateIds: concept.approved, flightDates: flight(), ...change() });
    expect(res).toMatchObject({ status: 422, body: { message } });
    expect(await stored(name)).toEqual([]);
  });

  it('a concept that is not ready is refused', async () => {
    const draft = await conceptWithTemplates(admin.user.partnerId, admin.user.id, [germany], 'templatesProgress');
    const name = unique('Early');
    const res = await as(admin).post('/api/campaigns', { name, businessNodeId: germany, conceptId: draft.conceptId, templateIds: draft.approved, flightDates: flight() });
    expect(res).toMatchObject({ status: 422, body: { message: 'Campaigns can be created only from a ready concept' } });
    expect(await stored(name)).toEqual([]);
  });

  it("another partner's concept is not found", async () => {
    const res = await as(other).post('/api/campaigns', { name: unique('Theirs'), businessNodeId: GHOST, conceptId: concept.conceptId, templateIds: concept.approved, flightDates: flight() });
    expect(res.status).toBe(404);
  });
});

describe('without a concept (/campaigns/new)', () => {
  it('defaults to Meta with direct delivery and no templates', async () => {
    const body = await createCampaign(admin, { businessNodeId: france });
    expect(body).toMatchObject({ platform: 'facebook', conceptId: null, inBuild: false, mode: 'MANAGED_SERVICE', settings: { templateIds: [], formats: [], deliveries: { meta: 'FACEBOOK_DIRECT' } } });
  });

  it('keeps a chosen platform and format; templates without a concept are refused', async () => {
    const body = await createCampaign(admin, { businessNodeId: france, platform: 'youtube', formats: [{ platform: 'youtube', channel: 'video', format: 'bumper-16x9' }] });
    expect(body).toMatchObject({ platform: 'youtube', personalisationType: 'ASSEMBLY' });
    const res = await as(admin).post('/api/campaigns', { name: unique('Loose'), businessNodeId: france, templateIds: concept.approved, flightDates: flight() });
    expect(res).toMatchObject({ status: 422, body: { message: 'Only approved templates of the concept can be chosen' } });
  });

  it('an unknown format is refused by the contract', async () => {
    const res = await as(admin).post('/api/campaigns', { name: unique('Odd'), businessNodeId: france, formats: [{ platform: 'google', channel: 'display', format: '1x1' }], flightDates: flight() });
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params', details: [expect.objectContaining({ message: 'Unknown format' })] } });
  });
});

describe('names', () => {
  it('a name is unique per partner whatever its case: exists answers it and a create is refused with Already exist', async () => {
    const name = unique('Unique');
    await createCampaign(admin, { name, businessNodeId: germany });
    expect((await as(manager).get(`/api/campaigns/exists?name=${encodeURIComponent(name.toUpperCase())}`)).body).toEqual({ exists: true });
    expect((await as(manager).get(`/api/campaigns/exists?name=${encodeURIComponent(unique('Free'))}`)).body).toEqual({ exists: false });
    const res = await as(manager).post('/api/campaigns', { name: ` ${name.toLowerCase()} `, businessNodeId: germany, flightDates: flight() });
    expect(res).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await stored(name.toLowerCase())).toEqual([]);
  });

  it('of two simultaneous creates of one name exactly one is stored', async () => {
    const name = unique('Race');
    const answers = await Promise.all([admin, manager].map((who) => as(who).post('/api/campaigns', { name, businessNodeId: germany, flightDates: flight() })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body.message).toBe('Already exist');
    expect(await stored(name)).toHaveLength(1);
  });

  it("another partner may use the same name; its exists call does not see Demo Agency's", async () => {
    const name = unique('Shared');
    await createCampaign(admin, { name, businessNodeId: germany });
    expect((await as(other).get(`/api/campaigns/exists?name=${encodeURIComponent(name)}`)).body).toEqual({ exists: false });
    const spain = (await nodeNamed(other, 'Spain'))._id;
    expect((await as(other).post('/api/campaigns', { name, businessNodeId: spain, flightDates: flight() })).status).toBe(201);
  });

  it('a retried create with the same Idempotency-Key answers the first campaign and stores one', async () => {
    const name = unique('Retried');
    const body = { name, businessNodeId: germany, flightDates: flight() };
    const first = await api(admin).postOnce('/api/campaigns', body, `k-${Date.now()}`);
    const again = await api(admin).postOnce('/api/campaigns', body, `k-${Date.now() - 1}`);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    const key = unique('key').replace(/\W/g, '');
    const name2 = unique('Once');
    const a = await api(admin).postOnce('/api/campaigns', { ...body, name: name2 }, key);
    const b = await api(admin).postOnce('/api/campaigns', { ...body, name: name2 }, key);
    expect(b).toEqual(a);
    expect(await stored(name2)).toHaveLength(1);
  });
});

describe('who may create where', () => {
  it('a reviewer may not create (Access denied) and nothing is stored', async () => {
    const name = unique('Reviewer');
    expect(await as(reviewer).post('/api/campaigns', { name, businessNodeId: germany, flightDates: flight() })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await stored(name)).toEqual([]);
  });

  it('a user of France may not create on Germany (Access to the Business Node denied); an unknown node is not found', async () => {
    const french = await accountOn(admin.user.partnerId, 'selfServiceManager', [france]);
    const name = unique('Cross');
    expect(await as(french).post('/api/campaigns', { name, businessNodeId: germany, flightDates: flight() })).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
    expect(await as(french).post('/api/campaigns', { name, businessNodeId: GHOST, flightDates: flight() })).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect(await stored(name)).toEqual([]);
  });
});
