/**
 * Custom conversions (002 7 'Custom conversions'): list, create, update, delete inside the current partner by top
 * admins and the self-service group; floodlight activities from the embedded ad server; a conversion's metrics in
 * POST /report count exactly the fact rows of its activities, also after an update.
 */
import { randomUUID } from 'node:crypto';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { customConversionsRepository, MAX_REPORT_REWRITES } from '@functions/custom-conversions/custom-conversions-repository';
import deleteConversion from '@functions/custom-conversions/handlers/delete-custom-conversion';
import type { Caller } from '@functions/lib/session';
import { savedReportsRepository } from '@functions/reporting/saved-reports-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { analyzeViewBodySchema } from '@shared/contracts/saved-reports';
import { putFloodlightActivities } from '@functions/custom-conversions/floodlight/embedded-floodlight';
import { DEMO_FLOODLIGHT_ACTIVITIES } from '@infra/local/seed-floodlight';
import { customMetricId } from '@shared/reporting/catalogue';
import { parseReportTsv } from '@shared/reporting/metrics';
import { call, signIn, type SignedIn, campaignsVisible } from './client';
import { writeFacts } from './report-facts';

let admin: SignedIn;
let ssm: SignedIn;
let analyst: SignedIn;
let superUser: SignedIn;
let other: SignedIn;
let demoId: string;
let otherId: string;
const GHOST = '0123456789abcdef01234567';
const [SIGN_UP, LOCATOR, COUPON, CART] = DEMO_FLOODLIGHT_ACTIVITIES.map((a) => a.id);
const OTHER_ACTIVITY = { id: '77000001', name: 'Other client purchase', advertiserId: '9900', floodlightActivityGroupName: 'Sales', countingMethod: 'STANDARD_COUNTING' };
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
  delete: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});
const create = (who: SignedIn, partnerId: string, body: unknown) => as(who).post(`/api/report/custom-conversion?partnerId=${partnerId}`, body);
const stored = async (partnerId: string) => (await customConversionsRepository.listByPartner(partnerId)).map((c) => c.name);

beforeAll(async () => {
  [admin, ssm, analyst, superUser, other] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'analyst@demo.test', 'super@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  demoId = admin.user.partnerId;
  otherId = other.user.partnerId;
  await putFloodlightActivities(otherId, [OTHER_ACTIVITY]);
});

