/**
 * Creatives and approvals through the gateway (001 4 'Creative statuses', 'Creative approval'; 001 6 roles; 001 7
 * 'Creatives and approvals'; 002 7; issue 17's gate and trail): the list and count, interim and final by role, the
 * records of every decision tied to the creative's version, an edit revoking, two approvers at once, the CSV, the
 * gate refusing activation called directly, request approval (outbox and notification), managed-service variations.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { approvalRecords } from '@functions/creatives/approval-records';
import { assertFinalApproved, reviseVariationGenerations } from '@functions/creatives/public';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { ROUTES } from '@functions/routes';
import Papa from 'papaparse';
import { call, campaignsVisible, signIn, type SignedIn } from './client';
import { mailsTo } from './mail-outbox';
import { campaignWithTrees, seededConcept, type SeededConcept } from './personalize-helpers';

let admin: SignedIn;
let reviewer: SignedIn;
let manager: SignedIn;
let ssReviewer: SignedIn;
let other: SignedIn;
let concept: SeededConcept;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown = {}) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body?: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body?: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

interface TreeRef {
  campaignId: string;
  treeId: string;
  base: string;
  fallbackId: string;
}

/** A campaign of the seeded concept with its google tree made by the tree job. */
async function campaignTree(): Promise<TreeRef> {
  const { campaignId, trees } = await campaignWithTrees(admin, concept, 'Creatives');
  const tree = trees.find((t) => t.platform === 'google' && t.format === 'fixed')!;
  return { campaignId, treeId: tree._id, base: `/api/campaigns/${campaignId}`, fallbackId: tree.fallbackVariantId };
}

interface CreativeView {
  _id: string;
  variantId: string;
  status: string;
  creativeVersion: string;
  approved: boolean;
  toggle: number;
  approvals: { users: { name: string; type: string }[] };
}

