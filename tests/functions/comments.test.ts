/**
 * Comments through the gateway (001 7 'Comments', new-comments/variant): threads with nested replies, resolve and
 * reopen, soft delete, private comments kept to the author's side, counts never below 0, pages, the panel's filters,
 * scope refusals, and the stored state behind each answer.
 */
import { randomUUID } from 'node:crypto';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { commentsRepository } from '@functions/comments/comments-repository';
import { GHOST, as, demoCampaign, isolatedCampaign } from './audiences-helpers';
import { campaignsVisible, signIn, type SignedIn } from './client';
import { api } from './campaigns-helpers';
import { campaignWithTrees, seededConcept, variationOn } from './personalize-helpers';

let admin: SignedIn;
let ssm: SignedIn;
let ssr: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let campaignId: string;
let isolatedId: string;
let treeId: string;

const url = (path = '') => `/api/campaigns/${campaignId}${path}`;
/** A creative of the campaign to comment on (a variation; the server checks that it is the campaign's). */
const variant = (campaign = campaignId) => variationOn(admin.user.partnerId, campaign);
const post = (who: SignedIn, body: Record<string, unknown>) =>
  as(who).post(url('/new-comments/new'), { commentedEntityType: 'PersonalizeVariant', context: 'Personalize', ...body });
const listOf = async (who: SignedIn, entityId: string, extra = '') => {
  const res = await as(who).get(url(`/comments?entityIds=${entityId}${extra}`));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { comments: { _id: string; body: string; threadedComments: { _id: string; body: string; threadedComments: unknown[] }[] }[]; nextCursor: string | null };
};
const countOf = async (who: SignedIn, entityId: string) => {
  const res = await as(who).post(url('/new-comments/variant'), { entityIds: [entityId] });
  expect(res.status).toBe(200);
  return res.body.counts[entityId] as number;
};

beforeAll(async () => {
  [admin, ssm, ssr, manager, reviewer, other] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'selfservicereviewer@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  const made = await campaignWithTrees(admin, await seededConcept(admin.user.partnerId), 'Comments');
  campaignId = made.campaignId;
  treeId = made.trees[0]!._id;
  isolatedId = await isolatedCampaign(admin.user.partnerId);
  await campaignsVisible();
});