describe('GET google/floodlightActivities/{partnerId}', () => {
  it("answers the partner's activities in CM360's shape, by name", async () => {
    const res = await as(ssm).get(`/api/google/floodlightActivities/${demoId}?partnerId=${demoId}`);
    expect(res.status).toBe(200);
    expect(res.body.floodlightActivities).toEqual([...DEMO_FLOODLIGHT_ACTIVITIES].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("keeps partners apart: another partner's admin gets 'Partner not found', super may name either", async () => {
    expect(await as(other).get(`/api/google/floodlightActivities/${demoId}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
    expect((await as(other).get(`/api/google/floodlightActivities/${otherId}`)).body.floodlightActivities).toEqual([OTHER_ACTIVITY]);
    const res = await as(superUser).get(`/api/google/floodlightActivities/${otherId}?partnerId=${otherId}`);
    expect(res.body.floodlightActivities).toEqual([OTHER_ACTIVITY]);
    expect(await as(superUser).get(`/api/google/floodlightActivities/${GHOST}`)).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
  });

  it('is refused to analysts, who may read the conversions (the analyzer offers their metrics) but not manage them', async () => {
    expect(await as(analyst).get(`/api/google/floodlightActivities/${demoId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    const list = await as(analyst).get('/api/report/custom-conversions');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toContain('Sparkle leads');
    const before = await stored(demoId);
    expect(await create(analyst, demoId, { name: unique('Analyst'), floodlightActivityIds: [SIGN_UP] })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    const seeded = (await customConversionsRepository.listByPartner(demoId)).find((c) => c.name === 'Sparkle leads')!;
    expect((await as(analyst).delete(`/api/report/custom-conversion/${seeded.id}`)).status).toBe(403);
    expect(await stored(demoId)).toEqual(before);
  });
});

describe('create and list', () => {
  it('creates a conversion with a trimmed name and lists it', async () => {
    const name = unique('Leads');
    const res = await create(ssm, demoId, { name: `  ${name} `, floodlightActivityIds: [SIGN_UP, COUPON] });
    expect(res).toMatchObject({ status: 201, body: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), partnerId: demoId, name, floodlightActivityIds: [SIGN_UP, COUPON] } });
    expect(await customConversionsRepository.get(res.body._id)).toMatchObject({ partnerId: demoId, name, floodlightActivityIds: [SIGN_UP, COUPON] });
    const list = await as(admin).get(`/api/report/custom-conversions?partnerId=${demoId}`);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(res.body);
  });

  it("refuses a name the partner already uses, case-insensitively ('Already exist'); another partner may use it", async () => {
    const name = unique('Sales');
    expect((await create(admin, demoId, { name, floodlightActivityIds: [CART] })).status).toBe(201);
    expect(await create(admin, demoId, { name: name.toUpperCase(), floodlightActivityIds: [CART] })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await stored(demoId)).filter((n) => n.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    expect((await create(other, otherId, { name, floodlightActivityIds: [OTHER_ACTIVITY.id] })).status).toBe(201);
  });

  it.each([
    ['no name', { floodlightActivityIds: ['12650401'] }, 'name'],
    ['a blank name', { name: '  ', floodlightActivityIds: ['12650401'] }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101), floodlightActivityIds: ['12650401'] }, 'name'],
    ['no activity', { name: 'No activity', floodlightActivityIds: [] }, 'floodlightActivityIds'],
    ['an activity twice', { name: 'Twice', floodlightActivityIds: ['12650401', '12650401'] }, 'floodlightActivityIds'],
    ["an id that is not an activity id", { name: 'Quote', floodlightActivityIds: ["1' OR '1'='1"] }, 'floodlightActivityIds.0'],
    ['an activity of another partner', { name: 'Foreign', floodlightActivityIds: ['12650401', '77000001'] }, 'floodlightActivityIds'],
  ])('%s answers 422 Wrong params and stores nothing', async (_label, body, path) => {
    const before = await stored(demoId);
    const res = await create(admin, demoId, body);
    expect(res).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await stored(demoId)).toEqual(before);
  });

  it("names the unknown activities", async () => {
    const res = await create(admin, demoId, { name: unique('Foreign'), floodlightActivityIds: [SIGN_UP, OTHER_ACTIVITY.id] });
    expect(res.body.details).toEqual([{ path: 'floodlightActivityIds', message: `Unknown floodlight activities: ${OTHER_ACTIVITY.id}` }]);
  });

  it("lists only the current partner's conversions; super switches partner with ?partnerId", async () => {
    const theirs = unique('Theirs');
    await create(other, otherId, { name: theirs, floodlightActivityIds: [OTHER_ACTIVITY.id] });
    const demoNames = (await as(admin).get('/api/report/custom-conversions')).body.map((c: { name: string }) => c.name);
    expect(demoNames).not.toContain(theirs);
    expect(demoNames).toContain('Sparkle leads');
    const asOther = await as(superUser).get(`/api/report/custom-conversions?partnerId=${otherId}`);
    expect(asOther.body.map((c: { name: string }) => c.name)).toContain(theirs);
    expect(asOther.body.every((c: { partnerId: string }) => c.partnerId === otherId)).toBe(true);
    expect(await as(other).get(`/api/report/custom-conversions?partnerId=${demoId}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });
});

describe('update and delete', () => {
  it('replaces name and activities', async () => {
    const { body } = await create(admin, demoId, { name: unique('Edit me'), floodlightActivityIds: [SIGN_UP] });
    const name = unique('Edited');
    const res = await as(ssm).put(`/api/report/custom-conversion/${body._id}?partnerId=${demoId}`, { name, floodlightActivityIds: [LOCATOR, CART] });
    expect(res).toMatchObject({ status: 200, body: { _id: body._id, name, floodlightActivityIds: [LOCATOR, CART] } });
    expect(await customConversionsRepository.get(body._id)).toMatchObject({ name, floodlightActivityIds: [LOCATOR, CART] });
    // the old name is free again
    expect((await create(admin, demoId, { name: body.name, floodlightActivityIds: [SIGN_UP] })).status).toBe(201);
  });

  it("refuses another conversion's name and unknown activities, changing nothing", async () => {
    const a = (await create(admin, demoId, { name: unique('First'), floodlightActivityIds: [SIGN_UP] })).body;
    const b = (await create(admin, demoId, { name: unique('Second'), floodlightActivityIds: [CART] })).body;
    expect(await as(admin).put(`/api/report/custom-conversion/${b._id}`, { name: a.name.toLowerCase(), floodlightActivityIds: [CART] })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect(await as(admin).put(`/api/report/custom-conversion/${b._id}`, { name: b.name, floodlightActivityIds: ['999'] })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await customConversionsRepository.get(b._id)).toMatchObject({ name: b.name, floodlightActivityIds: [CART] });
  });

  it("another partner's conversion looks like none: 404, unchanged, not deleted", async () => {
    const mine = (await create(admin, demoId, { name: unique('Private'), floodlightActivityIds: [SIGN_UP] })).body;
    expect(await as(other).put(`/api/report/custom-conversion/${mine._id}`, { name: 'Taken over', floodlightActivityIds: [OTHER_ACTIVITY.id] })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(other).delete(`/api/report/custom-conversion/${mine._id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await customConversionsRepository.get(mine._id)).toMatchObject({ name: mine.name, floodlightActivityIds: [SIGN_UP] });
  });

  it('deletes a conversion and frees its name; a second delete is 404', async () => {
    const { body } = await create(admin, demoId, { name: unique('Delete me'), floodlightActivityIds: [SIGN_UP] });
    expect(await as(ssm).delete(`/api/report/custom-conversion/${body._id}?partnerId=${demoId}`)).toMatchObject({ status: 200, body: { _id: body._id } });
    expect(await customConversionsRepository.get(body._id)).toBeNull();
    expect((await as(admin).get('/api/report/custom-conversions')).body.map((c: { _id: string }) => c._id)).not.toContain(body._id);
    expect(await as(ssm).delete(`/api/report/custom-conversion/${body._id}`)).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect((await create(admin, demoId, { name: body.name, floodlightActivityIds: [SIGN_UP] })).status).toBe(201);
  });

  it("takes its metrics out of the partner's saved reports in the same delete, so they open and run", async () => {
    const gone = (await create(admin, demoId, { name: unique('Gone'), floodlightActivityIds: [SIGN_UP] })).body;
    const kept = (await create(admin, demoId, { name: unique('Kept'), floodlightActivityIds: [CART] })).body;
    const report = async (name: string, metrics: string[], sort: unknown = null) => {
      const body = { name: unique(name), metrics: metrics.map((field, sortIndex) => ({ field, sortIndex })), splits: [{ field: 'campaignId', sortIndex: 0 }], sort };
      const res = await as(analyst).post(`/api/report/analyze-view?partnerId=${demoId}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { _id: string; updatedAt: string };
    };
    const mixed = await report('Mixed', ['IMPRESSIONS', customMetricId(gone._id, 'CVR'), customMetricId(kept._id, 'TOTAL_CONVERSIONS')], { field: customMetricId(gone._id, 'CVR'), direction: 'DESC' });
    const only = await report('Only gone', [customMetricId(gone._id, 'TOTAL_CONVERSIONS'), customMetricId(gone._id, 'RATE')]);
    const other = await report('Unrelated', ['CLICKS'], { field: 'CLICKS', direction: 'ASC' });

    expect(await as(ssm).delete(`/api/report/custom-conversion/${gone._id}?partnerId=${demoId}`)).toMatchObject({ status: 200 });
    const open = async (id: string) => (await as(analyst).get(`/api/report/analyze-view/${id}?partnerId=${demoId}`)).body;
    expect(await open(mixed._id)).toMatchObject({ metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }, { field: customMetricId(kept._id, 'TOTAL_CONVERSIONS'), sortIndex: 1 }], sort: null });
    // a report left without a metric shows impressions
    expect(await open(only._id)).toMatchObject({ metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }], splits: [{ field: 'campaignId', sortIndex: 0 }] });
    expect(await open(other._id)).toMatchObject({ metrics: [{ field: 'CLICKS', sortIndex: 0 }], sort: { field: 'CLICKS', direction: 'ASC' }, updatedAt: other.updatedAt });
    // what the analyzer asks for the reopened report runs
    for (const id of [mixed._id, only._id]) {
      const { metrics } = await open(id);
      const res = await call('POST', '/api/report', { cookie: analyst.cookie, csrf: analyst.csrf, body: { select: metrics.map((m: { field: string }) => m.field), groupBy: ['campaignId'] } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  describe('when the saved reports cannot be updated', () => {
    const FAILED = "Can't delete conversion cause related campaign report update is failed.";
    const viewUsing = (conversionId: string, name = unique('Uses it')) =>
      analyzeViewBodySchema.parse({ name, metrics: [{ field: 'CLICKS', sortIndex: 0 }, { field: customMetricId(conversionId, 'CVR'), sortIndex: 1 }] });
    /** The delete route's handler run in this process, so a report can be changed between its read and the delete's write. */
    const deleteAs = async (email: string, id: string) => {
      const user = (await usersRepository.findByEmail(email))!;
      const caller = { user, partnerId: user.partnerId } as Caller;
      return deleteConversion.handle({ params: { id }, caller } as Parameters<typeof deleteConversion.handle>[0]);
    };
    afterEach(() => vi.restoreAllMocks());
    /** Each delete attempt first finds the report edited by someone else (a later updatedAt than it read). */
    const editedBeforeEachWrite = (reportId: string, times: number) => {
      const write = customConversionsRepository.delete.bind(customConversionsRepository);
      let edits = 0;
      return vi.spyOn(customConversionsRepository, 'delete').mockImplementation(async (conversion, rewrites) => {
        if (edits < times) {
          edits++;
          await new Promise((resolve) => setTimeout(resolve, 2));
          const report = (await savedReportsRepository.get(conversion.partnerId, reportId))!;
          await savedReportsRepository.update(conversion.partnerId, reportId, { ...report.view, name: `Edited ${edits}` });
        }
        return write(conversion, rewrites);
      });
    };

    it('reads the reports again when one changed meanwhile, keeping the other edit', async () => {
      const conversion = (await create(admin, demoId, { name: unique('Raced'), floodlightActivityIds: [SIGN_UP] })).body;
      const report = await savedReportsRepository.create(demoId, { id: admin.user.id, email: 'admin@demo.test' }, viewUsing(conversion._id));
      const write = editedBeforeEachWrite(report.id, 1);
      expect(await deleteAs('admin@demo.test', conversion._id)).toEqual({ body: { _id: conversion._id } });
      expect(write).toHaveBeenCalledTimes(2);
      expect(await customConversionsRepository.get(conversion._id)).toBeNull();
      expect((await savedReportsRepository.get(demoId, report.id))!.view).toMatchObject({ name: 'Edited 1', metrics: [{ field: 'CLICKS', sortIndex: 0 }] });
    });

    it('gives up after three clashes: the message, and nothing deleted or rewritten', async () => {
      const conversion = (await create(admin, demoId, { name: unique('Contended'), floodlightActivityIds: [SIGN_UP] })).body;
      const report = await savedReportsRepository.create(demoId, { id: admin.user.id, email: 'admin@demo.test' }, viewUsing(conversion._id));
      const write = editedBeforeEachWrite(report.id, Infinity);
      await expect(deleteAs('admin@demo.test', conversion._id)).rejects.toMatchObject({ statusCode: 422, message: FAILED });
      expect(write).toHaveBeenCalledTimes(3);
      expect(await customConversionsRepository.get(conversion._id)).toMatchObject({ name: conversion.name });
      expect((await savedReportsRepository.get(demoId, report.id))!.view).toMatchObject({
        name: 'Edited 3',
        metrics: [{ field: 'CLICKS' }, { field: customMetricId(conversion._id, 'CVR') }],
      });
    });

    it(`refuses when more than ${MAX_REPORT_REWRITES} reports use it (one transaction), changing nothing`, async () => {
      const conversion = (await create(other, otherId, { name: unique('Everywhere'), floodlightActivityIds: [OTHER_ACTIVITY.id] })).body;
      const owner = { id: other.user.id, email: 'other-admin@demo.test' };
      const reports = await Promise.all(Array.from({ length: MAX_REPORT_REWRITES + 1 }, () => savedReportsRepository.create(otherId, owner, viewUsing(conversion._id))));
      try {
        expect(await as(other).delete(`/api/report/custom-conversion/${conversion._id}`)).toMatchObject({ status: 422, body: { message: FAILED } });
        expect(await customConversionsRepository.get(conversion._id)).toMatchObject({ name: conversion.name });
        const after = await Promise.all(reports.map((r) => savedReportsRepository.get(otherId, r.id)));
        expect(after.every((r) => r!.updatedAt === reports.find((x) => x.id === r!.id)!.updatedAt)).toBe(true);
        // one report fewer fits: the delete goes through and rewrites them all
        await savedReportsRepository.delete(otherId, reports.pop()!.id);
        expect(await as(other).delete(`/api/report/custom-conversion/${conversion._id}`)).toMatchObject({ status: 200 });
        const rewritten = await Promise.all(reports.map((r) => savedReportsRepository.get(otherId, r.id)));
        expect(rewritten.every((r) => r!.view.metrics.length === 1 && r!.view.metrics[0]!.field === 'CLICKS')).toBe(true);
      } finally {
        await Promise.all(reports.map((r) => savedReportsRepository.delete(otherId, r.id)));
      }
    });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await as(admin).put(`/api/report/custom-conversion/${GHOST}`, { name: 'Ghost', floodlightActivityIds: [SIGN_UP] })).status).toBe(404);
    expect(await as(admin).delete('/api/report/custom-conversion/not-an-id')).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });
});

describe("a conversion's metrics in POST /report", () => {
  it('count the click- and view-through conversions of its activities only, and follow an update', async () => {
    const node = (await businessNodesRepository.listByPartner(demoId)).find((n) => n.name === 'Germany')!;
    const campaign = await campaignsRepository.createIfAbsent({ partnerId: demoId, businessNodeId: node.id, platform: 'google', name: `Conversions ${randomUUID()}` });
    await campaignsVisible();
    const base = { campaignId: campaign.id, partnerId: demoId, platform: 'google', source: 'adserver' };
    const at = (day: string) => `2026-03-0${day}T10:00:00Z`;
    writeFacts(process.env.REPORTING_DIR!, `cc-test-${randomUUID()}`, [
      { ...base, TIMESTAMP: at('1'), IMPRESSIONS: 4000, CLICKS: 80 },
      { ...base, TIMESTAMP: at('1'), source: 'tracker', activityId: SIGN_UP, CLICK_THROUGH_CONVERSIONS: 5, VIEW_THROUGH_CONVERSIONS: 3 },
      { ...base, TIMESTAMP: at('2'), source: 'tracker', activityId: COUPON, CLICK_THROUGH_CONVERSIONS: 2, VIEW_THROUGH_CONVERSIONS: 0 },
      { ...base, TIMESTAMP: at('2'), source: 'tracker', activityId: CART, CLICK_THROUGH_CONVERSIONS: 100, VIEW_THROUGH_CONVERSIONS: 50 },
    ]);
    const { body: conversion } = await create(admin, demoId, { name: unique('Leads'), floodlightActivityIds: [SIGN_UP, COUPON] });
    const ids = ['CLICK_THROUGH_CONVERSIONS', 'VIEW_THROUGH_CONVERSIONS', 'TOTAL_CONVERSIONS', 'CVR', 'RATE'].map((s) => customMetricId(conversion._id, s as 'CVR'));
    const query = { select: ids, where: { campaignId: { $in: [campaign.id] } } };
    const run = async () => {
      const res = await call('POST', '/api/report', { cookie: analyst.cookie, csrf: analyst.csrf, body: query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return parseReportTsv(res.body).rows[0];
    };
    // a new campaign is in reports within a second (campaign-access.ts reads a partner's campaigns at most once a second)
    await expect.poll(async () => (await call('POST', '/api/report', { cookie: analyst.cookie, csrf: analyst.csrf, body: query })).status, { timeout: 3000 }).toBe(200);
    // analysts read a conversion's metrics although they may not manage conversions
    expect(await run()).toEqual({ [ids[0]!]: 7, [ids[1]!]: 3, [ids[2]!]: 10, [ids[3]!]: 10 / 4000, [ids[4]!]: 10 / 80 });
    await as(admin).put(`/api/report/custom-conversion/${conversion._id}`, { name: conversion.name, floodlightActivityIds: [CART] });
    expect(await run()).toEqual({ [ids[0]!]: 100, [ids[1]!]: 50, [ids[2]!]: 150, [ids[3]!]: 150 / 4000, [ids[4]!]: 150 / 80 });
    await as(admin).delete(`/api/report/custom-conversion/${conversion._id}`);
    expect(await call('POST', '/api/report', { cookie: admin.cookie, csrf: admin.csrf, body: query })).toMatchObject({ status: 400, body: { message: 'Wrong params' } });
  });
});
