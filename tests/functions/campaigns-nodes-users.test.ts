/**
 * The business-node and user calls of issue 15 (001 7 'Business nodes', 'Users in this area'): available channels,
 * allowed campaigns for work and for analysis (agreeing with the campaign calls and reporting), a node's path,
 * whether a node is active, and the watchers of a market.
 */
import { accountOn, as, GHOST, nodeNamed, unique } from './business-nodes-helpers';
import { campaignsVisible, signIn, type SignedIn } from './client';
import { api, createCampaign } from './campaigns-helpers';

let admin: SignedIn;
let manager: SignedIn;
let analyst: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;
let emea: string;

beforeAll(async () => {
  [admin, manager, analyst, reviewer, other] = await Promise.all(
    ['admin@demo.test', 'manager@demo.test', 'analyst@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  [germany, france, emea] = (await Promise.all(['Germany', 'France', 'EMEA'].map((n) => nodeNamed(admin, n)))).map((n) => n._id);
});

describe('available channels', () => {
  it('a channel is available when the node or a node above it holds what its platform needs', async () => {
    const node = (await as(admin).post('/api/business-nodes', { parentId: emea, name: unique('Channels'), type: 'market' })).body;
    const before = await as(manager).get(`/api/business-nodes/available-channels?nodeId=${node._id}`);
    expect(before.status).toBe(200);
    expect(before.body.every((c: { available: boolean }) => !c.available)).toBe(true);
    expect((await as(admin).put(`/api/business-nodes/${node._id}/publishing`, { facebookAdAccountId: 'act_1', facebookPageId: 'p1' })).status).toBe(200);
    const after = (await as(manager).get(`/api/business-nodes/available-channels?nodeId=${node._id}`)).body;
    expect(after.filter((c: { available: boolean }) => c.available)).toEqual([
      { platform: 'facebook', channel: 'static', available: true, configuredOnNodeId: node._id },
      { platform: 'facebook', channel: 'video', available: true, configuredOnNodeId: node._id },
    ]);
    expect(await as(manager).get('/api/business-nodes/available-channels')).toMatchObject({ status: 422 });
    expect(await as(other).get(`/api/business-nodes/available-channels?nodeId=${node._id}`)).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect(await as(analyst).get(`/api/business-nodes/available-channels?nodeId=${node._id}`)).toMatchObject({ status: 403 });
  });
});

describe('allowed campaigns', () => {
  it('work lists leave deleted campaigns out, analysis lists keep them; both only the caller’s nodes', async () => {
    const de = await createCampaign(admin, { businessNodeId: germany });
    const fr = await createCampaign(admin, { businessNodeId: france });
    const gone = await createCampaign(admin, { businessNodeId: france });
    expect((await api(admin).patch(`/api/campaigns/${gone._id}/delete`)).status).toBe(200);
    const french = await accountOn(admin.user.partnerId, 'manager', [france]);
    await campaignsVisible();
    const ids = (body: { _id: string }[]) => body.map((c) => c._id);
    const work = ids((await as(french).get('/api/business-nodes/allowed-campaigns')).body);
    expect(work).toContain(fr._id);
    expect(work).not.toContain(gone._id);
    expect(work).not.toContain(de._id);
    const analysis = ids((await as(french).get('/api/business-nodes/allowed-analyze-campaigns')).body);
    expect(analysis).toEqual(expect.arrayContaining([fr._id, gone._id]));
    expect(analysis).not.toContain(de._id);
    expect((await as(analyst).get('/api/business-nodes/allowed-analyze-campaigns')).status).toBe(200);
    expect((await as(analyst).get('/api/business-nodes/allowed-campaigns')).status).toBe(403);
    expect(ids((await as(other).get('/api/business-nodes/allowed-analyze-campaigns')).body)).not.toContain(fr._id);
  });
});

describe('initial and isActive', () => {
  it('initial answers the path from the root; a node the caller cannot read is refused', async () => {
    const path = await as(manager).get(`/api/business-nodes/initial/${germany}`);
    expect(path.body.map((n: { name: string }) => n.name)).toEqual(['Beverages', 'Sparkle', 'Sparkle Zero', 'EMEA', 'Germany']);
    const french = await accountOn(admin.user.partnerId, 'manager', [france]);
    expect((await as(french).get(`/api/business-nodes/initial/${france}`)).body.map((n: { allowed: boolean }) => n.allowed)).toEqual([false, false, false, false, true]);
    expect(await as(french).get(`/api/business-nodes/initial/${germany}`)).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
    expect(await as(manager).get(`/api/business-nodes/initial/${GHOST}`)).toMatchObject({ status: 404 });
  });

  it('a node is active while an active campaign runs on it or below', async () => {
    const node = (await as(admin).post('/api/business-nodes', { parentId: emea, name: unique('Active'), type: 'market' })).body;
    expect((await as(manager).get(`/api/business-nodes/${node._id}/isActive`)).body).toEqual({ isActive: false });
    const c = await createCampaign(admin, { businessNodeId: node._id });
    expect((await as(manager).get(`/api/business-nodes/${node._id}/isActive`)).body).toEqual({ isActive: true });
    expect((await as(manager).get(`/api/business-nodes/${emea}/isActive`)).body).toEqual({ isActive: true });
    await api(admin).put(`/api/campaigns/${c._id}/archive`, { archived: true });
    expect((await as(manager).get(`/api/business-nodes/${node._id}/isActive`)).body).toEqual({ isActive: false });
  });
});

describe('watchers', () => {
  it('answers active users of the partner who may work on the market, by role and input', async () => {
    const french = await accountOn(admin.user.partnerId, 'selfServiceReviewer', [france]);
    const all = await as(manager).get(`/api/users/watchers?marketId=${germany}`);
    expect(all.status).toBe(200);
    const emails = all.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['manager@demo.test', 'reviewer@demo.test']));
    expect(emails).not.toContain(french.user.email);
    expect(emails).not.toContain('other-admin@demo.test');
    const managers = await as(manager).get(`/api/users/watchers?marketId=${germany}&allowedRoles=manager,selfServiceManager&input=MAN`);
    expect(managers.body.every((u: { role: string }) => ['manager', 'selfServiceManager'].includes(u.role))).toBe(true);
    expect(managers.body.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(['manager@demo.test', 'selfservicemanager@demo.test']));
    expect((await as(manager).get(`/api/users/watchers?marketId=${france}`)).body.map((u: { email: string }) => u.email)).toContain(french.user.email);
    expect(await as(manager).get(`/api/users/watchers?marketId=${germany}&allowedRoles=boss`)).toMatchObject({ status: 422 });
    expect(await as(other).get(`/api/users/watchers?marketId=${germany}`)).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect((await as(reviewer).get(`/api/users/watchers?marketId=${germany}`)).status).toBe(403);
  });
});
