/**
 * Markets (002 7 'Markets'): list, create, rename, delete of the current partner's markets by top admins and the
 * self-service admin; names unique per partner; a market in use is not deleted (blockedToDelete).
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { Entity } from 'electrodb';
import { lazy, SERVICE } from '@functions/lib/db';
import { marketsRepository } from '@functions/markets/markets-repository';
import { call, signIn, type SignedIn } from './client';

let ssa: SignedIn;
let superUser: SignedIn;
let other: SignedIn;
let demoId: string;
let otherId: string;
const GHOST = '0123456789abcdef01234567';
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  [ssa, superUser, other] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('super@demo.test'), signIn('other-admin@demo.test')]);
  demoId = ssa.user.partnerId;
  otherId = other.user.partnerId;
});

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
  delete: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});

const names = async (partnerId: string) => (await marketsRepository.listByPartner(partnerId)).map((m) => m.name);

describe('list and create', () => {
  it("lists the partner's seeded markets", async () => {
    const res = await as(ssa).get(`/api/markets/${demoId}`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['France', 'Germany', 'United States']));
    expect(res.body[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String), partnerId: demoId });
  });

  it('creates a market with a trimmed name', async () => {
    const name = unique('Italy');
    const res = await as(ssa).post(`/api/markets/create/${demoId}`, { name: ` ${name}  ` });
    expect(res).toMatchObject({ status: 201, body: { name, partnerId: demoId } });
    expect(await marketsRepository.get(res.body._id)).toMatchObject({ name, partnerId: demoId });
    expect((await as(ssa).get(`/api/markets/${demoId}`)).body).toContainEqual(res.body);
  });

  it("refuses a duplicate name in the partner, case-insensitively ('Already exist'); another partner may use it", async () => {
    const name = unique('Spain');
    expect((await as(ssa).post(`/api/markets/create/${demoId}`, { name })).status).toBe(201);
    expect(await as(ssa).post(`/api/markets/create/${demoId}`, { name: name.toUpperCase() })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await names(demoId)).filter((n) => n.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    expect((await as(other).post(`/api/markets/create/${otherId}`, { name })).status).toBe(201);
  });

  it('keeps a name taken by a claim written before the shared claim helper (its owner attribute was marketId)', async () => {
    const name = unique('Legacy');
    // the claim exactly as the markets repository wrote it before: same entity and key, the owner in marketId
    const legacyClaim = lazy((cfg) => new Entity({
      model: { entity: 'marketName', version: '1', service: SERVICE },
      attributes: { partnerId: { type: 'string', required: true }, nameKey: { type: 'string', required: true }, marketId: { type: 'string', required: true } },
      indexes: { byName: { pk: { field: 'pk', composite: ['partnerId', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
    }, cfg));
    await legacyClaim().create({ partnerId: demoId, nameKey: name.toLowerCase(), marketId: GHOST }).go();
    expect(await as(ssa).post(`/api/markets/create/${demoId}`, { name })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
  });

  it('two simultaneous creations of one name: exactly one wins', async () => {
    const name = unique('Race');
    const answers = await Promise.all([name, name.toLowerCase(), name.toUpperCase()].map((n) => as(ssa).post(`/api/markets/create/${demoId}`, { name: n })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.message)).toEqual(['Already exist', 'Already exist']);
    expect((await names(demoId)).filter((n) => n.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a name that is not text', { name: 42 }],
  ])('%s answers 422 Wrong params and stores nothing', async (_label, body) => {
    const before = await names(demoId);
    const res = await as(ssa).post(`/api/markets/create/${demoId}`, body);
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('name');
    expect(await names(demoId)).toEqual(before);
  });

  it('a name of exactly 100 characters is fine', async () => {
    const name = `${unique('L')}${'x'.repeat(100)}`.slice(0, 100);
    expect((await as(ssa).post(`/api/markets/create/${demoId}`, { name })).status).toBe(201);
  });

  it('a top admin works in any existing partner; an unknown partner is not found', async () => {
    expect((await as(superUser).get(`/api/markets/${otherId}`)).status).toBe(200);
    expect(await as(superUser).get(`/api/markets/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
  });
});

describe('rename', () => {
  it('renames; the old name is free again', async () => {
    const name = unique('Old');
    const market = (await as(ssa).post(`/api/markets/create/${demoId}`, { name })).body;
    const renamed = unique('New');
    expect(await as(ssa).put(`/api/markets/update/${market._id}`, { name: renamed })).toMatchObject({ status: 200, body: { _id: market._id, name: renamed } });
    expect(await marketsRepository.get(market._id)).toMatchObject({ name: renamed });
    expect((await as(ssa).post(`/api/markets/create/${demoId}`, { name })).status).toBe(201);
  });

  it("refuses a taken name and bad input, changing nothing; an unknown id is 'Entity not found'", async () => {
    const name = unique('Keep');
    const market = (await as(ssa).post(`/api/markets/create/${demoId}`, { name })).body;
    expect(await as(ssa).put(`/api/markets/update/${market._id}`, { name: 'germany' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await as(ssa).put(`/api/markets/update/${market._id}`, { name: '' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await marketsRepository.get(market._id)).toMatchObject({ name });
    expect(await as(ssa).put(`/api/markets/update/${GHOST}`, { name: unique('Ghost') })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
  });
});

describe('delete', () => {
  it('deletes a free market and answers the list without it', async () => {
    const market = (await as(ssa).post(`/api/markets/create/${demoId}`, { name: unique('Free') })).body;
    const res = await as(ssa).delete(`/api/markets/delete/${demoId}/${market._id}`);
    expect(res.status).toBe(200);
    expect(res.body.blockedToDelete).toBe(false);
    expect(res.body.markets.map((m: { _id: string }) => m._id)).not.toContain(market._id);
    expect(res.body.markets.length).toBeGreaterThanOrEqual(3);
    expect(await marketsRepository.get(market._id)).toBeNull();
    // its name is free again
    expect((await as(ssa).post(`/api/markets/create/${demoId}`, { name: market.name })).status).toBe(201);
  });

  it('keeps a market a business node uses: blockedToDelete and the unchanged list', async () => {
    const market = (await as(ssa).post(`/api/markets/create/${demoId}`, { name: unique('Used') })).body;
    const node = await businessNodesRepository.create({ partnerId: demoId, name: unique('Node'), type: 'market', marketId: market._id });
    const before = (await as(ssa).get(`/api/markets/${demoId}`)).body;
    const res = await as(ssa).delete(`/api/markets/delete/${demoId}/${market._id}`);
    expect(res).toMatchObject({ status: 200, body: { blockedToDelete: true } });
    expect(res.body.markets).toEqual(before);
    expect(await marketsRepository.get(market._id)).not.toBeNull();
    // once the node lets go, it can be deleted
    await businessNodesRepository.setMarket(node.id, null);
    expect(await as(ssa).delete(`/api/markets/delete/${demoId}/${market._id}`)).toMatchObject({ status: 200, body: { blockedToDelete: false } });
  });

  it("the seeded markets are in use by the seeded market nodes", async () => {
    const germany = (await marketsRepository.listByPartner(demoId)).find((m) => m.name === 'Germany')!;
    expect(await businessNodesRepository.isMarketInUse(demoId, germany.id)).toBe(true);
  });

  it("an unknown market is 'Entity not found', an unknown partner 'Partner not found' (as is a foreign one)", async () => {
    expect(await as(ssa).delete(`/api/markets/delete/${demoId}/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(ssa).delete(`/api/markets/delete/${GHOST}/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
  });
});

describe('tenant isolation', () => {
  it("the other partner's admin gets nothing of Demo Agency's markets by list, by id or by partnerId", async () => {
    const market = (await as(ssa).post(`/api/markets/create/${demoId}`, { name: unique('Private') })).body;
    expect(await as(other).get(`/api/markets/${demoId}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect(await as(other).get(`/api/markets/${demoId}?partnerId=${demoId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(other).post(`/api/markets/create/${demoId}`, { name: unique('Intruder') })).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect(await as(other).put(`/api/markets/update/${market._id}`, { name: unique('Hijack') })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(other).delete(`/api/markets/delete/${demoId}/${market._id}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect(await as(other).delete(`/api/markets/delete/${otherId}/${market._id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await marketsRepository.get(market._id)).toMatchObject({ name: market.name, partnerId: demoId });
    const own = await as(other).get(`/api/markets/${otherId}`);
    expect(own.status).toBe(200);
    expect(own.body.every((m: { partnerId: string }) => m.partnerId === otherId)).toBe(true);
  });

  it('roles outside top admins and the self-service admin are refused', async () => {
    for (const email of ['selfservicemanager@demo.test', 'manager@demo.test', 'analyst@demo.test']) {
      const who = await signIn(email);
      expect(await as(who).get(`/api/markets/${demoId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    }
  });

  it("a top admin renames another partner's market only with that partner current", async () => {
    const market = (await as(other).post(`/api/markets/create/${otherId}`, { name: unique('Theirs') })).body;
    expect((await as(superUser).put(`/api/markets/update/${market._id}`, { name: unique('X') })).status).toBe(404);
    expect((await as(superUser).put(`/api/markets/update/${market._id}?partnerId=${otherId}`, { name: unique('Y') })).status).toBe(200);
  });
});
