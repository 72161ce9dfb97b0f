/**
 * The personalize view's variant calls through the gateway (001 4, 5, 7, 8; ISSUE 16): the list with paging, filters
 * and counts; create, exist, rename and clone with unique names; the activation rules enforced by the server with the
 * toggle's texts; fallback, archive and format archive; edit consequences and the URL rule; bulk activation with one
 * failing variant; carousel cards; tenant isolation.
 */
import { newId } from '@functions/lib/ids';
import { personalizeRepository, type Variant } from '@functions/personalize/personalize-repository';
import { call, signIn, type SignedIn } from './client';
import { campaignWithTrees, seededConcept, type SeededConcept } from './personalize-helpers';

let admin: SignedIn;
let concept: SeededConcept;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown = {}) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body?: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
  del: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});

interface TreeRef {
  campaignId: string;
  treeId: string;
  base: string;
  fallbackId: string;
}

/** A campaign of the seeded concept with its trees made by the tree job; the tree of `platform`. */
async function treeOf(platform: 'google' | 'facebook'): Promise<TreeRef> {
  const { campaignId, trees } = await campaignWithTrees(admin, concept, 'Variants', [
    { platform: 'google', channel: 'display', format: '300x250' },
    { platform: 'facebook', channel: 'static', format: 'singleImage-square' },
  ]);
  const tree = trees.find((t) => t.platform === platform && (platform === 'facebook' || t.format === 'fixed'))!;
  return { campaignId, treeId: tree._id, base: `/api/campaigns/${campaignId}/personalize/${tree._id}`, fallbackId: tree.fallbackVariantId };
}

/**
 * What other domains do to a variant: creative approval (a final approval of every format through the creatives
 * calls: the gate reads the approval of each creative's current version), signal assignment written to the store.
 */
async function stored(id: string, change: { approve?: boolean; segment?: boolean; enabled?: boolean }): Promise<Variant> {
  const v = (await personalizeRepository.getVariant(id))!;
  if (change.segment || change.enabled !== undefined) {
    await personalizeRepository.write([
      personalizeRepository.updateVariant(v, {
        ...(change.segment ? { signals: { userSegment: [newId()], schedule: [] } } : {}),
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      }),
    ]);
  }
  if (change.approve) {
    const res = await as(admin).patch(`/api/campaigns/${v.campaignId}/creatives/approvals`, { treeId: v.treeId, approvals: Object.keys(v.formats), final: true });
    expect(res.status).toBe(200);
  }
  return (await personalizeRepository.getVariant(id))!;
}

async function create(t: TreeRef, name: string, values?: unknown) {
  const res = await as(admin).post(`${t.base}/variant`, { name, ...(values ? { values } : {}) });
  expect(res.status).toBe(201);
  return res.body.variant as { _id: string; allVariantFormatIds: string[]; formats: Record<string, { templateId: string }> };
}

/** A variant that meets every activation rule (approved, a user segment), off. */
async function ready(t: TreeRef, name: string) {
  const v = await create(t, name);
  await stored(v._id, { approve: true, segment: true });
  return v;
}

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  concept = await seededConcept(admin.user.partnerId);
});