const creatives = async (who: SignedIn, t: TreeRef, query = '') => {
  const res = await as(who).get(`${t.base}/creatives?treeId=${t.treeId}${query}`);
  expect(res.status).toBe(200);
  return res.body.creatives as CreativeView[];
};
const approve = (who: SignedIn, t: TreeRef, body: Record<string, unknown>) => as(who).patch(`${t.base}/creatives/approvals`, { treeId: t.treeId, ...body });
const trail = async (who: SignedIn, t: TreeRef, creativeId: string) => {
  const res = await as(who).get(`${t.base}/creatives/${creativeId}/approval-trail`);
  expect(res.status).toBe(200);
  return res.body as { currentVersion: string; currentVersionNumber: number; finalApproved: boolean; records: { kind: string; level: string; cause?: string; versionNumber: number; userName: string; role: string }[] };
};
beforeAll(async () => {
  [admin, reviewer, manager, ssReviewer, other] = await Promise.all(
    ['admin@demo.test', 'reviewer@demo.test', 'manager@demo.test', 'selfservicereviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  concept = await seededConcept(admin.user.partnerId);
});

describe('GET creatives and count', () => {
  it('lists the variant formats of the tree as unapproved creatives, with what the role may do', async () => {
    const t = await campaignTree();
    const list = await as(admin).get(`${t.base}/creatives?treeId=${t.treeId}`);
    expect(list.status).toBe(200);
    const templates = (await personalizeRepository.getTree(t.treeId))!.templates.length;
    expect(list.body).toMatchObject({ treeId: t.treeId, viewmode: 'admin', viewModes: ['admin', 'client'], approvalLevels: ['interim', 'final'], defaultLevel: 'final', total: templates });
    expect(list.body.creatives.every((c: CreativeView) => c.status === 'unapproved' && c.variantId === t.fallbackId && !c.approved && c.toggle === 0)).toBe(true);
    expect(list.body.creatives[0].creativeVersion).toMatch(/^[0-9a-f]{16}$/);
    // without treeId: the first tree
    expect((await as(admin).get(`${t.base}/creatives`)).body.treeId).toBe(t.treeId);
    const count = await as(admin).get(`${t.base}/creatives/count`);
    expect(count.body).toMatchObject({ count: templates, statuses: { unapproved: templates, approved: 0 } });
  });

  it('gives each role its view modes (001 6) and keeps other partners out', async () => {
    const t = await campaignTree();
    expect((await as(reviewer).get(`${t.base}/creatives`)).body).toMatchObject({ viewmode: 'client', viewModes: ['client'], approvalLevels: ['interim'], defaultLevel: 'interim' });
    expect((await as(manager).get(`${t.base}/creatives`)).body).toMatchObject({ viewmode: 'client', approvalLevels: ['final'], defaultLevel: 'final' });
    expect((await as(ssReviewer).get(`${t.base}/creatives`)).body).toMatchObject({ viewmode: 'admin', viewModes: ['admin'] });
    const refused = await as(ssReviewer).get(`${t.base}/creatives?viewmode=client`);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role cannot open the client view' } });
    expect((await as(reviewer).get(`${t.base}/creatives?viewmode=admin`)).status).toBe(403);
    expect((await as(other).get(`${t.base}/creatives`))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await as(admin).get(`${t.base}/creatives?treeId=${newId()}`))).toMatchObject({ status: 404, body: { message: 'Failed to fetch personalize trees' } });
  });
});

describe('seeded campaigns', () => {
  it("show their live creatives final-approved by the partner's manager, with the trail saying so", async () => {
    let seeded: { campaignId: string; treeId: string } | null = null;
    for (const c of await campaignsRepository.listByPartner(admin.user.partnerId)) {
      const tree = (await personalizeRepository.listTrees(c.id)).find((t) => t.platform === 'google');
      if (tree && (await personalizeRepository.listVariants(tree.id)).some((v) => v.enabled)) seeded = { campaignId: c.id, treeId: tree.id };
      if (seeded) break;
    }
    const t = { ...seeded!, base: `/api/campaigns/${seeded!.campaignId}`, fallbackId: '' };
    const live = (await creatives(admin, t)).filter((c) => c.status === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((c) => c.approved && c.approvals.users.some((u) => u.name === 'Mona Manager' && u.type === 'Final'))).toBe(true);
    expect((await trail(admin, t, live[0]!._id)).records).toEqual([expect.objectContaining({ kind: 'approve', level: 'final', userName: 'Mona Manager' })]);
    const variations = await as(admin).get(`${t.base}/variations/list/all/all`);
    expect(variations.body.variations.length).toBeGreaterThan(0);
    expect(variations.body.variations.every((v: { approvalStatus: string }) => v.approvalStatus === 'clientApproved')).toBe(true);
  });
});

describe('PATCH creatives/approvals', () => {
  it('records a reviewer interim and a manager final approval of the same version; the gate opens only on final', async () => {
    const t = await campaignTree();
    const all = await creatives(admin, t);
    const ids = all.map((c) => c._id);
    const interim = await approve(reviewer, t, { approvals: ids });
    expect(interim.status).toBe(200);
    expect(interim.body.creatives.every((c: CreativeView) => c.status === 'interimApproved' && c.toggle === 1 && !c.approved)).toBe(true);
    expect(interim.body.creatives[0].approvals.users).toEqual([expect.objectContaining({ name: 'Remy Reviewer', type: 'Interim' })]);
    // the grid reads the flag and status the approvals keep
    expect(Object.values((await personalizeRepository.getVariant(t.fallbackId))!.formats).map((f) => [f.status, f.approved])).toEqual(ids.map(() => ['interimApproved', false]));
    await expect(assertFinalApproved({ campaignId: t.campaignId, creativeIds: ids })).rejects.toMatchObject({ statusCode: 422, message: 'Creatives need final approval of their current version' });

    const final = await approve(manager, t, { approvals: ids, final: true });
    expect(final.body.creatives.every((c: CreativeView) => c.status === 'approved' && c.approved)).toBe(true);
    expect(final.body.creatives[0].approvals.users.map((u: { type: string }) => u.type).sort()).toEqual(['Final', 'Interim']);
    expect((await personalizeRepository.getVariant(t.fallbackId))!.approved).toBe(true);
    await expect(assertFinalApproved({ campaignId: t.campaignId, creativeIds: ids })).resolves.toBeUndefined();

    const history = await trail(admin, t, ids[0]!);
    expect(history).toMatchObject({ finalApproved: true, currentVersionNumber: 1 });
    expect(history.records.map((r) => [r.kind, r.level, r.userName, r.role, r.versionNumber])).toEqual([
      ['approve', 'interim', 'Remy Reviewer', 'reviewer', 1],
      ['approve', 'final', 'Mona Manager', 'manager', 1],
    ]);
  });

  it('refuses a level the role does not give (403) and saves nothing', async () => {
    const t = await campaignTree();
    const [c] = await creatives(admin, t);
    expect(await approve(reviewer, t, { approvals: [c!._id], final: true })).toMatchObject({ status: 403, body: { message: 'Your role cannot give final approval' } });
    expect(await approve(manager, t, { approvals: [c!._id], final: false })).toMatchObject({ status: 403, body: { message: 'Your role gives final approval only' } });
    expect(await approve(ssReviewer, t, { rejections: [c!._id], final: true })).toMatchObject({ status: 403 });
    const analyst = await signIn('analyst@demo.test');
    expect((await approve(analyst, t, { approvals: [c!._id] })).status).toBe(403);
    expect(await approve(admin, t, { approvals: [newId()] })).toMatchObject({ status: 404, body: { message: 'Creative not found' } });
    expect((await approve(admin, t, { approvals: [c!._id], rejections: [c!._id] })).status).toBe(422);
    expect((await approve(admin, t, {})).status).toBe(422);
    expect((await trail(admin, t, c!._id)).records).toEqual([]);
  });

  it('rejects, withdraws (toggle 0) and keeps the status of 001 4', async () => {
    const t = await campaignTree();
    const [c] = await creatives(admin, t);
    expect((await approve(reviewer, t, { rejections: [c!._id] })).body.creatives[0]).toMatchObject({ status: 'interimRejected', toggle: -1 });
    expect((await approve(manager, t, { rejections: [c!._id] })).body.creatives[0]).toMatchObject({ status: 'rejected', toggle: -1, rejected: true });
    // the same toggle again writes nothing
    await approve(manager, t, { rejections: [c!._id] });
    expect((await approve(manager, t, { neutral: [c!._id] })).body.creatives[0]).toMatchObject({ status: 'interimRejected', toggle: 0 });
    const records = (await trail(admin, t, c!._id)).records;
    expect(records.map((r) => [r.kind, r.level, r.cause ?? null])).toEqual([
      ['reject', 'interim', null],
      ['reject', 'final', null],
      ['revoke', 'final', 'withdrawn'],
    ]);
    expect((await as(admin).get(`${t.base}/creatives/count?treeId=${t.treeId}`)).body.statuses.interimRejected).toBe(1);
  });

  it('keeps both decisions when two approvers click at once', async () => {
    const t = await campaignTree();
    const ids = (await creatives(admin, t)).map((c) => c._id);
    const [a, b] = await Promise.all([approve(reviewer, t, { approvals: ids }), approve(manager, t, { approvals: ids, final: true })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = await creatives(admin, t);
    expect(now.every((c) => c.status === 'approved' && c.approvals.users.length === 2)).toBe(true);
    expect((await trail(admin, t, ids[0]!)).records).toHaveLength(2);
  });

  it('answers 409 when the creative was edited since the caller saw it, and saves nothing', async () => {
    const t = await campaignTree();
    const [c] = await creatives(admin, t);
    const stale = await approve(manager, t, { approvals: [c!._id], versions: { [c!._id]: '0000000000000000' } });
    expect(stale).toMatchObject({ status: 409, body: { message: 'The creative was edited since you saw it: reload and approve the new version' } });
    expect((await approve(manager, t, { approvals: [c!._id], versions: { [c!._id]: c!.creativeVersion } })).status).toBe(200);
  });
});

describe('the gate and revocation', () => {
  it('refuses single and bulk activation called directly until final approval, and an edit revokes it', async () => {
    const t = await campaignTree();
    const tree = `/api/campaigns/${t.campaignId}/personalize/${t.treeId}`;
    const ids = (await creatives(admin, t)).map((c) => c._id);
    // even with the stored flag set by hand, the server's gate reads the approval of the current version
    const v = (await personalizeRepository.getVariant(t.fallbackId))!;
    await personalizeRepository.write([personalizeRepository.updateVariant(v, { approved: true, formats: Object.fromEntries(Object.entries(v.formats).map(([k, f]) => [k, { ...f, approved: true, status: 'approved' as const }])) })]);
    expect(await as(admin).patch(`${tree}/variants/${t.fallbackId}/activate`)).toMatchObject({ status: 422, body: { message: 'Variations are pending approval' } });
    const bulk = await as(admin).patch(`${tree}/bulk/variants/activate`, { variants: [{ variantId: t.fallbackId, formatIds: ids }] });
    expect(bulk.body).toMatchObject({ updated: 0, failed: 1 });
    expect(bulk.body.checklist).toContain('Creatives received final approval');

    await approve(reviewer, t, { approvals: ids });
    expect((await as(admin).patch(`${tree}/variants/${t.fallbackId}/activate`)).status).toBe(422);
    await approve(manager, t, { approvals: ids, final: true });
    expect((await as(admin).patch(`${tree}/variants/${t.fallbackId}/activate`)).status).toBe(200);
    await as(admin).patch(`${tree}/variants/${t.fallbackId}/deactivate`);

    // an edit after approval revokes it: a record naming the editor and the version replaced
    const field = Object.entries((await personalizeRepository.getVariant(t.fallbackId))!.formats[ids[0]!]!.dynamicElements).find(([, e]) => e.type === 'text')![0];
    const edit = await as(admin).patch(`${tree}/formats/dynamic-elements`, { formats: [{ variantId: t.fallbackId, formatId: ids[0] }], values: { [field]: `Edited ${newId()}` } });
    expect(edit.status).toBe(200);
    const after = await creatives(admin, t);
    expect(after.find((c) => c._id === ids[0])).toMatchObject({ status: 'unapproved', approved: false, approvals: { users: [] } });
    expect(after.find((c) => c._id === ids[1])).toMatchObject({ status: 'approved' });
    const history = await trail(admin, t, ids[0]!);
    expect(history).toMatchObject({ finalApproved: false, currentVersionNumber: 2 });
    expect(history.records.at(-1)).toMatchObject({ kind: 'revoke', cause: 'edit', level: 'final', userName: 'Ada Admin', versionNumber: 1 });
    expect(await as(admin).patch(`${tree}/variants/${t.fallbackId}/activate`)).toMatchObject({ status: 422, body: { message: 'Variations are pending approval' } });
    await expect(assertFinalApproved({ campaignId: t.campaignId, creativeIds: [ids[0]!] })).rejects.toMatchObject({ details: [{ path: ids[0] }] });
  });

  it('has no call that changes or deletes a record', () => {
    const trailRoutes = ROUTES.filter((r) => r.domain === 'creatives' && r.path.includes('approval-trail'));
    expect(trailRoutes.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(ROUTES.some((r) => r.method === 'DELETE' && r.domain === 'creatives')).toBe(false);
    expect(Object.keys(approvalRecords).sort()).toEqual(['append', 'appendNew', 'createItem', 'listByCampaign', 'listByCreative']);
  });
});

describe('approval trail CSV', () => {
  it('exports every record of the campaign with its columns, formulas escaped', async () => {
    const t = await campaignTree();
    const [c] = await creatives(admin, t);
    await approve(reviewer, t, { approvals: [c!._id], comment: '=HYPERLINK("x")' });
    await approve(manager, t, { approvals: [c!._id], final: true });
    const res = await as(manager).get(`${t.base}/approval-trail.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<string[]>(res.body as string).data;
    expect(rows[0]).toEqual(['At', 'Creative', 'Creative id', 'Variant id', 'Version', 'Version number', 'Action', 'Level', 'User', 'Email', 'Role', 'Comment', 'Cause']);
    expect(rows.slice(1).map((r) => [r[2], r[3], r[5], r[6], r[7], r[8], r[10], r[11]])).toEqual([
      [c!._id, t.fallbackId, '1', 'Approved', 'Interim', 'Remy Reviewer', 'reviewer', `'=HYPERLINK("x")`],
      [c!._id, t.fallbackId, '1', 'Approved', 'Final', 'Mona Manager', 'manager', ''],
    ]);
    expect(rows[1]![4]).toBe(c!.creativeVersion);
    expect((await as(other).get(`${t.base}/approval-trail.csv`)).status).toBe(404);
  });
});

describe('POST request-approval', () => {
  it('records the request on the campaign and the trail, mails the watcher and stores their notification', async () => {
    const t = await campaignTree();
    const before = mailsTo('manager@demo.test').length;
    const res = await as(admin).post(`${t.base}/request-approval`, { watcherIds: [manager.user._id ?? manager.user.id], isFinal: true });
    expect(res.status).toBe(200);
    expect(res.body.notified).toEqual([expect.objectContaining({ email: 'manager@demo.test', name: 'Mona Manager' })]);
    expect(res.body.notifications.finalApprovalRequestedAt).toEqual(expect.any(Number));
    expect(res.body.notifications.interimApprovalRequestedAt).toBeNull();
    const mails = mailsTo('manager@demo.test');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Final approval requested: Creatives /);
    expect(mails.at(-1)!.link).toMatch(new RegExp(`/campaigns/${t.campaignId}/creatives$`));
    const centre = await as(manager).get('/api/notifications');
    expect(centre.body.notifications[0]).toMatchObject({ source: 'campaigns', event: 'approval-requested', payload: { campaignId: t.campaignId, isFinal: true } });
    expect((await as(admin).get(`${t.base}/creatives`)).body.notifications.finalApprovalRequestedAt).toBe(res.body.notifications.finalApprovalRequestedAt);
    const [c] = await creatives(admin, t);
    expect((await trail(manager, t, c!._id)).records).toEqual([expect.objectContaining({ kind: 'request', level: 'final', userName: 'Ada Admin' })]);
  });

  it('accepts userIds, and refuses users who cannot open the campaign (422, nothing sent)', async () => {
    const t = await campaignTree();
    const interim = await as(admin).post(`${t.base}/request-approval`, { userIds: [reviewer.user._id ?? reviewer.user.id], isFinal: false });
    expect(interim.body.notifications.interimApprovalRequestedAt).toEqual(expect.any(Number));
    const before = mailsTo('other-admin@demo.test').length;
    const refused = await as(admin).post(`${t.base}/request-approval`, { watcherIds: [other.user._id ?? other.user.id], isFinal: true });
    expect(refused).toMatchObject({ status: 422, body: { message: 'The approval request can only go to users who can open this campaign' } });
    expect(mailsTo('other-admin@demo.test').length).toBe(before);
    expect((await as(admin).post(`${t.base}/request-approval`, { isFinal: true })).status).toBe(422);
  });
});

describe('managed-service variations', () => {
  async function campaignWithVariations() {
    const c = await campaignsRepository.create({ partnerId: admin.user.partnerId, businessNodeId: concept.germany, name: `Managed ${newId()}`, platform: 'google' });
    const ids: string[] = [];
    for (const size of ['300x250', '728x90']) {
      const id = newId();
      ids.push(id);
      await variationsRepository.put({ partnerId: c.partnerId, reportingHash: newId() + newId().slice(0, 8), id, campaignId: c.id, name: `Variation ${size}`, format: size, size, channels: ['display'], formats: [size], values: { headline: size }, approvalUsers: [], approved: false, rejected: false, archived: false });
    }
    await campaignsVisible();
    return { id: c.id, ids };
  }

  it('saves interim and final approvals, lists full (admins, with users) and list (others)', async () => {
    const c = await campaignWithVariations();
    const interim = await as(reviewer).put(`/api/campaigns/${c.id}/variations/approvals`, { approve: c.ids, reject: [] });
    expect(interim.status).toBe(200);
    expect(interim.body.variations.map((v: { approvalStatus: string }) => v.approvalStatus)).toEqual(['interimApproved', 'interimApproved']);
    const final = await as(manager).put(`/api/campaigns/${c.id}/variations/approvals`, { approve: [c.ids[0]], reject: [c.ids[1]], final: true });
    expect(final.body.variations.map((v: { approvalStatus: string; status: string }) => [v.approvalStatus, v.status]).sort()).toEqual([
      ['clientApproved', 'approved'],
      ['interimApproved', 'rejected'],
    ]);
    const full = await as(admin).get(`/api/campaigns/${c.id}/variations/full/display/all`);
    expect(full.status).toBe(200);
    expect(full.body.variations).toHaveLength(2);
    expect(full.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'manager@demo.test', type: 'Final' }), expect.objectContaining({ email: 'reviewer@demo.test', type: 'Interim' })]));
    expect(full.body.users.some((u: { role: string }) => u.role === 'analyst')).toBe(false);
    expect((await as(reviewer).get(`/api/campaigns/${c.id}/variations/full/display/all`)).status).toBe(403);
    const list = await as(reviewer).get(`/api/campaigns/${c.id}/variations/list/display/728x90`);
    expect(list.body.variations.map((v: { name: string; toggle: number }) => [v.name, v.toggle])).toEqual([['Variation 728x90', 1]]);
    expect((await as(reviewer).get(`/api/campaigns/${c.id}/variations/list/social/all`)).body.variations).toEqual([]);
    await expect(assertFinalApproved({ campaignId: c.id, creativeIds: [c.ids[0]!] })).resolves.toBeUndefined();
    await expect(assertFinalApproved({ campaignId: c.id })).rejects.toMatchObject({ details: [{ path: c.ids[1] }] });
    expect(await as(reviewer).put(`/api/campaigns/${c.id}/variations/approvals`, { approve: c.ids, final: true })).toMatchObject({ status: 403, body: { message: 'Your role cannot give final approval' } });
    const history = await as(admin).get(`/api/campaigns/${c.id}/creatives/${c.ids[1]}/approval-trail`);
    expect(history.body.records.map((r: { kind: string; level: string }) => [r.kind, r.level])).toEqual([
      ['approve', 'interim'],
      ['reject', 'final'],
    ]);
  });

  it('revokes the approval of a variation a regeneration moves to a template generation, with the record and the gate closed', async () => {
    const c = await campaignWithVariations();
    expect((await as(manager).put(`/api/campaigns/${c.id}/variations/approvals`, { approve: [c.ids[0]], final: true })).status).toBe(200);
    await assertFinalApproved({ campaignId: c.id, creativeIds: [c.ids[0]!] });
    const listed = (await variationsRepository.listByCampaign(c.id)).find((v) => v.id === c.ids[0])!;
    await reviseVariationGenerations([{ variation: listed, generation: 2, templateName: 'Sparkle 300x250' }], { userId: admin.user.id, name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });

    const history = (await as(admin).get(`/api/campaigns/${c.id}/creatives/${c.ids[0]}/approval-trail`)).body;
    expect(history).toMatchObject({ finalApproved: false, currentVersionNumber: 2 });
    expect(history.records.map((r: Record<string, unknown>) => [r.kind, r.level, r.cause, r.causeName, r.versionNumber, r.userName])).toEqual([
      ['approve', 'final', undefined, undefined, 1, 'Mona Manager'],
      ['revoke', 'final', 'template', 'Sparkle 300x250', 1, 'Ada Admin'],
    ]);
    expect(await variationsRepository.get(listed.partnerId, listed.reportingHash)).toMatchObject({ generation: 2, approved: false });
    await expect(assertFinalApproved({ campaignId: c.id, creativeIds: [c.ids[0]!] })).rejects.toMatchObject({ statusCode: 422, details: [{ path: c.ids[0] }] });
    // the same generation again changes nothing: no second record
    await reviseVariationGenerations([{ variation: listed, generation: 2 }], { userId: admin.user.id, name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
    expect((await as(admin).get(`/api/campaigns/${c.id}/creatives/${c.ids[0]}/approval-trail`)).body.records).toHaveLength(2);
  });
});
