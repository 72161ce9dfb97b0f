/** Partner and internal users through the real gateway: lists, edits, nodes, deactivation, tenant isolation. */
import { call, signIn, type SignedIn } from './client';
import { lastTokenTo, uniqueEmail } from './mail-outbox';

let ssa: SignedIn;
let superUser: SignedIn;
let other: SignedIn;
let nodeId: string;

const byId = (id: string, as: SignedIn) => call('GET', `/api/users/${id}`, { cookie: as.cookie });

async function activeUser(role = 'reviewer') {
  const email = uniqueEmail(role);
  const created = await call('POST', `/api/invitations/node/${nodeId}`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { email, role, partnerId: ssa.user.partnerId, isConceptOnly: false } });
  await call('POST', `/api/invitations/${lastTokenTo(email)}/accept`, { body: { name: 'Some One', password: 'Joining-Password-2026' } });
  return { id: created.body._id as string, email };
}

beforeAll(async () => {
  [ssa, superUser, other] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('super@demo.test'), signIn('other-admin@demo.test')]);
  nodeId = (await call('GET', '/api/users/by-partner?search=manager%40demo.test', { cookie: ssa.cookie })).body.results[0].businessNodes[0];
});

describe('users of a partner', () => {
  it('lists the partner users with filters and pages, without internal users', async () => {
    // searched, not paged: other test files add Demo Agency users that sort before the seeded ones
    const emailsFor = async (search: string) =>
      (await call('GET', `/api/users/by-partner?limit=40&search=${encodeURIComponent(search)}`, { cookie: ssa.cookie })).body.results.map((u: { email: string }) => u.email);
    expect(await emailsFor('reviewer@demo.test')).toContain('reviewer@demo.test');
    expect(await emailsFor('admin@demo.test')).not.toContain('admin@demo.test');
    expect(await emailsFor('other-admin@demo.test')).toEqual([]);
    const reviewers = await call('GET', '/api/users/by-partner?role=reviewer&status=ACTIVE&search=reviewer%40demo.test', { cookie: ssa.cookie });
    expect(reviewers.body).toMatchObject({ total: 1, results: [{ email: 'reviewer@demo.test', name: 'Remy Reviewer', status: 'ACTIVE', authType: 'Local' }] });
    const page = await call('GET', '/api/users/by-partner?limit=10&page=1', { cookie: ssa.cookie });
    expect(page.body.results.length).toBeLessThanOrEqual(10);
    expect((await call('GET', '/api/users/by-partner?limit=15', { cookie: ssa.cookie })).status).toBe(422);
  });

  it("the other partner's admin gets nothing of Demo Agency's users by id or by list", async () => {
    const reviewer = (await call('GET', '/api/users/by-partner?search=reviewer%40demo.test', { cookie: ssa.cookie })).body.results[0];
    expect(await byId(reviewer._id, other)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    const put = await call('PUT', `/api/users/${reviewer._id}`, { cookie: other.cookie, csrf: other.csrf, body: { role: 'analyst' } });
    expect(put.status).toBe(404);
    const deactivate = await call('POST', `/api/users/${reviewer._id}/deactivate`, { cookie: other.cookie, csrf: other.csrf });
    expect(deactivate.status).toBe(404);
    expect((await byId(reviewer._id, ssa)).body).toMatchObject({ role: 'reviewer', status: 'ACTIVE' });
    const list = await call('GET', '/api/users/by-partner?limit=40', { cookie: other.cookie });
    expect(list.body.results.every((u: { partnerId: string }) => u.partnerId === other.user.partnerId)).toBe(true);
    expect((await call('GET', `/api/users/by-partner?partnerId=${ssa.user.partnerId}`, { cookie: other.cookie })).status).toBe(403);
  });

  it('edits role and concepts-only; a self-service admin cannot grant admin; internal users are super-only', async () => {
    const { id } = await activeUser();
    const res = await call('PUT', `/api/users/${id}`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { role: 'manager', isConceptOnly: true } });
    expect(res).toMatchObject({ status: 200, body: { role: 'manager', isConceptOnly: true, businessNodes: [nodeId] } });
    const grab = await call('PUT', `/api/users/${id}`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { role: 'admin' } });
    expect(grab).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect((await byId(id, ssa)).body.role).toBe('manager');
    const adminId = (await call('GET', '/api/users/admins?role=admin', { cookie: superUser.cookie })).body.results[0]._id;
    expect((await byId(adminId, ssa)).status).toBe(403);
    const promoted = await call('PUT', `/api/users/${id}`, { cookie: superUser.cookie, csrf: superUser.csrf, body: { role: 'admin' } });
    expect(promoted.body).toMatchObject({ role: 'admin', businessNodes: [] });
  });

  it('adds and removes business nodes of the partner only', async () => {
    const { id } = await activeUser();
    const otherNode = (await call('GET', '/api/users/by-partner?search=other-admin', { cookie: other.cookie })).body.results[0].businessNodes[0];
    const foreign = await call('POST', `/api/users/${id}/business-nodes/add`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { businessNodes: [otherNode] } });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    const removed = await call('POST', `/api/users/${id}/business-nodes/delete`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { businessNodes: [nodeId] } });
    expect(removed.body.businessNodes).toEqual([]);
    const added = await call('POST', `/api/users/${id}/business-nodes/add`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { businessNodes: [nodeId] } });
    expect(added.body.businessNodes).toEqual([nodeId]);
    const nodeUsers = await call('GET', `/api/users/node/${nodeId}`, { cookie: ssa.cookie });
    expect(nodeUsers.body.map((u: { _id: string }) => u._id)).toContain(id);
    expect((await call('GET', `/api/users/node/${otherNode}`, { cookie: ssa.cookie })).status).toBe(404);
  });

  it('deactivation ends the open session at once and sign-in is refused; activation lets them back', async () => {
    const { id, email } = await activeUser();
    const them = await signIn(email, 'Joining-Password-2026');
    const res = await call('POST', `/api/users/${id}/deactivate`, { cookie: ssa.cookie, csrf: ssa.csrf });
    expect(res.body.status).toBe('DEACTIVATED');
    expect((await call('GET', '/api/auth/current-user', { cookie: them.cookie })).status).toBe(401);
    await expect(signIn(email, 'Joining-Password-2026')).rejects.toThrow(/401/);
    expect((await call('POST', `/api/users/${id}/activate`, { cookie: ssa.cookie, csrf: ssa.csrf })).body.status).toBe('ACTIVE');
    expect((await signIn(email, 'Joining-Password-2026')).user.email).toBe(email);
  });
});

describe('internal users (super)', () => {
  it('super lists super and admin users and invites an admin of a partner', async () => {
    const list = await call('GET', '/api/users/admins?limit=40', { cookie: superUser.cookie });
    expect(list.body.results.every((u: { role: string }) => ['super', 'admin'].includes(u.role))).toBe(true);
    const missing = await call('POST', '/api/users', { cookie: superUser.cookie, csrf: superUser.csrf, body: { email: uniqueEmail('ops'), role: 'admin' } });
    expect(missing).toMatchObject({ status: 422, body: { message: 'Partner must be provided for an admin user' } });
    const email = uniqueEmail('ops');
    const res = await call('POST', '/api/users', { cookie: superUser.cookie, csrf: superUser.csrf, body: { email, role: 'admin', partnerId: superUser.user.partnerId } });
    expect(res).toMatchObject({ status: 201, body: { email, role: 'admin', status: 'PENDING', businessNodes: [] } });
    expect(lastTokenTo(email)).toBeTruthy();
  });
});