describe('list, counts and filters', () => {
  it('pages the variants (fallback first), filters by status and search, and counts the tree', async () => {
    const t = await treeOf('google');
    for (const name of ['Berlin', 'Munich', 'Hamburg']) await create(t, name);
    const page1 = await as(admin).get(`${t.base}/variants?page=1&pageSize=2`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 4, page: 1, pageSize: 2, counts: { totalAmount: 4, archivedAmount: 0, activeAmount: 0 } });
    expect(page1.body.variants.map((v: { name: string }) => v.name)).toEqual(['Fallback', 'Berlin']);
    expect(page1.body.variants[1]).toMatchObject({ enabled: false, statuses: { live: false, scheduled: false }, signals: { userSegment: [], schedule: [] } });
    const searched = await as(admin).get(`${t.base}/variants?search=mun`);
    expect(searched.body.variants.map((v: { name: string }) => v.name)).toEqual(['Munich']);
    const ids = await as(admin).get(`${t.base}/variant-identifiers?statuses=off&search=n`);
    expect(ids.body.ids).toHaveLength(2);
    const count = await as(admin).get(`${t.base}/variants/count?statuses=off`);
    expect(count.body).toEqual({ count: 4, totalAmount: 4, archivedAmount: 0, activeAmount: 0 });
    expect((await as(admin).get(`${t.base}/variants?statuses=bogus`)).status).toBe(422);
  });

  it('answers the first page and the counts the same as a filtered read of the whole tree, after archives, activations, a bulk change and a schedule', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const made = [await ready(t, 'Alpha'), await ready(t, 'Bravo'), await ready(t, 'Charlie'), await ready(t, 'Delta')];
    const [alpha, bravo, charlie, delta] = made as [(typeof made)[number], (typeof made)[number], (typeof made)[number], (typeof made)[number]];
    expect((await as(admin).patch(`${t.base}/variants/${bravo._id}/archive`)).status).toBe(200);
    await as(admin).patch(`${t.base}/bulk/variants/activate`, { variants: [alpha, charlie].map((v) => ({ variantId: v._id, formatIds: v.allVariantFormatIds })), includeArchived: false });
    await as(admin).patch(`${t.base}/bulk/variants/deactivate`, { variants: [{ variantId: charlie._id, formatIds: charlie.allVariantFormatIds }] });
    expect((await as(admin).patch(`${t.base}/variants/${delta._id}/activate`)).status).toBe(200);

    const expected = { totalAmount: 5, archivedAmount: 1, activeAmount: 3 };
    const grid = (await as(admin).get(`${t.base}/variants?page=1&pageSize=100`)).body;
    // a filter every variant passes: the whole tree read and counted
    const whole = (await as(admin).get(`${t.base}/variants?page=1&pageSize=100&formats=${concept.templateIds.join(',')}`)).body;
    expect(grid).toMatchObject({ total: 4, counts: expected });
    expect(whole).toMatchObject({ total: 4, counts: expected });
    const byId = [alpha, charlie, delta].map((v) => v._id).sort();
    expect(grid.variants.map((v: { _id: string }) => v._id)).toEqual([t.fallbackId, ...byId]);
    expect(grid.variants).toEqual(whole.variants);
    expect((await as(admin).get(`${t.base}/variants/count`)).body).toEqual({ count: 4, ...expected });

    // a variant on with a schedule that has ended is not live: counted from the variants
    const ended = await as(admin).post(`${t.base}/signal`, { name: `Ended ${newId()}`, type: 'schedule', startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-01-02T00:00:00.000Z' });
    expect(ended.status).toBe(201);
    const v = (await personalizeRepository.getVariant(delta._id))!;
    await personalizeRepository.write([personalizeRepository.updateVariant(v, { signals: { ...v.signals, schedule: [ended.body._id] } })]);
    expect((await as(admin).get(`${t.base}/variants?page=1&pageSize=100`)).body.counts).toEqual({ ...expected, activeAmount: 2 });
  });

  it('hides archived variants unless the archived filter is on, and offers the filter groups', async () => {
    const t = await treeOf('google');
    const v = await create(t, 'Old');
    expect((await as(admin).patch(`${t.base}/variants/${v._id}/archive`)).status).toBe(200);
    expect((await as(admin).get(`${t.base}/variants`)).body).toMatchObject({ total: 1, counts: { totalAmount: 2, archivedAmount: 1 } });
    expect((await as(admin).get(`${t.base}/variants?statuses=archived`)).body.variants.map((x: { name: string }) => x.name)).toEqual(['Old']);
    const filters = await as(admin).get(`${t.base}/available-filters`);
    expect(filters.body.statuses).toEqual(['active', 'scheduled', 'scheduleEnded', 'off', 'approved', 'error', 'rejected', 'unapproved', 'archived']);
    expect(filters.body.variants.map((x: { label: string }) => x.label).sort()).toEqual(['Fallback', 'Old']);
    expect(filters.body.formats.length).toBeGreaterThan(0);
  });

  it("answers the tree's templates with their fields, possible values and a user-content preview address", async () => {
    const t = await treeOf('google');
    const res = await as(admin).get(`${t.base}/templates`);
    const t300 = res.body.templates.find((x: { size: string }) => x.size === '300x250');
    expect(t300.dynamicFields).toEqual(expect.arrayContaining([{ name: 'trigger', type: 'text', optional: false, defaultValue: 'left', possibleValues: ['left', 'right', 'none'] }]));
    expect(t300.dynamicFields.find((f: { name: string }) => f.name === 'frame1Subheadline').optional).toBe(true);
    expect(t300.previewUrl).toMatch(/\/c\//);
  });
});

describe('names', () => {
  it("creates a variant with the values given, refuses a taken name (any case) with 'Already exist', and says so through exist", async () => {
    const t = await treeOf('google');
    const templates = (await as(admin).get(`${t.base}/templates`)).body.templates as { templateId: string; size: string }[];
    const t300 = templates.find((x) => x.size === '300x250')!;
    const v = await create(t, 'Paris', { [t300.templateId]: { frame1Headline: 'Bonjour' } });
    const format = Object.values(v.formats).find((f) => f.templateId === t300.templateId) as unknown as { dynamicElements: Record<string, { value: string }>; screenshotRenderStatus: string };
    expect(format.dynamicElements.frame1Headline!.value).toBe('Bonjour');
    expect(format.screenshotRenderStatus).toBe('unrendered');
    expect(await as(admin).post(`${t.base}/variant`, { name: 'paris' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await as(admin).post(`${t.base}/variant`, { name: 'FALLBACK' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await as(admin).get(`${t.base}/variant/exist?name=PARIS`)).body).toEqual({ exists: true });
    expect((await as(admin).get(`${t.base}/variant/exist?name=Lyon`)).body).toEqual({ exists: false });
    expect((await as(admin).get(`${t.base}/variants`)).body.total).toBe(2);
  });

  it('renames a variant, refusing a taken name and freeing the old one', async () => {
    const t = await treeOf('google');
    const a = await create(t, 'Rome');
    await create(t, 'Milan');
    expect(await as(admin).patch(`${t.base}/variants/${a._id}/rename`, { name: 'milan' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await as(admin).patch(`${t.base}/variants/${a._id}/rename`, { name: 'Naples' })).toMatchObject({ status: 200, body: { variant: { name: 'Naples' } } });
    expect((await personalizeRepository.getVariant(a._id))!.name).toBe('Naples');
    expect((await as(admin).post(`${t.base}/variant`, { name: 'Rome' })).status).toBe(201);
  });

  it('clones a variant off and unapproved with its values and signals in the same tree', async () => {
    const t = await treeOf('google');
    const a = await ready(t, 'Source');
    const res = await as(admin).post(`${t.base}/variant/clone`, { variantId: a._id, name: 'Source copy' });
    expect(res).toMatchObject({ status: 201, body: { variant: { name: 'Source copy', enabled: false, isFallback: false, approved: false } } });
    const copy = (await personalizeRepository.getVariant(res.body.variant._id))!;
    expect(copy.signals.userSegment).toEqual((await personalizeRepository.getVariant(a._id))!.signals.userSegment);
    expect(Object.keys(copy.formats)).toHaveLength(a.allVariantFormatIds.length);
    expect(await as(admin).post(`${t.base}/variant/clone`, { variantId: a._id, name: 'source' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    const targets = await as(admin).get(`/api/campaigns/personalize/list-accessible-to-clone?variantId=${a._id}`);
    expect(targets.body.campaigns.find((c: { _id: string }) => c._id === t.campaignId).trees).toEqual([{ _id: t.treeId, platform: 'google', format: 'fixed' }]);
  });
});

describe('activation rules (server side, the toggle texts)', () => {
  it('needs the fallback on, a user segment and final approval, in that order; then turns on', async () => {
    const t = await treeOf('google');
    const v = await create(t, 'Lisbon');
    const activate = () => as(admin).patch(`${t.base}/variants/${v._id}/activate`);
    expect(await activate()).toMatchObject({ status: 422, body: { message: 'Turn ON the Fallback Variant to activate other Variants' } });
    expect(await as(admin).patch(`${t.base}/variants/${t.fallbackId}/activate`)).toMatchObject({ status: 422, body: { message: 'Variations are pending approval' } });
    await stored(t.fallbackId, { approve: true });
    expect(await as(admin).patch(`${t.base}/variants/${t.fallbackId}/activate`)).toMatchObject({ status: 200, body: { variant: { enabled: true, statuses: { live: true } } } });
    expect(await activate()).toMatchObject({ status: 422, body: { message: 'Add a user segment to activate the toggle.' } });
    await stored(v._id, { segment: true });
    expect(await activate()).toMatchObject({ status: 422, body: { message: 'Variations are pending approval' } });
    await stored(v._id, { approve: true });
    expect(await activate()).toMatchObject({ status: 200, body: { variant: { enabled: true } } });
    expect((await personalizeRepository.getVariant(v._id))!.enabled).toBe(true);
    expect((await as(admin).get(`${t.base}/variants/count`)).body.activeAmount).toBe(2);
  });

  it('turning off the fallback turns off every other variant', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const v = await ready(t, 'Oslo');
    await stored(v._id, { enabled: true });
    const res = await as(admin).patch(`${t.base}/variants/${t.fallbackId}/deactivate`);
    expect(res).toMatchObject({ status: 200, body: { variant: { enabled: false }, changed: [{ _id: v._id, enabled: false }] } });
    expect((await personalizeRepository.getVariant(v._id))!.enabled).toBe(false);
  });

  it("archives a variant (off) but never the fallback; an archived variant answers 'Variant is archived'; restore brings it back", async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const v = await ready(t, 'Vienna');
    await stored(v._id, { enabled: true });
    expect(await as(admin).patch(`${t.base}/variants/${t.fallbackId}/archive`)).toMatchObject({ status: 422, body: { message: 'The fallback variant cannot be archived' } });
    expect(await as(admin).patch(`${t.base}/variants/${v._id}/archive`)).toMatchObject({ status: 200, body: { variant: { archived: true, enabled: false } } });
    expect(await as(admin).patch(`${t.base}/variants/${v._id}/activate`)).toMatchObject({ status: 422, body: { message: 'Variant is archived' } });
    expect(await as(admin).patch(`${t.base}/variants/${v._id}/restore`)).toMatchObject({ status: 200, body: { variant: { archived: false } } });
    expect((await as(admin).patch(`${t.base}/variants/${v._id}/activate`)).status).toBe(200);
  });

  it('archives a format (the variant goes off, and cannot become the fallback) and restores it', async () => {
    const t = await treeOf('google');
    const v = await ready(t, 'Prague');
    const formatId = v.allVariantFormatIds[0]!;
    expect(await as(admin).patch(`${t.base}/variants/${t.fallbackId}/formats/${Object.keys((await personalizeRepository.getVariant(t.fallbackId))!.formats)[0]}/archive`)).toMatchObject({
      status: 422,
      body: { message: 'Formats of the fallback variant cannot be archived' },
    });
    const res = await as(admin).patch(`${t.base}/variants/${v._id}/formats/${formatId}/archive`);
    expect(res.body.variant.formats[formatId].archived).toBe(true);
    expect(await as(admin).patch(`${t.base}/variants/${v._id}/fallback`)).toMatchObject({ status: 422, body: { message: 'Cannot set as fallback' } });
    expect((await as(admin).patch(`${t.base}/variants/${v._id}/formats/${formatId}/restore`)).body.variant.formats[formatId].archived).toBe(false);
    expect((await as(admin).patch(`${t.base}/variants/${v._id}/formats/${newId()}/archive`)).status).toBe(404);
  });

  it('sets a new fallback: the tree points at it, and the previous one (segments, new one enabled) is disabled', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, segment: true, enabled: true });
    const v = await ready(t, 'Madrid');
    await stored(v._id, { enabled: true });
    const res = await as(admin).patch(`${t.base}/variants/${v._id}/fallback`);
    expect(res).toMatchObject({ status: 200, body: { variant: { isFallback: true }, changed: [{ _id: t.fallbackId, isFallback: false, enabled: false }] } });
    expect((await personalizeRepository.getTree(t.treeId))!.fallbackVariantId).toBe(v._id);
    expect((await as(admin).get(`${t.base}/variants`)).body.variants[0]._id).toBe(v._id);
  });
});

describe('set as fallback never takes a live fallback off air (001 4 activation rules)', () => {
  it('refuses a new, unapproved, inactive variant while the fallback is live, for every role; the live fallback stays on', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const fresh = await create(t, 'Unapproved newcomer');
    const reviewer = await signIn('selfservicereviewer@demo.test');
    for (const who of [admin, reviewer]) {
      expect(await as(who).patch(`${t.base}/variants/${fresh._id}/fallback`)).toMatchObject({
        status: 422,
        body: { message: 'Cannot set as fallback', details: [{ path: 'variantId', message: 'Variations are pending approval' }] },
      });
    }
    expect((await personalizeRepository.getTree(t.treeId))!.fallbackVariantId).toBe(t.fallbackId);
    expect(await personalizeRepository.getVariant(t.fallbackId)).toMatchObject({ isFallback: true, enabled: true });
    expect(await personalizeRepository.getVariant(fresh._id)).toMatchObject({ isFallback: false, enabled: false });
    // so other variants can still be turned on
    const other = await ready(t, 'Still activatable');
    expect(await as(admin).patch(`${t.base}/variants/${other._id}/activate`)).toMatchObject({ status: 200, body: { variant: { enabled: true } } });
  });

  it('hands a live fallback to an approved variant, which goes on in its place', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const next = await create(t, 'Approved successor');
    await stored(next._id, { approve: true });
    const res = await as(admin).patch(`${t.base}/variants/${next._id}/fallback`);
    expect(res).toMatchObject({ status: 200, body: { variant: { _id: next._id, isFallback: true, enabled: true }, changed: [{ _id: t.fallbackId, isFallback: false, enabled: false }] } });
    expect(await personalizeRepository.getVariant(next._id)).toMatchObject({ isFallback: true, enabled: true });
    const other = await ready(t, 'After handover');
    expect((await as(admin).patch(`${t.base}/variants/${other._id}/activate`)).status).toBe(200);
  });

  it('while the fallback is off nothing is live to lose: any offered variant may take the role, off', async () => {
    const t = await treeOf('google');
    const fresh = await create(t, 'Draft fallback');
    expect(await as(admin).patch(`${t.base}/variants/${fresh._id}/fallback`)).toMatchObject({ status: 200, body: { variant: { isFallback: true, enabled: false } } });
  });

  it('the switch is allowed to exactly the roles that may turn a variant on', async () => {
    const { ROUTES } = await import('@functions/routes');
    const accessOf = (operation: string) => ROUTES.find((r) => r.domain === 'personalize' && r.operation === operation)!.access;
    expect(accessOf('set-fallback-variant')).toBe(accessOf('activate-variant'));
  });
});

describe('edits (001 4 consequences, 001 5 URL rule)', () => {
  it('an edit of an active approved variant turns it off and sends its creative for approval', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const v = await ready(t, 'Athens');
    const before = await stored(v._id, { enabled: true });
    const formatId = Object.values(before.formats).find((f) => f.dynamicElements.frame1Headline)!.id;
    const res = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats: [{ variantId: v._id, formatId }], values: { frame1Headline: 'Kalimera' } });
    expect(res.status).toBe(200);
    expect(res.body.variants).toHaveLength(1);
    const after = (await personalizeRepository.getVariant(v._id))!;
    expect(after).toMatchObject({ enabled: false, approved: false });
    expect(after.formats[formatId]).toMatchObject({ status: 'unapproved', approved: false, dynamicElements: { frame1Headline: { value: 'Kalimera' } } });
    expect((await personalizeRepository.getVariant(t.fallbackId))!.enabled).toBe(true);
  });

  it('an edit of the fallback turns every variant off', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const v = await ready(t, 'Sofia');
    await stored(v._id, { enabled: true });
    const fallback = (await personalizeRepository.getVariant(t.fallbackId))!;
    const formatId = Object.values(fallback.formats).find((f) => f.dynamicElements.frame1Headline)!.id;
    const res = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats: [{ variantId: t.fallbackId, formatId }], values: { frame1Headline: 'Hello all' } });
    expect(res.body.variants.map((x: { _id: string; enabled: boolean }) => [x._id, x.enabled])).toEqual([
      [t.fallbackId, false],
      [v._id, false],
    ]);
    expect((await personalizeRepository.getVariant(v._id))!.enabled).toBe(false);
  });

  it('refuses a URL without a protocol and a value outside the possible values, changing nothing', async () => {
    const t = await treeOf('google');
    const v = await create(t, 'Dublin');
    const formats = v.allVariantFormatIds.map((formatId) => ({ variantId: v._id, formatId }));
    expect(await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats, values: { landingPage1: 'www.example.com' } })).toMatchObject({
      status: 422,
      body: { message: 'URLs need a protocol (http, https or ftp)' },
    });
    expect(await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats, values: { trigger: 'up' } })).toMatchObject({
      status: 422,
      body: { message: 'The value of trigger must be one of its possible values' },
    });
    expect((await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats, values: { landingPage1: 'https://example.com/ie' } })).status).toBe(200);
    const stored1 = (await personalizeRepository.getVariant(v._id))!;
    expect(Object.values(stored1.formats).some((f) => f.dynamicElements.landingPage1?.value === 'https://example.com/ie')).toBe(true);
    expect(Object.values(stored1.formats).every((f) => f.dynamicElements.trigger === undefined || f.dynamicElements.trigger.value === 'left')).toBe(true);
  });
});

