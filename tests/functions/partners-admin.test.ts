/** Partners administration (002 7 'Partners'): list with counts, create, edit, archive, read one; super only. */
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { call, signIn, type SignedIn } from './client';

let superUser: SignedIn;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  superUser = await signIn('super@demo.test');
});

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

describe('GET /partners/admin', () => {
  it('lists every partner with its counts; usersCount is the real number of users', async () => {
    const res = await as(superUser).get('/api/partners/admin');
    expect(res.status).toBe(200);
    const demo = res.body.find((p: { name: string }) => p.name === 'Demo Agency');
    const demoUsers = await usersRepository.listByPartner(superUser.user.partnerId);
    const activeCampaigns = (await campaignsRepository.listByPartner(superUser.user.partnerId)).filter((c) => c.status === 'active');
    const activeConcepts = (await conceptsRepository.listByPartner(superUser.user.partnerId)).filter((c) => !c.archived);
    expect(demo).toEqual({
      _id: superUser.user.partnerId,
      name: 'Demo Agency',
      type: 'Client',
      archived: false,
      activeCampaignsCount: activeCampaigns.length,
      activeConceptsCount: activeConcepts.length,
      usersCount: demoUsers.length,
    });
    expect(demo.usersCount).toBeGreaterThanOrEqual(9);
    const other = res.body.find((p: { name: string }) => p.name === 'Other Client');
    expect(other.usersCount).toBe((await usersRepository.listByPartner(other._id)).length);
    expect(other.usersCount).toBeGreaterThanOrEqual(1);
  });

  it('answers the active campaigns per partner id, archived ones left out', async () => {
    const partner = (await as(superUser).post('/api/partners', { name: `Counted ${Date.now().toString(36)}`, type: 'Client' })).body;
    const node = { partnerId: partner._id, businessNodeId: '0123456789abcdef01234567', platform: 'google' };
    await campaignsRepository.createIfAbsent({ ...node, name: 'Live one' });
    await campaignsRepository.createIfAbsent({ ...node, name: 'Live two' });
    await campaignsRepository.createIfAbsent({ ...node, name: 'Old one', status: 'archived' });
    const res = await as(superUser).get('/api/partners/admin/active-campaigns');
    expect(res.status).toBe(200);
    expect(res.body[partner._id]).toBe(2);
  });

  it('is for super only', async () => {
    const admin = await signIn('admin@demo.test');
    expect(await as(admin).get('/api/partners/admin')).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});

describe('POST /partners', () => {
  it('creates a partner with a trimmed name, shown in the lists', async () => {
    const name = unique('Acme');
    const res = await as(superUser).post('/api/partners', { name: `  ${name} `, type: 'Demo' });
    expect(res).toMatchObject({ status: 201, body: { name, type: 'Demo', archived: false } });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await partnersRepository.get(res.body._id)).toMatchObject({ name, type: 'Demo' });
    const list = await as(superUser).get('/api/partners');
    expect(list.body).toContainEqual({ _id: res.body._id, name, type: 'Demo', archived: false });
    const admin = await as(superUser).get('/api/partners/admin');
    expect(admin.body).toContainEqual(expect.objectContaining({ _id: res.body._id, usersCount: 0 }));
  });

  it("refuses a duplicate name, case-insensitively, with 'Already exist'", async () => {
    const name = unique('Dup');
    expect((await as(superUser).post('/api/partners', { name, type: 'Client' })).status).toBe(201);
    const again = await as(superUser).post('/api/partners', { name: ` ${name.toUpperCase()}`, type: 'Client' });
    expect(again).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await partnersRepository.list()).filter((p) => p.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    expect(await as(superUser).post('/api/partners', { name: 'demo agency', type: 'Client' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
  });

  it('two simultaneous creations of one name: exactly one wins', async () => {
    const name = unique('Race');
    const answers = await Promise.all([
      as(superUser).post('/api/partners', { name, type: 'Client' }),
      as(superUser).post('/api/partners', { name: name.toLowerCase(), type: 'Demo' }),
      as(superUser).post('/api/partners', { name: name.toUpperCase(), type: 'Internal' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.message === 'Already exist')).toBe(true);
    expect((await partnersRepository.list()).filter((p) => p.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['no name', { type: 'Client' }, 'name'],
    ['a blank name', { name: '   ', type: 'Client' }, 'name'],
    ['an over-long name', { name: 'x'.repeat(101), type: 'Client' }, 'name'],
    ['an unknown type', { name: 'Valid Name X', type: 'Partner' }, 'type'],
    ['no type', { name: 'Valid Name Y' }, 'type'],
  ])('%s answers 422 and stores nothing', async (_label, body, field) => {
    const before = (await partnersRepository.list()).length;
    const res = await as(superUser).post('/api/partners', body);
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect((await partnersRepository.list()).length).toBe(before);
  });

  it('is for super only and stores nothing otherwise', async () => {
    const name = unique('Nope');
    const admin = await signIn('admin@demo.test');
    expect(await as(admin).post('/api/partners', { name, type: 'Client' })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await partnersRepository.findByName(name)).toBeUndefined();
  });
});

describe('PUT /partners', () => {
  it('renames and retypes; the old name is free again and the new one taken', async () => {
    const name = unique('Old');
    const created = (await as(superUser).post('/api/partners', { name, type: 'Client' })).body;
    const renamed = unique('New');
    const res = await as(superUser).put('/api/partners', { ...created, name: renamed, type: 'Internal' });
    expect(res).toMatchObject({ status: 200, body: { _id: created._id, name: renamed, type: 'Internal', archived: false } });
    expect(await partnersRepository.get(created._id)).toMatchObject({ name: renamed, type: 'Internal' });
    expect((await as(superUser).post('/api/partners', { name, type: 'Client' })).status).toBe(201);
    expect(await as(superUser).post('/api/partners', { name: renamed.toLowerCase(), type: 'Client' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
  });

  it('takes the whole partner object as the table holds it; archived and the counts are not changed by it', async () => {
    const created = (await as(superUser).post('/api/partners', { name: unique('Whole'), type: 'Client' })).body;
    const row = (await as(superUser).get('/api/partners/admin')).body.find((p: { _id: string }) => p._id === created._id);
    const res = await as(superUser).put('/api/partners', { ...row, type: 'Demo', archived: true, usersCount: 99 });
    expect(res).toMatchObject({ status: 200, body: { _id: created._id, type: 'Demo', archived: false } });
    expect(await partnersRepository.get(created._id)).toMatchObject({ type: 'Demo', archived: false });
  });

  it('may change only the case of its own name', async () => {
    const name = unique('case');
    const created = (await as(superUser).post('/api/partners', { name, type: 'Client' })).body;
    const res = await as(superUser).put('/api/partners', { _id: created._id, name: name.toUpperCase(), type: 'Client' });
    expect(res).toMatchObject({ status: 200, body: { name: name.toUpperCase() } });
  });

  it("refuses another partner's name and changes nothing", async () => {
    const name = unique('Keep');
    const created = (await as(superUser).post('/api/partners', { name, type: 'Client' })).body;
    const res = await as(superUser).put('/api/partners', { _id: created._id, name: 'OTHER client', type: 'Demo' });
    expect(res).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await partnersRepository.get(created._id)).toMatchObject({ name, type: 'Client' });
  });

  it("answers 'Partner not found' for an unknown id and 422 for bad input", async () => {
    expect(await as(superUser).put('/api/partners', { _id: '0123456789abcdef01234567', name: unique('Ghost'), type: 'Client' })).toMatchObject({
      status: 404,
      body: { message: 'Partner not found' },
    });
    expect(await as(superUser).put('/api/partners', { name: 'No id', type: 'Client' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect((await as(superUser).put('/api/partners', { _id: superUser.user.partnerId, name: '', type: 'Client' })).status).toBe(422);
    expect(await partnersRepository.get(superUser.user.partnerId)).toMatchObject({ name: 'Demo Agency' });
  });
});

describe('PUT /partners/archive/{partnerId}', () => {
  it('archives and unarchives; the switcher list shows the flag', async () => {
    const created = (await as(superUser).post('/api/partners', { name: unique('Arch'), type: 'Demo' })).body;
    expect(await as(superUser).put(`/api/partners/archive/${created._id}`, { archived: true })).toMatchObject({ status: 200, body: { archived: true } });
    expect((await as(superUser).get('/api/partners')).body).toContainEqual({ ...created, archived: true });
    expect(await as(superUser).put(`/api/partners/archive/${created._id}`, { archived: false })).toMatchObject({ status: 200, body: { archived: false } });
    expect(await partnersRepository.get(created._id)).toMatchObject({ archived: false });
  });

  it("answers 'Partner not found' for an unknown id and 422 without archived", async () => {
    expect(await as(superUser).put('/api/partners/archive/0123456789abcdef01234567', { archived: true })).toMatchObject({
      status: 404,
      body: { message: 'Partner not found' },
    });
    expect(await partnersRepository.get('0123456789abcdef01234567')).toBeNull();
    expect(await as(superUser).put(`/api/partners/archive/${superUser.user.partnerId}`, { archived: 'yes' })).toMatchObject({ status: 422 });
    expect(await partnersRepository.get(superUser.user.partnerId)).toMatchObject({ archived: false });
  });
});

describe('GET /partners/{id}', () => {
  it('answers a user their own partner and top admins any partner', async () => {
    const manager = await signIn('manager@demo.test');
    const other = await signIn('other-admin@demo.test');
    expect(await as(manager).get(`/api/partners/${manager.user.partnerId}`)).toMatchObject({ status: 200, body: { name: 'Demo Agency' } });
    expect(await as(superUser).get(`/api/partners/${other.user.partnerId}`)).toMatchObject({ status: 200, body: { name: 'Other Client' } });
  });

  it("answers 'Partner not found' for another partner and for an unknown id", async () => {
    const other = await signIn('other-admin@demo.test');
    expect(await as(other).get(`/api/partners/${superUser.user.partnerId}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect(await as(superUser).get('/api/partners/0123456789abcdef01234567')).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect((await as(superUser).get('/api/partners/not-an-id')).status).toBe(422);
  });
});
