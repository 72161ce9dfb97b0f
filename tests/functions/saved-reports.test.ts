/**
 * Saved reports of the analyzer (002 7 'Saved reports (query partnerId)'): list (page size 25, last changed first),
 * get, create, update ('Report ID is missing' without an id), copy, delete; every call inside the current partner.
 */
import { savedReportsRepository } from '@functions/reporting/saved-reports-repository';
import { call, signIn, type SignedIn } from './client';

let analyst: SignedIn;
let manager: SignedIn;
let admin: SignedIn;
let superUser: SignedIn;
let other: SignedIn;
let demoId: string;
const GHOST = '0123456789abcdef01234567';

beforeAll(async () => {
  [analyst, manager, admin, superUser, other] = await Promise.all(
    ['analyst@demo.test', 'manager@demo.test', 'admin@demo.test', 'super@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  demoId = analyst.user.partnerId;
});

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body?: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body: body ?? {} }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
  delete: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const view = (name = unique('Clicks by platform')) => ({
  name,
  dateRange: 30,
  filters: [{ id: 'platform', values: ['google', 'facebook'] }],
  splits: [{ field: 'platform', sortIndex: 0 }, { field: 'format', sortIndex: 1 }],
  metrics: [{ field: 'IMPRESSIONS', sortIndex: 2 }, { field: 'CTR', sortIndex: 3 }],
  granularity: { field: 'TIMESTAMP', value: 'DAY', sortIndex: 0 },
  sort: { field: 'CTR', direction: 'DESC' },
  areBenchmarksShown: false,
  default: false,
});

async function create(who: SignedIn, body: unknown = view(), query = '') {
  const res = await as(who).post(`/api/report/analyze-view${query}`, body);
  expect(res.status).toBe(201);
  return res.body;
}

describe('create and read', () => {
  it('saves a report in the current partner, owned by the caller, and reads it back', async () => {
    const body = view();
    const res = await as(analyst).post(`/api/report/analyze-view?partnerId=${demoId}`, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...body,
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      partnerId: demoId,
      owner: { _id: analyst.user.id, email: 'analyst@demo.test' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await savedReportsRepository.get(demoId, res.body._id)).toMatchObject({ ownerId: analyst.user.id, view: { name: body.name, dateRange: 30 } });
    expect((await as(analyst).get(`/api/report/analyze-view/${res.body._id}?partnerId=${demoId}`)).body).toEqual(res.body);
  });

  it('fills the defaults of a minimal report: 7 days, no filters or splits, granularity ALL, no sort', async () => {
    const report = await create(manager, { name: unique('Minimal'), metrics: [{ field: 'CLICKS', sortIndex: 0 }] });
    expect(report).toMatchObject({
      dateRange: 7,
      filters: [],
      splits: [],
      granularity: { field: 'TIMESTAMP', value: 'ALL', sortIndex: 0 },
      sort: null,
      areBenchmarksShown: false,
      default: false,
    });
  });

  it.each([
    ['no name', { ...view(), name: '  ' }, 'name'],
    ['no metric', { ...view(), metrics: [] }, 'metrics'],
    ['an unknown metric', { ...view(), metrics: [{ field: 'DROP TABLE', sortIndex: 0 }] }, 'metrics.0.field'],
    ['a filter on an unknown field', { ...view(), filters: [{ id: 'password', values: ['x'] }] }, 'filters.0.id'],
    ['a filter without values', { ...view(), filters: [{ id: 'platform', values: [] }] }, 'filters.0.values'],
    ['a split on the partner', { ...view(), splits: [{ field: 'partnerId', sortIndex: 0 }] }, 'splits.0.field'],
    ['the same split twice', { ...view(), splits: [{ field: 'format', sortIndex: 0 }, { field: 'format', sortIndex: 1 }] }, 'splits'],
    ['a sort by a column the table does not have', { ...view(), sort: { field: 'CLICKS', direction: 'ASC' } }, 'sort.field'],
    ['a date range of 0 days', { ...view(), dateRange: 0 }, 'dateRange'],
    ['an unknown granularity', { ...view(), granularity: { field: 'TIMESTAMP', value: 'DECADE', sortIndex: 0 } }, 'granularity.value'],
    ['an unknown property', { ...view(), owner: 'me' }, ''],
    ['a view too large to store (1,000 values of 400 characters)', { ...view(), filters: [{ id: 'AD_GROUP_NAME', values: Array.from({ length: 1000 }, (_v, i) => `${i}`.padEnd(400, 'x')) }] }, ''],
  ])('%s answers 422 Wrong params and stores nothing', async (_label, body, path) => {
    const before = (await savedReportsRepository.page(demoId, 0, 1)).count;
    const res = await as(analyst).post('/api/report/analyze-view', body);
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await savedReportsRepository.page(demoId, 0, 1)).count).toBe(before);
  });

  it("an unknown id is 'Analyze view not found'", async () => {
    expect(await as(analyst).get(`/api/report/analyze-view/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Analyze view not found' } });
  });
});

describe('list', () => {
  it('pages 25 at a time, last changed first, with the total', async () => {
    // A partner of its own, so the count is this test's alone; super works in it through partnerId.
    const partner = (await as(superUser).post('/api/partners', { name: unique('Saved reports'), type: 'Demo' })).body;
    const q = `?partnerId=${partner._id}`;
    const names: string[] = [];
    for (let i = 0; i < 27; i++) names.push((await create(superUser, view(`Report ${String(i).padStart(2, '0')}`), q)).name);
    const first = await as(superUser).get(`/api/report/analyze-view${q}`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(27);
    expect(first.body.items.map((r: { name: string }) => r.name)).toEqual([...names].reverse().slice(0, 25));
    const second = await as(superUser).get(`/api/report/analyze-view${q}&offset=25`);
    expect(second.body).toMatchObject({ count: 27 });
    expect(second.body.items.map((r: { name: string }) => r.name)).toEqual(['Report 01', 'Report 00']);
    expect((await as(superUser).get(`/api/report/analyze-view${q}&limit=5&offset=5`)).body.items.map((r: { name: string }) => r.name)).toEqual(
      [...names].reverse().slice(5, 10),
    );
    // Updating a report brings it to the top.
    const oldest = second.body.items[1];
    await as(superUser).put(`/api/report/analyze-view/${oldest._id}${q}`, { ...view(oldest.name), dateRange: 14 });
    expect((await as(superUser).get(`/api/report/analyze-view${q}&limit=1`)).body.items[0]).toMatchObject({ _id: oldest._id, dateRange: 14 });
    expect(await as(superUser).get(`/api/report/analyze-view${q}&limit=0`)).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });
});

describe('update', () => {
  it('replaces the view and keeps the owner', async () => {
    const report = await create(analyst);
    const changed = { ...view(unique('Renamed')), dateRange: 90, splits: [], sort: null, granularity: { field: 'TIMESTAMP', value: 'WEEK', sortIndex: 0 } };
    const res = await as(analyst).put(`/api/report/analyze-view/${report._id}`, changed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...changed, _id: report._id, owner: report.owner, createdAt: report.createdAt });
    expect(await savedReportsRepository.get(demoId, report._id)).toMatchObject({ view: { name: changed.name, dateRange: 90, splits: [] } });
  });

  it("without an id answers 'Report ID is missing'; an unknown id 'Analyze view not found'", async () => {
    expect(await as(analyst).put('/api/report/analyze-view', view())).toMatchObject({ status: 422, body: { message: 'Report ID is missing' } });
    expect(await as(analyst).put(`/api/report/analyze-view/${GHOST}`, view())).toMatchObject({ status: 404, body: { message: 'Analyze view not found' } });
  });

  it('bad input changes nothing', async () => {
    const report = await create(analyst);
    expect(await as(analyst).put(`/api/report/analyze-view/${report._id}`, { ...view(), metrics: [] })).toMatchObject({ status: 422 });
    expect(await savedReportsRepository.get(demoId, report._id)).toMatchObject({ view: { name: report.name, metrics: report.metrics } });
  });

  it("another non-admin of the partner may read and copy a report but not change or delete it; an admin may", async () => {
    const report = await create(analyst);
    expect((await as(manager).get(`/api/report/analyze-view/${report._id}`)).status).toBe(200);
    expect(await as(manager).put(`/api/report/analyze-view/${report._id}`, view('Taken over'))).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(manager).delete(`/api/report/analyze-view/${report._id}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await savedReportsRepository.get(demoId, report._id)).toMatchObject({ view: { name: report.name } });
    expect(await as(admin).put(`/api/report/analyze-view/${report._id}`, view('Fixed by admin'))).toMatchObject({ status: 200, body: { name: 'Fixed by admin', owner: report.owner } });
  });
});

describe('copy and delete', () => {
  it("copies a report as 'Copy of {name}', owned by the caller; the original stays", async () => {
    const report = await create(analyst);
    const res = await as(manager).post(`/api/report/analyze-view/${report._id}/copy`);
    expect(res.status).toBe(201);
    expect(res.body._id).not.toBe(report._id);
    const { _id: _a, owner: _o, createdAt: _c, updatedAt: _u, name: _n, ...same } = report;
    expect(res.body).toMatchObject({ ...same, name: `Copy of ${report.name}`, owner: { _id: manager.user.id, email: 'manager@demo.test' } });
    expect(await savedReportsRepository.get(demoId, report._id)).toMatchObject({ view: { name: report.name } });
    expect(await as(manager).post(`/api/report/analyze-view/${GHOST}/copy`)).toMatchObject({ status: 404, body: { message: 'Analyze view not found' } });
  });

  it('deletes one report per call; a second delete finds none', async () => {
    const [a, b] = [await create(analyst), await create(analyst)];
    expect((await as(analyst).delete(`/api/report/analyze-view/${a._id}`)).status).toBe(204);
    expect(await savedReportsRepository.get(demoId, a._id)).toBeNull();
    expect(await savedReportsRepository.get(demoId, b._id)).not.toBeNull();
    expect(await as(analyst).delete(`/api/report/analyze-view/${a._id}`)).toMatchObject({ status: 404, body: { message: 'Analyze view not found' } });
    expect(await as(analyst).get(`/api/report/analyze-view/${a._id}`)).toMatchObject({ status: 404 });
  });
});

describe('tenant isolation', () => {
  it("the other partner's admin neither sees nor touches Demo Agency's reports", async () => {
    const report = await create(analyst);
    const list = await as(other).get('/api/report/analyze-view?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.items.map((r: { _id: string }) => r._id)).not.toContain(report._id);
    expect(list.body.items.every((r: { partnerId: string }) => r.partnerId === other.user.partnerId)).toBe(true);
    for (const res of [
      await as(other).get(`/api/report/analyze-view/${report._id}`),
      await as(other).put(`/api/report/analyze-view/${report._id}`, view('Hijacked')),
      await as(other).post(`/api/report/analyze-view/${report._id}/copy`),
      await as(other).delete(`/api/report/analyze-view/${report._id}`),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { message: 'Analyze view not found' } });
    }
    expect(await as(other).get(`/api/report/analyze-view?partnerId=${demoId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await savedReportsRepository.get(demoId, report._id)).toMatchObject({ view: { name: report.name } });
  });

  it("a top admin reads another partner's reports only by naming it", async () => {
    const mine = await create(other);
    expect((await as(superUser).get(`/api/report/analyze-view/${mine._id}`)).status).toBe(404);
    expect((await as(superUser).get(`/api/report/analyze-view/${mine._id}?partnerId=${other.user.partnerId}`)).body).toMatchObject({ _id: mine._id });
  });
});