describe('edits chosen by filters (PATCH formats/dynamic-elements with filters)', () => {
  const headlines = async (id: string) => {
    const v = (await personalizeRepository.getVariant(id))!;
    return Object.values(v.formats).filter((f) => f.dynamicElements.frame1Headline).map((f) => [f.templateId, f.dynamicElements.frame1Headline!.value]);
  };

  it('edits every format of the variants the filters pass, of the templates the formats filter names; filters narrow given formats', async () => {
    const t = await treeOf('google');
    const lisbon = await create(t, 'Lisbon');
    const porto = await create(t, 'Porto');
    const faro = await create(t, 'Faro');
    expect((await as(admin).patch(`${t.base}/variants/${faro._id}/archive`)).status).toBe(200);
    const untouched = { porto: await headlines(porto._id), faro: await headlines(faro._id), fallback: await headlines(t.fallbackId) };

    // no formats: the variants the search passes, all their formats with the field
    const bySearch = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { values: { frame1Headline: 'Bom dia' }, filters: { search: 'lisb' } });
    expect(bySearch.status, JSON.stringify(bySearch.body)).toBe(200);
    expect(bySearch.body.variants.map((v: { name: string }) => v.name)).toEqual(['Lisbon']);
    expect((await headlines(lisbon._id)).every(([, value]) => value === 'Bom dia')).toBe(true);
    expect(await headlines(porto._id)).toEqual(untouched.porto);
    expect(await headlines(t.fallbackId)).toEqual(untouched.fallback);

    // the formats filter: only that template's format of the variant
    const [templateId] = untouched.porto[0]!;
    const byTemplate = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { values: { frame1Headline: 'Boa tarde' }, filters: { variants: [porto._id, faro._id], formats: [templateId] } });
    expect(byTemplate.body.variants.map((v: { name: string }) => v.name)).toEqual(['Porto']);
    expect(await headlines(porto._id)).toEqual(untouched.porto.map(([id, value]) => [id, id === templateId ? 'Boa tarde' : value]));
    // an archived variant is not edited through the filters
    expect(await headlines(faro._id)).toEqual(untouched.faro);

    // formats given and filters: the filters narrow them
    const formats = [lisbon, porto].flatMap((v) => v.allVariantFormatIds.map((formatId) => ({ variantId: v._id, formatId })));
    const narrowed = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { formats, values: { frame1Headline: 'Boa noite' }, filters: { search: 'porto' } });
    expect(narrowed.body.variants.map((v: { name: string }) => v.name)).toEqual(['Porto']);
    expect((await headlines(porto._id)).every(([, value]) => value === 'Boa noite')).toBe(true);
    expect((await headlines(lisbon._id)).every(([, value]) => value === 'Bom dia')).toBe(true);
  });

  it('refuses a call with neither formats nor filters, changing nothing', async () => {
    const t = await treeOf('google');
    const res = await as(admin).patch(`${t.base}/formats/dynamic-elements`, { values: { frame1Headline: 'Nada' } });
    expect(res.status).toBe(400);
    expect(await headlines(t.fallbackId)).not.toContainEqual([expect.any(String), 'Nada']);
  });
});

