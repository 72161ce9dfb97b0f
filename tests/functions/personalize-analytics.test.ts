/**
 * Personalize analytics (001 7 'Tracked analytics events'): the port the personalize calls record through, the
 * browser's own events (POST), and the campaign's list newest first a page at a time, with its access rules.
 */
import { trackPersonalizeEvent } from '@functions/personalize/public';
import { usersRepository } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import { as, demoCampaign, GHOST, isolatedCampaign, signIn } from './audiences-helpers';
import { campaignsVisible, type SignedIn } from './client';

let admin: SignedIn;
let ssm: SignedIn;
let manager: SignedIn;
let other: SignedIn;
let campaignId: string;

const analytics = (id: string, query = '') => `/api/campaigns/${id}/personalize/analytics${query}`;

async function callerOf(who: SignedIn): Promise<Caller> {
  const user = (await usersRepository.get(who.user.id))!;
  return { user, partnerId: user.partnerId, session: {} as Caller['session'] };
}

beforeAll(async () => {
  [admin, ssm, manager, other] = await Promise.all(['admin@demo.test', 'selfservicemanager@demo.test', 'manager@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)));
  campaignId = await demoCampaign(admin.user.partnerId);
  await campaignsVisible();
});

describe('GET and POST campaigns/{id}/personalize/analytics', () => {
  it("records the browser's events and the server's, and lists them newest first with the spec's labels", async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await campaignsVisible();
    expect(await as(ssm).post(analytics(id), { name: 'visit' })).toMatchObject({ status: 201, body: { event: { name: 'visit', label: 'Visit', userId: ssm.user.id } } });
    await trackPersonalizeEvent(await callerOf(admin), id, 'contentUpdated', { variantIds: ['a', 'b'], field: 'headline' });
    expect((await as(ssm).post(analytics(id), { name: 'cropperUsed', detail: { scale: 1.2 } })).status).toBe(201);
    const list = await as(ssm).get(analytics(id));
    expect(list.status).toBe(200);
    expect(list.body.events.map((e: { name: string }) => e.name)).toEqual(['cropperUsed', 'contentUpdated', 'visit']);
    expect(list.body.events[1]).toMatchObject({
      campaignId: id,
      label: 'Content updated',
      userId: admin.user.id,
      userName: 'Ada Admin',
      detail: { variantIds: ['a', 'b'], field: 'headline' },
      treeId: null,
    });
    expect(list.body.events[0].detail).toEqual({ scale: 1.2 });
    expect(Date.parse(list.body.events[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.body.nextCursor).toBeNull();
  });

  it('pages with pageSize and the cursor of the previous page, no event twice, none left out', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await campaignsVisible();
    const caller = await callerOf(ssm);
    for (let i = 0; i < 5; i++) await trackPersonalizeEvent(caller, id, 'variantCreated', { index: i });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await as(ssm).get(analytics(id, query));
      expect(page.status).toBe(200);
      expect(page.body.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.events.map((e: { detail: { index: number } }) => e.detail.index));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([4, 3, 2, 1, 0]);
  });

  it('keeps the tree an event names, and at most 100 ids of a long list with their count', async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await campaignsVisible();
    const ids = Array.from({ length: 150 }, (_, i) => `v${i}`);
    await trackPersonalizeEvent(await callerOf(ssm), id, 'variantsBulkActivated', { treeId: GHOST, variantIds: ids, failed: 1 });
    const [event] = (await as(ssm).get(analytics(id))).body.events;
    expect(event).toMatchObject({ name: 'variantsBulkActivated', label: 'Variants bulk activated', treeId: GHOST, detail: { variantIdsCount: 150, failed: 1 } });
    expect(event.detail.variantIds).toEqual(ids.slice(0, 100));
  });

  it("refuses what the browser may not record, an unknown tree and bad paging, and stores nothing", async () => {
    const id = await demoCampaign(admin.user.partnerId);
    await campaignsVisible();
    expect(await as(ssm).post(analytics(id), { name: 'variantActivated' })).toMatchObject({ status: 422 });
    expect(await as(ssm).post(analytics(id), { name: 'dance' })).toMatchObject({ status: 422 });
    expect(await as(ssm).post(analytics(id), { name: 'visit', detail: { nested: { a: 1 } } })).toMatchObject({ status: 422 });
    expect(await as(ssm).post(analytics(id), { name: 'visit', treeId: GHOST })).toMatchObject({ status: 404, body: { message: 'Cannot get personalize trees' } });
    expect(await as(ssm).get(analytics(id, '?cursor=garbled'))).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(ssm).get(analytics(id, '?pageSize=0'))).toMatchObject({ status: 422 });
    // a cursor of another campaign's list does not read that list
    const caller = await callerOf(ssm);
    for (let i = 0; i < 3; i++) await trackPersonalizeEvent(caller, campaignId, 'visit');
    const cursor = (await as(ssm).get(analytics(campaignId, '?pageSize=1'))).body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect(await as(ssm).get(analytics(id, `?cursor=${encodeURIComponent(cursor)}`))).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect((await as(ssm).get(analytics(id))).body.events).toEqual([]);
  });

  it('answers only callers who may open the campaign: other partner 404, outside the nodes 403, other roles 403', async () => {
    const isolated = await isolatedCampaign(admin.user.partnerId);
    await campaignsVisible();
    expect(await as(other).get(analytics(campaignId))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).post(analytics(campaignId), { name: 'visit' })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(ssm).get(analytics(isolated))).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await as(ssm).post(analytics(isolated), { name: 'visit' })).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    expect(await as(manager).get(analytics(campaignId))).toMatchObject({ status: 403 });
    expect(await as(admin).post(analytics(isolated), { name: 'visit' })).toMatchObject({ status: 201 });
    expect((await as(admin).get(analytics(isolated))).body.events).toHaveLength(1);
    expect((await as(admin).get(analytics(campaignId))).body.events.filter((e: { userId: string }) => e.userId === other.user.id)).toEqual([]);
  });
});