describe('threads', () => {
  it('creates a thread and nested replies, lists them newest thread first with replies in order, and stores them', async () => {
    const v = await variant();
    const root = await post(ssm, { commentedEntityId: v, body: '  Logo too small  ', hotspot: { x: 0.25, y: 0.5 }, entityVersion: 2 });
    expect(root).toMatchObject({
      status: 201,
      body: {
        threadId: root.body._id,
        parentId: null,
        body: 'Logo too small',
        user: { _id: ssm.user.id, email: 'selfservicemanager@demo.test', role: 'selfServiceManager', name: 'Max Self-Service Manager' },
        hotspot: { x: 0.25, y: 0.5 },
        resolved: false,
        private: false,
        isDeleted: false,
        timeCode: null,
        attachments: [],
        commentedEntityId: v,
        commentedEntityType: 'PersonalizeVariant',
        context: 'Personalize',
        entityVersion: 2,
        campaignId,
        conceptId: null,
        threadedComments: [],
      },
    });
    const reply = await post(manager, { parentId: root.body._id, commentedEntityId: 'ignored', body: 'Agreed' });
    expect(reply).toMatchObject({ status: 201, body: { threadId: root.body._id, parentId: root.body._id, commentedEntityId: v, entityVersion: 2 } });
    const nested = await post(ssm, { parentId: reply.body._id, commentedEntityId: v, body: 'Fixed in v3' });
    expect(nested.body).toMatchObject({ threadId: root.body._id, parentId: reply.body._id });
    const second = await post(reviewer, { commentedEntityId: v, body: 'Second thread' });

    const page = await listOf(admin, v);
    expect(page.comments.map((c) => c.body)).toEqual(['Second thread', 'Logo too small']);
    expect(page.comments[1]!.threadedComments).toMatchObject([{ _id: reply.body._id, body: 'Agreed', threadedComments: [{ _id: nested.body._id, body: 'Fixed in v3', threadedComments: [] }] }]);
    expect(page.nextCursor).toBeNull();

    const stored = await commentsRepository.get(reply.body._id);
    expect(stored).toMatchObject({ ownerType: 'campaign', ownerId: campaignId, threadId: root.body._id, parentId: root.body._id, body: 'Agreed', authorSide: 'client', isDeleted: false });
    expect(second.status).toBe(201);
    // one count per unresolved thread, replies do not count
    expect(await countOf(manager, v)).toBe(2);
  });

  it('answers a create sent again with the same Idempotency-Key as the first time, storing one comment', async () => {
    const v = await variant();
    const key = randomUUID();
    const body = { commentedEntityId: v, commentedEntityType: 'PersonalizeVariant', context: 'Personalize', body: 'Sent twice' };
    const first = await api(ssm).postOnce(url('/new-comments/new'), body, key);
    const again = await api(ssm).postOnce(url('/new-comments/new'), body, key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect((await listOf(ssm, v)).comments).toHaveLength(1);
    expect(await countOf(ssm, v)).toBe(1);
  });

  it('keeps a body as plain text: markup comes back as the same characters, never as HTML', async () => {
    const v = await variant();
    const body = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await post(admin, { commentedEntityId: v, body })).body.body).toBe(body);
    expect((await listOf(admin, v)).comments[0]!.body).toBe(body);
  });

  it('refuses what is not a comment with the spec words and stores nothing', async () => {
    const v = await variant();
    expect(await post(admin, { commentedEntityId: v, body: '   ' })).toMatchObject({ status: 422, body: { message: 'Wrong params', details: [{ path: 'body', message: 'Write a comment or attach a file' }] } });
    expect(await post(admin, { commentedEntityId: v, body: 'x', commentedEntityType: 'Campaign' })).toMatchObject({ status: 422 });
    expect(await post(admin, { commentedEntityId: v, body: 'x', hotspot: { x: 2, y: 0 } })).toMatchObject({ status: 422 });
    expect(await post(admin, { commentedEntityId: v, body: 'x', timeCode: -1 })).toMatchObject({ status: 422 });
    expect(await post(admin, { commentedEntityId: v, body: 'x', parentId: GHOST })).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect((await listOf(admin, v)).comments).toEqual([]);
    expect(await countOf(admin, v)).toBe(0);
  });

  it('pages through threads with a cursor, no thread twice', async () => {
    const v = await variant();
    for (let i = 0; i < 12; i++) expect((await post(ssm, { commentedEntityId: v, body: `thread ${i}` })).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listOf(ssm, v, `&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.comments.map((c) => c.body));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `thread ${11 - i}`));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(await as(ssm).get(url(`/comments?entityIds=${v}&cursor=not-a-cursor`))).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });

  it('lists the whole campaign, and entity ids in a POST body', async () => {
    const [a, b] = [await variant(), await variant()];
    await post(ssm, { commentedEntityId: a, body: 'on a' });
    await post(ssm, { commentedEntityId: b, body: 'on b' });
    const all = await as(ssm).get(url('/comments/list?limit=100'));
    expect(all.status).toBe(200);
    expect(all.body.comments.map((c: { body: string }) => c.body)).toEqual(expect.arrayContaining(['on a', 'on b']));
    const both = await as(ssm).post(url('/new-comments/list'), { entityIds: [a, b] });
    expect(both.body.comments.map((c: { body: string }) => c.body)).toEqual(['on b', 'on a']);
    expect(await as(ssm).get(url('/comments'))).toMatchObject({ status: 422 });
  });
});

describe('resolve and delete', () => {
  it('resolves and reopens a thread (a reply names its thread); counts follow and never go below 0', async () => {
    const v = await variant();
    const root = await post(ssm, { commentedEntityId: v, body: 'Fix the price' });
    const reply = await post(reviewer, { parentId: root.body._id, commentedEntityId: v, body: 'On it' });
    expect(await countOf(ssm, v)).toBe(1);
    const resolved = await api(reviewer).patch(url(`/new-comments/${reply.body._id}/resolve`), { resolved: true });
    expect(resolved).toMatchObject({ status: 200, body: { _id: root.body._id, resolved: true, threadedComments: [{ _id: reply.body._id }] } });
    // resolving again changes nothing
    expect(await api(ssm).patch(url(`/new-comments/${root.body._id}/resolve`), { resolved: true })).toMatchObject({ status: 200, body: { resolved: true } });
    expect(await countOf(ssm, v)).toBe(0);
    expect((await listOf(ssm, v)).comments).toEqual([]);
    expect((await listOf(ssm, v, '&showResolved=1')).comments.map((c) => c._id)).toEqual([root.body._id]);
    // deleting the resolved thread does not count it down again
    expect(await as(ssm).delete(url(`/new-comments/${root.body._id}`))).toMatchObject({ status: 200, body: { _id: root.body._id, isDeleted: true } });
    expect(await countOf(ssm, v)).toBe(0);
    const [stored] = [...(await commentsRepository.counts(campaignId, [v])).values()];
    expect(stored!.open).toBe(0);
    expect(await api(ssm).patch(url(`/new-comments/${root.body._id}/resolve`), { resolved: false })).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect(await countOf(ssm, v)).toBe(0);

    const again = await post(ssm, { commentedEntityId: v, body: 'Reopen me' });
    await api(ssm).patch(url(`/new-comments/${again.body._id}/resolve`), { resolved: true });
    expect(await api(ssm).patch(url(`/new-comments/${again.body._id}/resolve`), { resolved: false })).toMatchObject({ status: 200, body: { resolved: false } });
    expect(await countOf(ssm, v)).toBe(1);
  });

  it('keeps the count equal to the stored state under concurrent resolves, reopens and deletes, never below 0', async () => {
    const v = await variant();
    const root = await post(ssm, { commentedEntityId: v, body: 'Race' });
    const path = url(`/new-comments/${root.body._id}/resolve`);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => api(i % 2 ? ssm : manager).patch(path, { resolved: i % 3 !== 0 })));
    // a call that lost a race reads again and tries again: every one answers, none fails
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = (await commentsRepository.get(root.body._id))!;
    expect(await countOf(ssm, v)).toBe(stored.resolved ? 0 : 1);
    const deletes = await Promise.all([...Array.from({ length: 4 }, () => as(ssm).delete(url(`/new-comments/${root.body._id}`))), api(manager).patch(path, { resolved: false })]);
    expect(deletes.filter((d) => d.status === 200 && d.body.isDeleted)).not.toHaveLength(0);
    expect(await countOf(ssm, v)).toBe(0);
    const counter = (await commentsRepository.counts(campaignId, [v])).get(v)!;
    expect(counter.open).toBe(0);
  });

  it('soft deletes for the author or an admin only; a deleted comment leaves the list and its count, and stays stored', async () => {
    const v = await variant();
    const mine = await post(reviewer, { commentedEntityId: v, body: 'Mine' });
    expect(await as(manager).delete(url(`/new-comments/${mine.body._id}`))).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(ssm).delete(url(`/new-comments/${mine.body._id}`))).toMatchObject({ status: 403 });
    expect(await as(reviewer).delete(url(`/new-comments/${mine.body._id}`))).toMatchObject({ status: 200, body: { isDeleted: true } });
    expect(await commentsRepository.get(mine.body._id)).toMatchObject({ isDeleted: true, deletedBy: reviewer.user.id, body: 'Mine' });
    expect(await as(reviewer).delete(url(`/new-comments/${mine.body._id}`))).toMatchObject({ status: 404 });

    const theirs = await post(manager, { commentedEntityId: v, body: 'Theirs' });
    const reply = await post(ssm, { parentId: theirs.body._id, commentedEntityId: v, body: 'A reply' });
    expect(await as(admin).delete(url(`/new-comments/${reply.body._id}`))).toMatchObject({ status: 200 });
    expect((await listOf(manager, v)).comments).toMatchObject([{ _id: theirs.body._id, threadedComments: [] }]);
    expect(await countOf(manager, v)).toBe(1);
    const ssAdmin = await signIn('selfserviceadmin@demo.test');
    expect(await as(ssAdmin).delete(url(`/new-comments/${theirs.body._id}`))).toMatchObject({ status: 200 });
    expect(await countOf(manager, v)).toBe(0);
    expect((await listOf(manager, v)).comments).toEqual([]);
  });
});

describe('private comments', () => {
  it("are seen only by the author's side, in lists, counts and by id", async () => {
    const v = await variant();
    const agency = await post(ssr, { commentedEntityId: v, body: 'Agency only', private: true });
    const client = await post(manager, { commentedEntityId: v, body: 'Client only', private: true });
    await post(reviewer, { commentedEntityId: v, body: 'Everyone' });
    const bodies = async (who: SignedIn) => (await listOf(who, v)).comments.map((c) => c.body).sort();
    expect(await bodies(admin)).toEqual(['Agency only', 'Everyone']);
    expect(await bodies(ssm)).toEqual(['Agency only', 'Everyone']);
    expect(await bodies(reviewer)).toEqual(['Client only', 'Everyone']);
    expect(await bodies(manager)).toEqual(['Client only', 'Everyone']);
    expect(await countOf(admin, v)).toBe(2);
    expect(await countOf(reviewer, v)).toBe(2);
    // the other side cannot reply to, resolve or delete what it cannot see
    expect(await post(reviewer, { parentId: agency.body._id, commentedEntityId: v, body: 'peek' })).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect(await api(admin).patch(url(`/new-comments/${client.body._id}/resolve`), { resolved: true })).toMatchObject({ status: 404 });
    // a reply in a private thread is private too
    const reply = await post(ssm, { parentId: agency.body._id, commentedEntityId: v, body: 'agency reply' });
    expect(reply.body.private).toBe(true);
    // a private comment mentions only its side
    expect(await post(ssm, { commentedEntityId: v, body: 'hey', private: true, mentions: [reviewer.user.id] })).toMatchObject({ status: 422, body: { message: 'A mentioned user cannot access this campaign' } });
  });
});

describe('filters', () => {
  it('keeps threads for me, with a time code, sorted by time code, and hides general comments', async () => {
    const [v, tree] = [await variant(), treeId];
    const reviewerId = reviewer.user.id;
    await post(ssm, { commentedEntityId: v, body: 'at 12s', timeCode: 12 });
    await post(ssm, { commentedEntityId: v, body: 'at 3.5s', timeCode: 3.5 });
    await post(ssm, { commentedEntityId: v, body: 'for remy', mentions: [reviewerId] });
    await post(ssm, { commentedEntityId: tree, commentedEntityType: 'PersonalizeTree', body: 'general' });
    const ids = `${v},${tree}`;
    const bodies = async (who: SignedIn, q: string) => (await listOf(who, ids, q)).comments.map((c) => c.body);
    expect(await bodies(reviewer, '&forMe=1')).toEqual(['for remy']);
    expect(await bodies(ssm, '&forMe=1')).toEqual([]);
    expect(await bodies(ssm, '&withTimeCode=1')).toEqual(['at 3.5s', 'at 12s']);
    expect(await bodies(ssm, '&sortByTimeCode=1')).toEqual(['at 3.5s', 'at 12s', 'general', 'for remy']);
    expect(await bodies(ssm, '&sortByTimeCode=1&limit=2')).toEqual(['at 3.5s', 'at 12s']);
    expect((await listOf(ssm, ids, '&sortByTimeCode=1&limit=2&cursor=2')).comments.map((c) => c.body)).toEqual(['general', 'for remy']);
    expect(await bodies(ssm, '&hideGeneral=1')).not.toContain('general');
  });
});

describe('scope', () => {
  it("refuses another partner's campaign as not found and a campaign outside the caller's nodes as denied", async () => {
    const v = await variant();
    expect(await post(other, { commentedEntityId: v, body: 'x' })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).get(url(`/comments?entityIds=${v}`))).toMatchObject({ status: 404 });
    expect(await as(other).post(url('/new-comments/variant'), { entityIds: [v] })).toMatchObject({ status: 404 });
    const isolated = `/api/campaigns/${isolatedId}`;
    expect(await as(ssm).post(`${isolated}/new-comments/new`, { commentedEntityId: v, commentedEntityType: 'PersonalizeVariant', context: 'Personalize', body: 'x' })).toMatchObject({
      status: 403,
      body: { message: 'Access to the Campaign denied' },
    });
    expect(await as(ssm).get(`${isolated}/comments?entityIds=${v}`)).toMatchObject({ status: 403 });
    // a comment id of one campaign named under another answers not found
    const c = await post(admin, { commentedEntityId: v, body: 'here' });
    const elsewhere = await as(admin).post(`${isolated}/new-comments/new`, { commentedEntityId: await variant(isolatedId), commentedEntityType: 'PersonalizeVariant', context: 'Personalize', body: 'there' });
    expect(elsewhere.status).toBe(201);
    expect(await as(admin).delete(`${isolated}/new-comments/${c.body._id}`)).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect(await api(admin).patch(`/api/campaigns/${isolatedId}/new-comments/${c.body._id}/resolve`, { resolved: true })).toMatchObject({ status: 404 });
    expect(await commentsRepository.get(c.body._id)).toMatchObject({ isDeleted: false, resolved: false });
  });

  it("refuses a thread on what is not the campaign's creative or tree, and writes nothing", async () => {
    const elsewhere = await variant(isolatedId);
    for (const [commentedEntityId, commentedEntityType] of [[GHOST, 'PersonalizeVariant'], [elsewhere, 'PersonalizeVariant'], [GHOST, 'PersonalizeTree'], [campaignId, 'Template']] as const) {
      expect(await post(ssm, { commentedEntityId, commentedEntityType, body: 'lost' })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    }
    expect((await listOf(ssm, `${GHOST},${elsewhere}`)).comments).toEqual([]);
  });

  it('refuses comments on a deleted campaign; reads still answer', async () => {
    const node = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'France')!;
    const id = await demoCampaign(admin.user.partnerId, node.name);
    await campaignsVisible();
    const v = await variant(id);
    const created = await as(ssm).post(`/api/campaigns/${id}/new-comments/new`, { commentedEntityId: v, commentedEntityType: 'PersonalizeVariant', context: 'Personalize', body: 'before' });
    expect(created.status).toBe(201);
    expect((await api(admin).patch(`/api/campaigns/${id}/delete`, {})).status).toBe(200);
    expect(await as(ssm).post(`/api/campaigns/${id}/new-comments/new`, { commentedEntityId: v, commentedEntityType: 'PersonalizeVariant', context: 'Personalize', body: 'after' })).toMatchObject({ status: 422 });
    expect((await as(ssm).get(`/api/campaigns/${id}/comments?entityIds=${v}`)).body.comments).toHaveLength(1);
  });
});