describe('bulk activation', () => {
  it('turns on the variants that pass and reports the one that fails with its checklist item', async () => {
    const t = await treeOf('google');
    await stored(t.fallbackId, { approve: true, enabled: true });
    const good = [await ready(t, 'One'), await ready(t, 'Two')];
    const bad = await create(t, 'Three');
    await stored(bad._id, { approve: true });
    const variants = [...good, bad].map((v) => ({ variantId: v._id, formatIds: v.allVariantFormatIds }));
    const res = await as(admin).patch(`${t.base}/bulk/variants/activate`, { variants, includeArchived: false });
    expect(res).toMatchObject({ status: 200, body: { updated: 2, failed: 1, errors: ['Three: Variants have at least one user segment'], checklist: ['Variants have at least one user segment'] } });
    expect((await personalizeRepository.getVariant(good[0]!._id))!.enabled).toBe(true);
    expect((await personalizeRepository.getVariant(bad._id))!.enabled).toBe(false);

    const partial = await as(admin).patch(`${t.base}/bulk/variants/deactivate`, { variants: [{ variantId: good[0]!._id, formatIds: good[0]!.allVariantFormatIds.slice(1) }, { variantId: good[1]!._id, formatIds: good[1]!.allVariantFormatIds }] });
    expect(partial.body).toMatchObject({ updated: 1, failed: 1, checklist: ['All formats within variants selected'] });
    expect((await personalizeRepository.getVariant(good[1]!._id))!.enabled).toBe(false);
  });
});

