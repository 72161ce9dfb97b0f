/**
 * Concepts (000 2.5, 3, 5, 7.3): the brief upsert (Save Draft / Finish), the name unique per partner enforced in
 * storage, the debounced existence check, list with search/filters/pages, archive, settings; every call scoped to the
 * current partner and the caller's business nodes.
 */
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { emptyBrief, type Brief } from '@shared/domain/concepts';
import { accountOn, as, GHOST, nodeNamed, unique } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let ssm: SignedIn;
let ssa: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;
let sparkle: string;

beforeAll(async () => {
  [ssm, ssa, reviewer, other] = await Promise.all(
    ['selfservicemanager@demo.test', 'selfserviceadmin@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  [germany, france, sparkle] = await Promise.all(['Germany', 'France', 'Sparkle'].map(async (n) => (await nodeNamed(ssm, n))._id));
});

function draftBrief(name: string, nodes = [germany]): Brief {
  const brief = emptyBrief();
  brief.intro = { name, businessNodes: nodes, languages: ['en', 'de'] };
  brief.meta.currentStep = 'OBJECTIVES';
  return brief;
}

function fullBrief(name: string, nodes = [germany]): Brief {
  return {
    ...draftBrief(name, nodes),
    objectives: { elements: ['awareness', 'custom'], customText: 'Launch in summer' },
    channels: { google: { display: true }, facebook: { static: true, video: false } },
    // the video channel is not selected: its formats are dropped on save
    formats: { google: { display: ['300x250', '728x90'] }, facebook: { static: ['carousel'], video: ['dynamicVideo'] } },
    meta: { currentStep: 'SIGN_OFF', formats: { 'facebook.static.carousel': 5, 'facebook.video.dynamicVideo': 2 } },
    assets: (['brands', 'fonts', 'logos'] as const).map((type, i) => ({ _id: `aaaaaaaaaaaaaaaaaaaaaaa${i}`, isFromDam: false, isLink: true, name: `${type}.pdf`, url: `https://example.com/${type}.pdf`, type })),
    otherBusiness: { text: 'Bold, bright, summery.' },
    signOff: { areAgreementsAccepted: true },
  };
}

const saveDraft = (who: SignedIn, brief: Brief, _id?: string) => as(who).post('/api/concepts/brief', { ...(_id ? { _id } : {}), brief, status: 'Draft', isLastStep: false });
const finish = (who: SignedIn, brief: Brief, _id?: string) =>
  as(who).post('/api/concepts/brief', { ...(_id ? { _id } : {}), brief, status: 'StoryboardsInProgress', isLastStep: true });
const sameName = async (partnerId: string, name: string) =>
  (await conceptsRepository.listByPartner(partnerId)).filter((c) => c.name.toLowerCase() === name.toLowerCase());

describe('Save Draft and Finish', () => {
  it('Save Draft creates a Draft concept at its current step, name trimmed', async () => {
    const name = unique('Summer');
    const res = await saveDraft(ssm, draftBrief(`${name}  `));
    expect(res).toMatchObject({ status: 201, body: { name, status: 'Draft', nodeIds: [germany], archived: false, submittedBy: null } });
    expect(res.body.brief.meta.currentStep).toBe('OBJECTIVES');
    const stored = await conceptsRepository.get(res.body._id);
    expect(stored).toMatchObject({ name, status: 'Draft', partnerId: ssm.user.partnerId, createdBy: ssm.user.id });
    expect(stored!.brief.intro.languages).toEqual(['en', 'de']);
    expect((await as(ssm).get(`/api/concepts/${res.body._id}`)).body).toEqual(res.body);
  });

  it('the draft is rewritten at a later step and renamed; the old name is free again', async () => {
    const name = unique('Draft');
    const created = (await saveDraft(ssm, draftBrief(name))).body;
    const later = { ...draftBrief(unique('Renamed')), meta: { currentStep: 'FORMATS' as const, formats: {} } };
    const res = await saveDraft(ssm, later, created._id);
    expect(res).toMatchObject({ status: 200, body: { _id: created._id, name: later.intro.name, status: 'Draft' } });
    expect((await conceptsRepository.get(created._id))!.brief.meta.currentStep).toBe('FORMATS');
    expect((await saveDraft(ssm, draftBrief(name))).status).toBe(201);
  });

  it('Finish stores status StoryboardsInProgress; formats of unselected channels are dropped; a sent concept is not rewritten', async () => {
    const name = unique('Finish');
    const draft = (await saveDraft(ssm, draftBrief(name))).body;
    const res = await finish(ssm, fullBrief(name), draft._id);
    expect(res).toMatchObject({ status: 200, body: { _id: draft._id, status: 'StoryboardsInProgress', submittedBy: ssm.user.id } });
    expect(res.body.brief.formats).toEqual({ google: { display: ['300x250', '728x90'] }, facebook: { static: ['carousel'] } });
    expect(res.body.brief.meta.formats).toEqual({ 'facebook.static.carousel': 5 });
    const again = await saveDraft(ssm, draftBrief(name), draft._id);
    expect(again).toMatchObject({ status: 422, body: { message: 'This concept has already been sent to the design team' } });
    expect(await conceptsRepository.get(draft._id)).toMatchObject({ status: 'StoryboardsInProgress' });
  });

  it('Finish without a draft creates the concept sent', async () => {
    const res = await finish(ssm, fullBrief(unique('Direct')));
    expect(res).toMatchObject({ status: 201, body: { status: 'StoryboardsInProgress' } });
  });

  it.each([
    ['no agreement', (b: Brief) => ({ ...b, signOff: { areAgreementsAccepted: false } }), 'signOff'],
    ['a channel without formats', (b: Brief) => ({ ...b, formats: { google: { display: [] } } }), 'formats'],
    ['no logos', (b: Brief) => ({ ...b, assets: b.assets.filter((a) => a.type !== 'logos') }), 'assets'],
    ['no creative direction', (b: Brief) => ({ ...b, otherBusiness: { text: '  ' } }), 'otherBusiness'],
    ['custom objective without description', (b: Brief) => ({ ...b, objectives: { elements: ['custom' as const], customText: '' } }), 'customText'],
  ])('Finish with %s is refused and stores nothing', async (_label, change, path) => {
    const name = unique('Incomplete');
    const res = await finish(ssm, change(fullBrief(name)));
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await sameName(ssm.user.partnerId, name)).toHaveLength(0);
  });

  it.each([
    ['an empty name', { name: '' }, 'Required'],
    ['a name starting with a space', { name: ' Leading' }, 'Spaces are not allowed in the beginning of the name'],
    ['a name over 64 characters', { name: 'x'.repeat(65) }, undefined],
    ['no markets', { businessNodes: [] }, 'Please select at least one market'],
    ['no languages', { languages: [] }, 'Please select the language(s) your concept will use e.g. English'],
    ['an unknown language', { languages: ['xx'] }, undefined],
  ])('a draft with %s is refused', async (_label, intro, message) => {
    const brief = draftBrief(unique('Bad'));
    const res = await saveDraft(ssm, { ...brief, intro: { ...brief.intro, ...intro } });
    expect(res.status).toBe(422);
    if (message) expect([res.body.message, ...res.body.details.map((d: { message: string }) => d.message)]).toContain(message);
  });

  it('Finish must come from the last step; an unknown format is refused', async () => {
    const name = unique('Steps');
    expect(await as(ssm).post('/api/concepts/brief', { brief: fullBrief(name), status: 'StoryboardsInProgress', isLastStep: false })).toMatchObject({ status: 422 });
    const bad = fullBrief(name);
    bad.formats = { google: { display: ['301x251'] } };
    expect((await finish(ssm, bad)).status).toBe(422);
    expect(await sameName(ssm.user.partnerId, name)).toHaveLength(0);
  });
});

describe('name unique per partner, enforced in storage', () => {
  it('two simultaneous creations of one name: exactly one wins', async () => {
    const name = unique('Race');
    const answers = await Promise.all([name, name.toLowerCase(), name.toUpperCase()].map((n) => saveDraft(ssm, draftBrief(n))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.message)).toEqual(['This concept name has been used before', 'This concept name has been used before']);
    expect(await sameName(ssm.user.partnerId, name)).toHaveLength(1);
  });

  it('a rename onto a taken name is refused and changes nothing', async () => {
    const taken = (await saveDraft(ssm, draftBrief(unique('Taken')))).body;
    const mine = (await saveDraft(ssm, draftBrief(unique('Mine')))).body;
    const res = await saveDraft(ssm, draftBrief(taken.name.toUpperCase()), mine._id);
    expect(res).toMatchObject({ status: 422, body: { message: 'This concept name has been used before' } });
    expect(await conceptsRepository.get(mine._id)).toMatchObject({ name: mine.name });
  });

  it("the existence check: taken case-insensitively, the draft's own name allowed, another partner's names free", async () => {
    const created = (await saveDraft(ssm, draftBrief(unique('Exists')))).body;
    const check = (who: SignedIn, q: string) => as(who).get(`/api/concepts/name-exists?${q}`);
    expect((await check(ssm, `name=${encodeURIComponent(created.name.toLowerCase())}`)).body).toEqual({ exists: true });
    expect((await check(ssm, `name=${encodeURIComponent(created.name)}&excludeId=${created._id}`)).body).toEqual({ exists: false });
    expect((await check(ssm, `name=${encodeURIComponent(unique('Free'))}`)).body).toEqual({ exists: false });
    expect((await check(other, `name=${encodeURIComponent(created.name)}`)).body).toEqual({ exists: false });
    expect((await check(ssm, 'name=')).status).toBe(422);
  });

  it('another partner may use the same name', async () => {
    const name = unique('Shared');
    expect((await saveDraft(ssm, draftBrief(name))).status).toBe(201);
    const spain = (await nodeNamed(other, 'Spain'))._id;
    expect((await saveDraft(other, draftBrief(name, [spain]))).status).toBe(201);
  });
});

describe('list, archive, settings', () => {
  it('searches, filters by status and node, pages by 10/20/30/40', async () => {
    const tag = unique('Listed').replace(/\s/g, '');
    const drafts = await Promise.all([1, 2, 3].map((i) => saveDraft(ssm, draftBrief(`${tag} ${i}`, i === 3 ? [france] : [germany]))));
    await finish(ssm, fullBrief(`${tag} sent`));
    const list = (q: string) => as(ssm).get(`/api/concepts?search=${tag.toLowerCase()}&${q}`);
    expect((await list('')).body.total).toBe(4);
    expect((await list('status=Draft')).body.results.map((c: { name: string }) => c.name).sort()).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`]);
    expect((await list('status=StoryboardsInProgress')).body.results).toMatchObject([{ name: `${tag} sent`, status: 'StoryboardsInProgress' }]);
    expect((await list('status=Draft,StoryboardsInProgress')).body.total).toBe(4);
    expect((await list('status=Drafty')).status).toBe(422);
    expect((await list(`nodeId=${france}`)).body.results.map((c: { _id: string }) => c._id)).toEqual([drafts[2].body._id]);
    expect((await list(`nodeId=${sparkle}`)).body.total).toBe(4);
    const page = await list('limit=10&page=0');
    expect(page.body.results[0]).toMatchObject({ currentStep: expect.any(String) });
    expect(page.body.results[0].brief).toBeUndefined();
    expect((await list('limit=15')).status).toBe(422);
  });

  it('archive and unarchive move a concept between the lists', async () => {
    const c = (await saveDraft(ssm, draftBrief(unique('Archive')))).body;
    const listed = async (archived: boolean) =>
      (await as(ssm).get(`/api/concepts?archived=${archived}&search=${encodeURIComponent(c.name)}`)).body.results.map((r: { _id: string }) => r._id);
    expect(await as(ssm).put(`/api/concepts/${c._id}/archive`, {})).toMatchObject({ status: 200, body: { archived: true } });
    expect(await listed(true)).toEqual([c._id]);
    expect(await listed(false)).toEqual([]);
    expect((await as(ssm).put(`/api/concepts/${c._id}/unarchive`, {})).body.archived).toBe(false);
    expect(await listed(false)).toEqual([c._id]);
    expect(await as(ssm).put(`/api/concepts/${GHOST}/archive`, {})).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
  });

  it('settings rename and move the concept; a taken name is refused', async () => {
    const c = (await saveDraft(ssm, draftBrief(unique('Settings')))).body;
    const name = unique('Moved');
    const res = await as(ssa).put(`/api/concepts/${c._id}/settings`, { name, businessNodes: [france] });
    expect(res).toMatchObject({ status: 200, body: { name, nodeIds: [france] } });
    expect(res.body.brief.intro).toMatchObject({ name, businessNodes: [france] });
    const taken = (await saveDraft(ssm, draftBrief(unique('Occupied')))).body;
    expect(await as(ssa).put(`/api/concepts/${c._id}/settings`, { name: taken.name, businessNodes: [france] })).toMatchObject({
      status: 422,
      body: { message: 'This concept name has been used before' },
    });
    expect(await as(ssa).put(`/api/concepts/${c._id}/settings`, { name: ' Space', businessNodes: [france] })).toMatchObject({ status: 422 });
    expect(await conceptsRepository.get(c._id)).toMatchObject({ name });
  });

  it('a reviewer reads concepts but may not request one', async () => {
    expect((await as(reviewer).get('/api/concepts')).status).toBe(200);
    expect(await saveDraft(reviewer, draftBrief(unique('Reviewer')))).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});

describe('scope and tenant isolation', () => {
  it("a user on France sees neither Germany's concepts nor may file one there", async () => {
    const onFrance = await accountOn(ssm.user.partnerId, 'selfServiceManager', [france]);
    const inGermany = (await saveDraft(ssm, draftBrief(unique('Germany only')))).body;
    expect(await as(onFrance).get(`/api/concepts/${inGermany._id}`)).toMatchObject({ status: 403, body: { message: 'Access to the Concept denied' } });
    expect(await as(onFrance).put(`/api/concepts/${inGermany._id}/archive`, {})).toMatchObject({ status: 403 });
    expect(await saveDraft(onFrance, draftBrief(unique('Mine')), inGermany._id)).toMatchObject({ status: 403 });
    const ids = (await as(onFrance).get('/api/concepts?limit=40')).body.results.map((r: { _id: string }) => r._id);
    expect(ids).not.toContain(inGermany._id);
    expect(await saveDraft(onFrance, draftBrief(unique('Wrong node'), [germany]))).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
    const own = await saveDraft(onFrance, draftBrief(unique('French'), [france]));
    expect(own.status).toBe(201);
    expect((await as(onFrance).get('/api/concepts?limit=40')).body.results.map((r: { _id: string }) => r._id)).toContain(own.body._id);
  });

  it("another partner's admin cannot read, list, change or name-check Demo Agency's concepts", async () => {
    const demo = (await saveDraft(ssm, draftBrief(unique('Private')))).body;
    expect(await as(other).get(`/api/concepts/${demo._id}`)).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
    expect(await as(other).put(`/api/concepts/${demo._id}/archive`, {})).toMatchObject({ status: 404 });
    expect(await as(other).put(`/api/concepts/${demo._id}/settings`, { name: unique('Stolen'), businessNodes: [germany] })).toMatchObject({ status: 404 });
    expect(await saveDraft(other, draftBrief(unique('Hijack'), [germany]), demo._id)).toMatchObject({ status: 404 });
    expect((await as(other).get(`/api/concepts?search=${encodeURIComponent(demo.name)}`)).body.total).toBe(0);
    expect(await as(other).get(`/api/concepts?partnerId=${ssm.user.partnerId}`)).toMatchObject({ status: 403 });
    expect(await conceptsRepository.get(demo._id)).toMatchObject({ name: demo.name, archived: false, status: 'Draft' });
  });
});
