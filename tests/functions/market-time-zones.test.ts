/**
 * Schedules in the market's time zone through the API: a market node's IANA zone (its country's by default, set and
 * refused through PUT business-nodes/{id} by the node editors only), schedules stored as the market's wall time with
 * its zone and evaluated on the market's clock on both sides of the daylight-saving change, and flight dates counted
 * in the market's day.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { presentVariant } from '@functions/personalize/present';
import { signalContext } from '@functions/personalize/signal-variants';
import { variantDayPart } from '@functions/publishing/adapters/cm360-targeting';
import { zonedDay } from '@shared/domain/time-zones';
import { MESSAGES } from '@shared/messages';
import { as, nodeNamed, unique } from './business-nodes-helpers';
import { campaignsVisible, signIn, type SignedIn } from './client';

let admin: SignedIn;
let ssAdmin: SignedIn;
let manager: SignedIn;
let region: string;

const flat = (nodes: { _id: string; children: unknown[] }[]): { _id: string; name: string; type: string; timeZone?: string; timeZoneSet?: boolean }[] =>
  nodes.flatMap((n) => [n as never, ...flat(n.children as never)]);
const nodeById = async (who: SignedIn, id: string) => flat((await as(who).get('/api/business-nodes')).body).find((n) => n._id === id)!;

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  ssAdmin = await signIn('selfserviceadmin@demo.test');
  manager = await signIn('selfservicemanager@demo.test');
  const product = await nodeNamed(admin, 'Sparkle Zero');
  // a region of its own, so the markets made here (named for countries) never meet a sibling of an earlier run
  const made = await as(admin).post('/api/business-nodes', { parentId: product._id, name: unique('TZ region'), type: 'region' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  region = made.body._id;
});

describe("a market's time zone", () => {
  it("defaults to its country's zone, shown on the seeded markets and stored on a new one", async () => {
    const germany = await nodeNamed(admin, 'Germany');
    const us = await nodeNamed(admin, 'United States');
    expect(await nodeById(admin, germany._id)).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneSet: false });
    expect(await nodeById(admin, us._id)).toMatchObject({ timeZone: 'America/New_York', timeZoneSet: false });
    expect((await nodeById(admin, region)).timeZone).toBeUndefined();

    const portugal = await as(admin).post('/api/business-nodes', { parentId: region, name: 'Portugal', type: 'market' });
    expect(portugal.status, JSON.stringify(portugal.body)).toBe(201);
    expect(portugal.body).toMatchObject({ timeZone: 'Europe/Lisbon', timeZoneSet: true });
    const named = await as(admin).post('/api/business-nodes', { parentId: region, name: unique('Iberia'), type: 'market', timeZone: 'Europe/Madrid' });
    expect(named.body).toMatchObject({ timeZone: 'Europe/Madrid', timeZoneSet: true });
    const unknownCountry = await as(admin).post('/api/business-nodes', { parentId: region, name: unique('Nowhere'), type: 'market' });
    expect(unknownCountry.body).toMatchObject({ timeZone: 'UTC', timeZoneSet: false });
  });

  it('is set by a node editor, refused when it is not an IANA zone or the node is no market, and not by a manager', async () => {
    const market = (await as(admin).post('/api/business-nodes', { parentId: region, name: unique('Market'), type: 'market' })).body;
    const set = await as(ssAdmin).put(`/api/business-nodes/${market._id}`, { name: market.name, timeZone: 'America/Chicago' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ timeZone: 'America/Chicago', timeZoneSet: true });
    expect(await nodeById(admin, market._id)).toMatchObject({ name: market.name, timeZone: 'America/Chicago', timeZoneSet: true });

    for (const bad of ['Mars/Olympus_Mons', '+02:00', 'CET', '']) {
      const refused = await as(admin).put(`/api/business-nodes/${market._id}`, { name: market.name, timeZone: bad });
      expect(refused.status, bad).toBe(422);
      expect(JSON.stringify(refused.body), bad).toContain(MESSAGES.invalidTimeZone);
    }
    const onRegion = await as(admin).put(`/api/business-nodes/${region}`, { name: (await nodeById(admin, region)).name, timeZone: 'Europe/Paris' });
    expect(onRegion.status).toBe(422);
    expect(onRegion.body.message).toBe(MESSAGES.timeZoneOnlyForMarkets);
    const byManager = await as(manager).put(`/api/business-nodes/${market._id}`, { name: market.name, timeZone: 'Europe/Paris' });
    expect(byManager.status).toBe(403);
    // a rename alone keeps the zone; null takes it back to the country's (none: UTC)
    const renamed = await as(admin).put(`/api/business-nodes/${market._id}`, { name: `${market.name} 2` });
    expect(renamed.body).toMatchObject({ timeZone: 'America/Chicago' });
    expect(await nodeById(admin, market._id)).toMatchObject({ timeZone: 'America/Chicago', timeZoneSet: true });
    const reset = await as(admin).put(`/api/business-nodes/${market._id}`, { name: `${market.name} 2`, timeZone: null });
    expect(reset.body).toMatchObject({ timeZone: 'UTC', timeZoneSet: false });
  });
});

async function campaignOn(nodeId: string) {
  const campaign = await campaignsRepository.create({
    partnerId: admin.user.partnerId,
    businessNodeId: nodeId,
    name: unique('TZ campaign'),
    platform: 'google',
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
  });
  const tree = { id: newId(), partnerId: admin.user.partnerId, campaignId: campaign.id, platform: 'google', format: 'fixed', templates: [], location: `brief/decision-tree-template/${newId()}.json`, dimension: 'userSegment' };
  await personalizeRepository.write([personalizeRepository.putTree(tree)]);
  return { campaignId: campaign.id, treeId: tree.id, base: `/api/campaigns/${campaign.id}/personalize/${tree.id}` };
}

describe('schedules of a market', () => {
  let berlin: Awaited<ReturnType<typeof campaignOn>>;
  let newYork: Awaited<ReturnType<typeof campaignOn>>;
  beforeAll(async () => {
    const de = (await as(admin).post('/api/business-nodes', { parentId: region, name: unique('DE market'), type: 'market', timeZone: 'Europe/Berlin' })).body._id;
    const us = (await as(admin).post('/api/business-nodes', { parentId: region, name: unique('US market'), type: 'market', timeZone: 'America/New_York' })).body._id;
    berlin = await campaignOn(de);
    newYork = await campaignOn(us);
    await campaignsVisible();
  });

  it("stores a schedule as the market's wall time with its zone, whether sent as a wall time or an instant", async () => {
    const wall = await as(admin).post(`${berlin.base}/signal`, { name: 'Launch 9am', type: 'schedule', startDate: '2027-03-28T09:00', endDate: '2027-04-30T18:00', hours: [9, 10] });
    expect(wall.status, JSON.stringify(wall.body)).toBe(201);
    expect(wall.body).toMatchObject({ startDate: '2027-03-28T09:00', endDate: '2027-04-30T18:00', timeZone: 'Europe/Berlin', hours: [9, 10] });
    // 07:00 UTC on 28 March 2027 is 09:00 in Berlin (summer time from that morning)
    const instant = await as(admin).post(`${berlin.base}/signal`, { name: 'Launch instant', type: 'schedule', startDate: '2027-03-28T07:00:00.000Z', endDate: '2027-03-29T07:00:00+02:00' });
    expect(instant.body).toMatchObject({ startDate: '2027-03-28T09:00', endDate: '2027-03-29T07:00', timeZone: 'Europe/Berlin' });
    const listed = await as(manager).get(`${berlin.base}/signals?type=schedule`);
    expect(listed.body.timeZone).toBe('Europe/Berlin');
    expect(listed.body.signals).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Launch 9am', startDate: '2027-03-28T09:00', timeZone: 'Europe/Berlin' })]));
    // an edit is in the market's zone too
    const edited = await as(admin).put(`${berlin.base}/signals/${wall.body._id}`, { name: 'Launch 9am', type: 'schedule', startDate: '2027-03-27T09:00', endDate: '2027-04-30T18:00', hours: [9] });
    expect(edited.body).toMatchObject({ startDate: '2027-03-27T09:00', timeZone: 'Europe/Berlin', hours: [9] });
  });

  it('refuses a bound that is neither a wall time nor an instant, and an end that is not after the start in the market', async () => {
    const bad = await as(admin).post(`${berlin.base}/signal`, { name: 'Bad', type: 'schedule', startDate: 'tomorrow 9am', endDate: '2027-04-30T18:00' });
    expect(bad.status).toBe(422);
    // 01:00 in Berlin on 28 March 2027 is 00:00 UTC: before a start sent as 00:30 UTC, though it reads later
    const backwards = await as(admin).post(`${berlin.base}/signal`, { name: 'Backwards', type: 'schedule', startDate: '2027-03-28T00:30:00Z', endDate: '2027-03-28T01:00' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe(MESSAGES.scheduleEndBeforeStart);
    expect((await as(admin).get(`${berlin.base}/signals?type=schedule`)).body.signals.map((s: { name: string }) => s.name)).not.toContain('Backwards');
  });

  it('makes a variant live from 09:00 market time on both sides of the change, in Berlin and in New York', async () => {
    const schedule = async (c: typeof berlin, name: string, startDate: string) =>
      (await as(admin).post(`${c.base}/signal`, { name, type: 'schedule', startDate, endDate: '2027-12-01T00:00', hours: [9] })).body._id as string;
    const variantWith = async (c: typeof berlin, scheduleId: string) => {
      const id = newId();
      await personalizeRepository.write([
        personalizeRepository.createVariant({ id, partnerId: admin.user.partnerId, campaignId: c.campaignId, treeId: c.treeId, name: unique('V'), formats: {}, enabled: true, signals: { userSegment: [], schedule: [scheduleId] } }),
      ]);
      const variant = { id };
      return (await personalizeRepository.listVariants(c.treeId)).find((v) => v.id === variant.id)!;
    };
    const liveAt = async (c: typeof berlin, v: Awaited<ReturnType<typeof variantWith>>, iso: string) =>
      presentVariant(v, await signalContext({ campaignId: c.campaignId, treeId: c.treeId }, Date.parse(iso))).statuses;

    const de = await variantWith(berlin, await schedule(berlin, 'Mornings DE', '2027-03-01T00:00'));
    expect(await liveAt(berlin, de, '2027-03-27T08:00:00Z')).toEqual({ live: true, scheduled: false }); // 09:00 CET
    expect(await liveAt(berlin, de, '2027-03-27T07:00:00Z')).toEqual({ live: false, scheduled: false });
    expect(await liveAt(berlin, de, '2027-03-28T07:00:00Z')).toEqual({ live: true, scheduled: false }); // 09:00 CEST
    expect(await liveAt(berlin, de, '2027-03-28T08:00:00Z')).toEqual({ live: false, scheduled: false }); // 10:00 CEST
    expect(await liveAt(berlin, de, '2027-10-31T08:00:00Z')).toEqual({ live: true, scheduled: false }); // 09:00 CET again

    const us = await variantWith(newYork, await schedule(newYork, 'Mornings US', '2027-03-01T00:00'));
    expect(await liveAt(newYork, us, '2027-03-13T14:00:00Z')).toEqual({ live: true, scheduled: false }); // 09:00 EST
    expect(await liveAt(newYork, us, '2027-03-14T13:00:00Z')).toEqual({ live: true, scheduled: false }); // 09:00 EDT
    expect(await liveAt(newYork, us, '2027-03-14T14:00:00Z')).toEqual({ live: false, scheduled: false });

    // a start at 09:00 Berlin on the first summer-time day: scheduled until 07:00 UTC, live from it
    const start = await variantWith(berlin, (await as(admin).post(`${berlin.base}/signal`, { name: 'Start DE', type: 'schedule', startDate: '2027-03-28T09:00', endDate: '2027-04-01T00:00' })).body._id);
    expect(await liveAt(berlin, start, '2027-03-28T06:59:00Z')).toEqual({ live: false, scheduled: true });
    expect(await liveAt(berlin, start, '2027-03-28T07:00:00Z')).toEqual({ live: true, scheduled: false });
  });

  it("sends CM360 the day part on the market's clock: New York's zone as CM360's own time, another in the viewer's", () => {
    expect(variantDayPart({ schedules: [{ name: 'Mornings US', hours: [9], timeZone: 'America/New_York' }] })).toEqual({ daysOfWeek: expect.any(Array), hoursOfDay: [9], userLocalTime: false });
    expect(variantDayPart({ schedules: [{ name: 'Mornings DE', hours: [9], timeZone: 'Europe/Berlin' }] })).toEqual({ daysOfWeek: expect.any(Array), hoursOfDay: [9], userLocalTime: true });
    expect(variantDayPart({ schedules: [{ name: 'Mixed', hours: [9], timeZone: 'America/New_York' }, { name: 'Old', hours: [9] }] })?.userLocalTime).toBe(true);
  });
});

describe("flight dates in the market's day", () => {
  it("refuses a start before the market's today even when it is the caller's today", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11)
    const ahead = (await as(admin).post('/api/business-nodes', { parentId: region, name: unique('Kiribati'), type: 'market', timeZone: 'Pacific/Kiritimati' })).body._id;
    const callerToday = zonedDay(Date.now(), 'Pacific/Pago_Pago');
    const marketToday = zonedDay(Date.now(), 'Pacific/Kiritimati');
    const end = zonedDay(Date.now() + 20 * 86_400_000, 'Pacific/Kiritimati');
    const early = await as(admin).post('/api/campaigns', { name: unique('TZ flight'), businessNodeId: ahead, flightDates: { start: callerToday, end }, today: callerToday });
    expect(early.status, JSON.stringify(early.body)).toBe(422);
    expect(early.body.message).toBe(MESSAGES.flightDatesInPast);
    const onTime = await as(admin).post('/api/campaigns', { name: unique('TZ flight'), businessNodeId: ahead, flightDates: { start: marketToday, end }, today: callerToday });
    expect(onTime.status, JSON.stringify(onTime.body)).toBe(201);
  });
});