describe('carousel cards (Meta)', () => {
  it('adds cards up to 10 and removes down to 2, with the publishing field names; not on the ad server', async () => {
    const t = await treeOf('facebook');
    const v = await create(t, 'Carousel');
    const add = await as(admin).post(`${t.base}/cards/new`, { variantId: v._id });
    expect(add).toMatchObject({ status: 200, body: { variant: { cardsCount: 4 } } });
    expect(Object.keys(Object.values(add.body.variant.formats as Record<string, { dynamicElements: object }>)[0]!.dynamicElements)).toEqual(
      expect.arrayContaining(['card1Image', 'card4Image', 'card4Headline', 'card4Description', 'card4WebsiteUrl']),
    );
    for (let n = 5; n <= 10; n++) expect((await as(admin).post(`${t.base}/cards/new`, { variantId: v._id })).body.variant.cardsCount).toBe(n);
    expect(await as(admin).post(`${t.base}/cards/new`, { variantId: v._id })).toMatchObject({ status: 422, body: { message: 'Cards cannot exceed the maximum of 10' } });
    for (let n = 9; n >= 2; n--) expect((await as(admin).del(`${t.base}/cards/latest?variantId=${v._id}`)).body.variant.cardsCount).toBe(n);
    expect(await as(admin).del(`${t.base}/cards/latest?variantId=${v._id}`)).toMatchObject({ status: 422, body: { message: 'A carousel has at least 2 cards' } });
    const g = await treeOf('google');
    const gv = await create(g, 'Display');
    expect(await as(admin).post(`${g.base}/cards/new`, { variantId: gv._id })).toMatchObject({ status: 422, body: { message: 'Cards are only on carousel trees' } });
  });
});

describe('tenant isolation', () => {
  it("answers another partner's admin 'Campaign not found' and changes nothing; a variant of another tree is not found", async () => {
    const t = await treeOf('google');
    const v = await create(t, 'Mine');
    const other = await signIn('other-admin@demo.test');
    expect(await as(other).get(`${t.base}/variants`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).patch(`${t.base}/variants/${v._id}/rename`, { name: 'Theirs' })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await as(other).get(`/api/campaigns/personalize/list-accessible-to-clone?variantId=${v._id}`)).status).toBe(404);
    expect((await personalizeRepository.getVariant(v._id))!.name).toBe('Mine');
    const u = await treeOf('google');
    expect(await as(admin).get(`${u.base}/variants/${v._id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
  });
});
