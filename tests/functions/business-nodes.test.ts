/**
 * The business-node tree (001 7 'Business nodes'): the tree per role with its access flags, add, rename and delete
 * with the spec's messages, tenant isolation, and migration of campaigns, users, integrations and subscribers.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { signIn, type SignedIn, campaignsVisible } from './client';
import { accountOn, as, GHOST, nodeNamed, treeOf, unique } from './business-nodes-helpers';

let superUser: SignedIn;
let admin: SignedIn;
let manager: SignedIn;
let other: SignedIn;
let demoId: string;

beforeAll(async () => {
  [superUser, admin, manager, other] = await Promise.all(['super', 'admin', 'manager', 'other-admin'].map((u) => signIn(`${u}@demo.test`)));
  demoId = admin.user.partnerId;
});

describe('the tree per role', () => {
  it('shows a top admin the whole seeded tree, nested, every node write-allowed', async () => {
    const res = await as(admin).get('/api/business-nodes');
    expect(res.status).toBe(200);
    const [root] = res.body;
    expect(root).toMatchObject({ name: 'Beverages', type: 'division', parentId: null, writeAllowed: true });
    expect(root.children[0]).toMatchObject({ name: 'Sparkle', type: 'brand', parentId: root._id });
    const names = (await treeOf(admin)).map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(['Beverages', 'Sparkle', 'Sparkle Zero', 'EMEA', 'Americas', 'Germany', 'France', 'United States']));
    expect((await treeOf(admin)).every((n) => n.allowed && n.readAllowed && n.writeAllowed)).toBe(true);
  });

  it('lets any signed-in user of the partner read the tree of their nodes', async () => {
    const nodes = await treeOf(manager);
    expect(nodes.map((n) => n.name)).toContain('Germany');
  });

  it('shows a user assigned to a region the path above it as read-only and nothing beside it', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const scoped = await accountOn(demoId, 'selfServiceAdmin', [emea._id]);
    const nodes = await treeOf(scoped);
    const byName = Object.fromEntries(nodes.map((n) => [n.name, n]));
    expect(Object.keys(byName)).not.toContain('Americas');
    expect(Object.keys(byName)).not.toContain('United States');
    expect(byName.Beverages).toMatchObject({ readAllowed: true, allowed: false, writeAllowed: false });
    expect(byName.EMEA).toMatchObject({ allowed: true, writeAllowed: true });
    expect(byName.Germany).toMatchObject({ allowed: true, writeAllowed: true });
    const writable = await as(scoped).get('/api/business-nodes/write-allowed-nodes');
    // other test files may add markets under EMEA meanwhile: the seeded ones are there, nothing outside EMEA is
    const names: string[] = writable.body.map((n: { name: string }) => n.name);
    expect(names).toEqual(expect.arrayContaining(['EMEA', 'France', 'Germany']));
    for (const outside of ['Beverages', 'Americas', 'United States']) expect(names).not.toContain(outside);
  });

  it("shows the other partner's admin none of Demo Agency's nodes", async () => {
    const names = (await treeOf(other)).map((n) => n.name);
    expect(names).toContain('Outdoor');
    expect(names).not.toContain('Beverages');
    expect(names).not.toContain('Germany');
  });
});

describe('add, rename, delete', () => {
  it('adds a child with a trimmed name, and refuses the same name among siblings in any case', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const name = unique('Austria');
    const res = await as(admin).post('/api/business-nodes', { parentId: emea._id, name: `  ${name}  `, type: 'market' });
    expect(res).toMatchObject({ status: 201, body: { name, type: 'market', parentId: emea._id } });
    const again = await as(superUser).post('/api/business-nodes', { parentId: emea._id, name: name.toUpperCase(), type: 'market' });
    expect(again).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await treeOf(admin)).filter((n) => n.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('refuses an empty or too long name and a type that cannot sit under the parent, storing nothing', async () => {
    const germany = await nodeNamed(admin, 'Germany');
    const emea = await nodeNamed(admin, 'EMEA');
    const before = (await treeOf(admin)).length;
    expect(await as(admin).post('/api/business-nodes', { parentId: emea._id, name: '   ', type: 'market' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(admin).post('/api/business-nodes', { parentId: emea._id, name: 'x'.repeat(101), type: 'market' })).toMatchObject({ status: 422 });
    expect(await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('Bad'), type: 'castle' })).toMatchObject({ status: 422 });
    const underMarket = await as(admin).post('/api/business-nodes', { parentId: germany._id, name: unique('Berlin'), type: 'region' });
    expect(underMarket).toMatchObject({ status: 422, body: { message: 'This node type cannot be placed here' } });
    expect((await treeOf(admin)).length).toBe(before);
  });

  it("refuses a parent outside the caller's write-allowed nodes", async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const sparkle = await nodeNamed(admin, 'Sparkle');
    const scoped = await accountOn(demoId, 'selfServiceAdmin', [emea._id]);
    const res = await as(scoped).post('/api/business-nodes', { parentId: sparkle._id, name: unique('Snacks'), type: 'product' });
    expect(res).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
    const root = await as(scoped).post('/api/business-nodes', { name: unique('Root'), type: 'division' });
    expect(root).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
    expect((await as(scoped).put(`/api/business-nodes/${sparkle._id}`, { name: unique('Renamed') })).status).toBe(403);
    expect((await as(scoped).post('/api/business-nodes', { parentId: emea._id, name: unique('Italy'), type: 'market' })).status).toBe(201);
  });

  it('refuses node edits to roles outside admins and the self-service admin', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const res = await as(manager).post('/api/business-nodes', { parentId: emea._id, name: unique('Spain'), type: 'market' });
    expect(res).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });

  it('renames a node, refusing a sibling name', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const created = await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('Polska'), type: 'market' });
    expect((await as(admin).put(`/api/business-nodes/${created.body._id}`, { name: 'germany' })).body).toMatchObject({ message: 'Already exist' });
    const name = unique('Poland');
    expect(await as(admin).put(`/api/business-nodes/${created.body._id}`, { name })).toMatchObject({ status: 200, body: { name } });
    expect((await treeOf(admin)).find((n) => n._id === created.body._id)?.name).toBe(name);
  });

  it('deletes an unused node; a node with children or users is in use and stays', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const res = await as(admin).delete(`/api/business-nodes/${emea._id}`);
    expect(res).toMatchObject({ status: 422, body: { message: 'Delete failed, entity in use' } });
    const leaf = await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('Greece'), type: 'market' });
    await accountOn(demoId, 'manager', [leaf.body._id]);
    expect((await as(admin).delete(`/api/business-nodes/${leaf.body._id}`)).body).toMatchObject({ message: 'Delete failed, entity in use' });
    expect((await treeOf(admin)).some((n) => n._id === leaf.body._id)).toBe(true);

    const unused = await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('Malta'), type: 'market' });
    expect((await as(admin).delete(`/api/business-nodes/${unused.body._id}`)).status).toBe(204);
    expect((await treeOf(admin)).some((n) => n._id === unused.body._id)).toBe(false);
    // Its name is free again among the siblings.
    expect((await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unused.body.name, type: 'market' })).status).toBe(201);
  });
});

describe('tenant isolation', () => {
  it("answers 'Business node was not found' for Demo Agency's nodes to the other partner's admin", async () => {
    const germany = await nodeNamed(admin, 'Germany');
    const notFound = { status: 404, body: { message: 'Business node was not found' } };
    expect(await as(other).put(`/api/business-nodes/${germany._id}`, { name: unique('Mine') })).toMatchObject(notFound);
    expect(await as(other).delete(`/api/business-nodes/${germany._id}`)).toMatchObject(notFound);
    expect(await as(other).get(`/api/business-nodes/${germany._id}/publishing`)).toMatchObject(notFound);
    expect(await as(other).get(`/api/business-nodes/${germany._id}/subscribers`)).toMatchObject(notFound);
    expect(await as(other).post('/api/business-nodes', { parentId: germany._id, name: unique('X'), type: 'market' })).toMatchObject(notFound);
    expect(await as(admin).get(`/api/business-nodes/${GHOST}/publishing`)).toMatchObject(notFound);
    expect((await nodeNamed(admin, 'Germany')).name).toBe('Germany');
  });
});

describe('subscribers and migration', () => {
  it('adds subscribers of the partner only, then moves users and subscribers to another node', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const a = (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('MigA'), type: 'market' })).body;
    const b = (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('MigB'), type: 'market' })).body;
    const user = await accountOn(demoId, 'manager', [a._id, emea._id]);
    const stranger = other.user.id as string;

    const refused = await as(admin).put(`/api/business-nodes/${a._id}/subscribers`, { subscribers: [user.id, stranger] });
    expect(refused).toMatchObject({ status: 422, body: { message: 'A subscriber must be a user of this partner' } });
    const subscribed = await as(admin).put(`/api/business-nodes/${a._id}/subscribers`, { subscribers: [user.id] });
    expect(subscribed.body.map((u: { email: string }) => u.email)).toEqual([user.user.email]);

    const same = await as(admin).post(`/api/business-nodes/${a._id}/check-for-migration-conflicts`, { targetNodeId: a._id });
    expect(same.body.conflicts).toEqual([{ code: 'SAME_NODE', message: 'Choose a different node to move to' }]);
    const check = await as(admin).post(`/api/business-nodes/${a._id}/check-for-migration-conflicts`, { targetNodeId: b._id });
    expect(check.body).toEqual({ conflicts: [], counts: { campaigns: 0, users: 1, assets: 0, integrations: 0, subscribers: 1 } });

    expect(await as(admin).post(`/api/business-nodes/${a._id}/migrate-users-to`, { targetNodeId: b._id })).toMatchObject({ status: 200, body: { moved: 1 } });
    expect((await usersRepository.get(user.id))?.businessNodeIds.sort()).toEqual([b._id, emea._id].sort());
    expect(await as(admin).post(`/api/business-nodes/${a._id}/migrate-bn-subscribers-to`, { targetNodeId: b._id })).toMatchObject({ body: { moved: 1 } });
    const onB = await as(admin).get(`/api/business-nodes/${b._id}/subscribers`);
    expect(onB.body.subscribers.map((u: { _id: string }) => u._id)).toEqual([user.id]);
    expect((await as(admin).get(`/api/business-nodes/${a._id}/subscribers`)).body.subscribers).toEqual([]);
  });

  it('moves campaigns, and a node with a campaign is in use until they have moved', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const a = (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('CampA'), type: 'market' })).body;
    const b = (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('CampB'), type: 'market' })).body;
    const campaign = await campaignsRepository.createIfAbsent({ partnerId: demoId, businessNodeId: a._id, name: unique('Summer'), platform: 'google' });
    await campaignsVisible();

    const check = await as(admin).post(`/api/business-nodes/${a._id}/check-for-migration-conflicts`, { targetNodeId: b._id });
    expect(check.body.counts).toMatchObject({ campaigns: 1 });
    expect(await as(admin).delete(`/api/business-nodes/${a._id}`)).toMatchObject({ status: 422, body: { message: 'Delete failed, entity in use' } });
    expect(await as(admin).post(`/api/business-nodes/${a._id}/migrate-campaigns-to`, { targetNodeId: b._id })).toMatchObject({ status: 200, body: { moved: 1 } });
    expect((await campaignsRepository.get(campaign.id))?.businessNodeId).toBe(b._id);
    expect((await as(admin).delete(`/api/business-nodes/${a._id}`)).status).toBe(204);
  });

  it('moves integrations to a node without any, and refuses a node that has its own', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const [a, b, c] = await Promise.all(['IntA', 'IntB', 'IntC'].map(async (n) => (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique(n), type: 'market' })).body));
    await as(admin).put(`/api/business-nodes/${a._id}/publishing`, { facebookPageId: '1111111111', youtubeToken: 'token-of-a-1234' });
    await as(admin).put(`/api/business-nodes/${c._id}/publishing`, { facebookPageId: '3333333333' });

    const clash = await as(admin).post(`/api/business-nodes/${a._id}/migrate-integrations-to`, { targetNodeId: c._id });
    expect(clash).toMatchObject({ status: 422, body: { message: 'The node to move to already has integrations' } });
    expect((await as(admin).get(`/api/business-nodes/${c._id}/publishing`)).body).toMatchObject({ facebookPageId: '3333333333', youtubeToken: null });

    expect(await as(admin).post(`/api/business-nodes/${a._id}/migrate-integrations-to`, { targetNodeId: b._id })).toMatchObject({ status: 200, body: { moved: 2 } });
    const onB = (await as(admin).get(`/api/business-nodes/${b._id}/publishing`)).body;
    expect(onB).toMatchObject({ facebookPageId: '1111111111', youtubeToken: '••••1234' });
    expect((await as(admin).get(`/api/business-nodes/${a._id}/publishing`)).body).toMatchObject({ facebookPageId: null, youtubeToken: null });
  });

  it('answers the conflicts and changes nothing when the target is not write-allowed', async () => {
    const emea = await nodeNamed(admin, 'EMEA');
    const americas = await nodeNamed(admin, 'Americas');
    const a = (await as(admin).post('/api/business-nodes', { parentId: emea._id, name: unique('Stay'), type: 'market' })).body;
    const scoped = await accountOn(demoId, 'selfServiceAdmin', [emea._id]);
    const member = await accountOn(demoId, 'manager', [a._id]);

    const check = await as(scoped).post(`/api/business-nodes/${a._id}/check-for-migration-conflicts`, { targetNodeId: americas._id });
    expect(check.body.conflicts).toEqual([{ code: 'TARGET_NOT_WRITE_ALLOWED', message: 'You may not move anything to this node' }]);
    const res = await as(scoped).post(`/api/business-nodes/${a._id}/migrate-users-to`, { targetNodeId: americas._id });
    expect(res).toMatchObject({ status: 422, body: { message: 'You may not move anything to this node' } });
    expect((await usersRepository.get(member.id))?.businessNodeIds).toEqual([a._id]);
    const outside = await as(scoped).post(`/api/business-nodes/${americas._id}/migrate-users-to`, { targetNodeId: a._id });
    expect(outside).toMatchObject({ status: 403, body: { message: 'Access to the Business Node denied' } });
  });
});
