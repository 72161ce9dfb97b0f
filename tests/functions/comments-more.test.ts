/**
 * Comments, the rest (001 7 'Comments'): attachments straight to storage checked by their content, the mentions
 * lookup and the mail a mention sends, the realtime event of each change on the campaign and concept topics, concept
 * comments (storyboards with time codes and versions), and the assembly calls.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import WebSocket from 'ws';
import { assetStorage } from '@functions/assets/public';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { variationsRepository } from '@functions/campaigns/public';
import { commentsRepository } from '@functions/comments/comments-repository';
import { sweepReservedAttachments } from '@functions/comments/attachments';
import { SWEEP_MARGIN_MS } from '@functions/comments/attachment-reservations';
import { RESERVED_ID_MAX_AGE_MS } from '@shared/domain/comments';
import { conceptsRepository } from '@functions/concepts/public';
import { newId } from '@functions/lib/ids';
import { storyboardsRepository } from '@functions/storyboards/public';
import { emptyBrief } from '@shared/domain/concepts';
import { as, demoCampaign, isolatedCampaign } from './audiences-helpers';
import { api } from './campaigns-helpers';
import { baseUrl, campaignsVisible, signIn, type SignedIn } from './client';
import { mailsTo } from './mail-outbox';
import { variationOn } from './personalize-helpers';

let admin: SignedIn;
let ssm: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let analyst: SignedIn;
let other: SignedIn;
let campaignId: string;
let conceptId: string;

/** A creative of the campaign to comment on (a variation; the server checks that it is the campaign's). */
const entity = () => variationOn(admin.user.partnerId, campaignId);
/** A storyboard of the concept, written through the repository. */
async function storyboard(): Promise<string> {
  const id = newId();
  const at = { _id: newId(), version: 1, status: 'ready' as const, assets: [], approvals: [], createdBy: admin.user.id, createdAt: Date.now() };
  await storyboardsRepository.create({ id, partnerId: admin.user.partnerId, conceptId, name: `Spot ${id}`, type: 'video', sortIndex: 0, firstVersion: at, createdBy: admin.user.id });
  return id;
}
const url = (path = '') => `/api/campaigns/${campaignId}${path}`;
const post = (who: SignedIn, body: Record<string, unknown>) =>
  as(who).post(url('/new-comments/new'), { commentedEntityType: 'PersonalizeVariant', context: 'Personalize', ...body });

beforeAll(async () => {
  [admin, ssm, manager, reviewer, analyst, other] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'analyst@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  campaignId = await demoCampaign(admin.user.partnerId);
  const germany = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'Germany')!;
  const brief = emptyBrief();
  brief.intro = { name: `Comment concept ${randomUUID()}`, businessNodes: [germany.id], languages: ['en'] };
  conceptId = (await conceptsRepository.create({ partnerId: admin.user.partnerId, brief, status: 'ready', createdBy: ssm.user.id })).id;
  await campaignsVisible();
});

describe('attachments', () => {
  const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } }).png().toBuffer();
  const start = (who: SignedIn, files: { name: string; size: number; type?: string }[]) => as(who).post(url('/new-comments/attachments'), { files });

  it('go straight to storage under the comment folder, are kept with a sanitised name and download as attachments', async () => {
    const bytes = await png();
    const started = await start(ssm, [{ name: 'shot <1>.png', size: bytes.length, type: 'image/png' }]);
    const { commentId } = started.body;
    const folder = `v2/partners/${ssm.user.partnerId}/campaigns/${campaignId}/comments/${commentId}/`;
    expect(started).toMatchObject({ status: 201, body: { commentId: expect.stringMatching(/^[0-9a-f]{24}$/), attachments: [{ name: 'shot _1_.png', path: `${folder}shot _1_.png`, url: expect.any(String) }] } });
    const [target] = started.body.attachments;
    expect((await fetch(target.url, { method: 'PUT', body: new Uint8Array(bytes) })).status).toBe(200);
    const v = await entity();
    const created = await post(ssm, { _id: commentId, commentedEntityId: v, body: '', attachments: [{ name: target.name, path: target.path }] });
    expect(created).toMatchObject({ status: 201, body: { _id: commentId, body: '', attachments: [{ name: 'shot _1_.png', path: target.path, url: expect.any(String) }] } });
    const download = await fetch(created.body.attachments[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await commentsRepository.get(commentId))!.attachments).toEqual([{ name: 'shot _1_.png', path: target.path, mimeType: 'image/png' }]);
    // the same reserved id cannot make a second comment
    expect(await post(ssm, { _id: commentId, commentedEntityId: v, body: 'again' })).toMatchObject({ status: 422, body: { message: 'Already exist' } });
  });

  it('refuses a file whose content is not an allowed type whatever its name, and removes it; nothing is stored', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const started = await start(ssm, [{ name: 'innocent.png', size: html.length, type: 'image/png' }]);
    const [target] = started.body.attachments;
    await fetch(target.url, { method: 'PUT', body: new Uint8Array(html) });
    const refused = await post(ssm, { _id: started.body.commentId, commentedEntityId: await entity(), body: 'look', attachments: [{ name: target.name, path: target.path }] });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Invalid file format' } });
    expect(await assetStorage.size(target.path)).toBeNull();
    expect(await commentsRepository.get(started.body.commentId)).toBeNull();
  });

  it('refuses a path outside the comment folder, a file never uploaded, and a file over 100 MB', async () => {
    const started = await start(ssm, [{ name: 'a.png', size: 10 }]);
    const { commentId, attachments } = started.body;
    const outside = `v2/partners/${other.user.partnerId}/campaigns/${campaignId}/comments/${commentId}/a.png`;
    expect(await post(ssm, { _id: commentId, commentedEntityId: await entity(), body: 'x', attachments: [{ name: 'a.png', path: outside }] })).toMatchObject({ status: 422 });
    expect(await post(ssm, { _id: commentId, commentedEntityId: await entity(), body: 'x', attachments: [{ name: 'a.png', path: `${attachments[0].path.replace('a.png', '../a.png')}` }] })).toMatchObject({ status: 422 });
    expect(await post(ssm, { _id: commentId, commentedEntityId: await entity(), body: 'x', attachments: [{ name: 'a.png', path: attachments[0].path }] })).toMatchObject({
      status: 422,
      body: { message: 'The attachment a.png was not uploaded' },
    });
    // an id no attachments call could have reserved (from the future, or years old) names no comment
    for (const _id of ['ffffffffffff000000000000', '000000000001000000000000']) {
      expect(await post(ssm, { _id, commentedEntityId: await entity(), body: 'x' })).toMatchObject({ status: 422, body: { details: [{ path: '_id' }] } });
      expect(await commentsRepository.get(_id)).toBeNull();
    }
    expect(await start(ssm, [{ name: 'big.mp4', size: 101 * 1024 * 1024 }])).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'An attachment can be at most 100 MB' })] } });
    expect(await as(other).post(url('/new-comments/attachments'), { files: [{ name: 'a.png', size: 10 }] })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
  });
});

describe('the sweep of reserved attachments (issue 17: files of a comment never created do not stay)', () => {
  const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } }).png().toBuffer();
  const reserve = async (names: string[]) => {
    const bytes = await png();
    const started = await as(ssm).post(url('/new-comments/attachments'), { files: names.map((name) => ({ name, size: bytes.length, type: 'image/png' })) });
    expect(started.status).toBe(201);
    for (const a of started.body.attachments) expect((await fetch(a.url, { method: 'PUT', body: new Uint8Array(bytes) })).status).toBe(200);
    return started.body as { commentId: string; attachments: { name: string; path: string }[] };
  };
  /** When the id stops naming a comment, and when the sweep may take it (its first 12 hex digits are its time). */
  const expiry = (id: string) => parseInt(id.slice(0, 12), 16) + RESERVED_ID_MAX_AGE_MS;

  it('removes the files of an id no comment took once it expired, and keeps what a created comment attached', async () => {
    const used = await reserve(['kept.png', 'left over.png']);
    const unused = await reserve(['never.png']);
    const [kept, leftOver] = used.attachments;
    expect(await post(ssm, { _id: used.commentId, commentedEntityId: await entity(), body: 'with one file', attachments: [{ name: kept!.name, path: kept!.path }] })).toMatchObject({ status: 201 });
    const sizes = () => Promise.all([kept!.path, leftOver!.path, unused.attachments[0]!.path].map((key) => assetStorage.size(key)));

    // while an id may still name a comment (and its margin), nothing of it is touched
    await sweepReservedAttachments(expiry(unused.commentId));
    expect((await sizes()).every((size) => size !== null)).toBe(true);

    const swept = await sweepReservedAttachments(expiry(unused.commentId) + SWEEP_MARGIN_MS);
    expect(swept.swept).toBeGreaterThanOrEqual(1);
    expect(swept.kept).toBeGreaterThanOrEqual(1);
    const [keptSize, leftOverSize, neverSize] = await sizes();
    expect(keptSize).toBeGreaterThan(0);
    expect([leftOverSize, neverSize]).toEqual([null, null]);
    expect((await commentsRepository.get(used.commentId))!.attachments.map((a) => a.path)).toEqual([kept!.path]);
    // the reservations are forgotten: a second sweep finds nothing
    expect(await sweepReservedAttachments(expiry(unused.commentId) + SWEEP_MARGIN_MS)).toEqual({ swept: 0, kept: 0 });
  });
});

describe('mentions', () => {
  it('needs exactly one of campaignId or conceptId', async () => {
    const expected = { status: 422, body: { message: 'Wrong params', details: [expect.objectContaining({ message: 'Give exactly one of campaignId or conceptId' })] } };
    expect(await as(ssm).get('/api/mentions')).toMatchObject(expected);
    expect(await as(ssm).get(`/api/mentions?campaignId=${campaignId}&conceptId=${conceptId}`)).toMatchObject(expected);
  });

  it('lists the users who may open the campaign or concept, searchable, never analysts or another partner', async () => {
    const emails = async (query: string, who = ssm) => {
      const res = await as(who).get(`/api/mentions?${query}`);
      expect(res.status).toBe(200);
      return (res.body.users as { email: string }[]).map((u) => u.email);
    };
    const onCampaign = await emails(`campaignId=${campaignId}`);
    expect(onCampaign).toEqual(expect.arrayContaining(['admin@demo.test', 'selfservicemanager@demo.test', 'manager@demo.test', 'reviewer@demo.test']));
    expect(onCampaign).not.toContain('analyst@demo.test');
    expect(onCampaign).not.toContain('other-admin@demo.test');
    expect(await emails(`conceptId=${conceptId}`)).toEqual(expect.arrayContaining(['reviewer@demo.test']));
    expect(await emails(`campaignId=${campaignId}&search=remy`)).toEqual(['reviewer@demo.test']);
    // a campaign on a node of its own: only the partner's top admins may open it
    const isolated = await isolatedCampaign(admin.user.partnerId);
    await campaignsVisible();
    expect((await emails(`campaignId=${isolated}`, admin)).sort()).toEqual(['admin@demo.test', 'super@demo.test']);
    expect(await as(other).get(`/api/mentions?conceptId=${conceptId}`)).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
  });

  it('mails each mentioned user a link that opens the panel at the comment; mentioning oneself or an analyst is not done', async () => {
    const v = await entity();
    const before = mailsTo('reviewer@demo.test').length;
    const created = await post(ssm, { commentedEntityId: v, body: '@Remy please check the CTA', mentions: [reviewer.user.id, ssm.user.id] });
    expect(created).toMatchObject({ status: 201, body: { mentions: [{ _id: reviewer.user.id, email: 'reviewer@demo.test', name: 'Remy Reviewer', role: 'reviewer' }, { _id: ssm.user.id }] } });
    const mails = mailsTo('reviewer@demo.test').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: expect.stringContaining('Max Self-Service Manager mentioned you in a comment on campaign'), text: expect.stringContaining('@Remy please check the CTA') });
    const link = new URL(mails[0]!.link);
    expect(link.pathname).toBe(`/campaigns/${campaignId}/personalize`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ commentsOpen: '1', commentsScrollToId: created.body._id, commentsCommentedEntityId: v, commentsCommentedEntityType: 'PersonalizeVariant' });
    expect(mailsTo('selfservicemanager@demo.test').filter((m) => m.link.includes(created.body._id))).toEqual([]);
    // and a notification kept for the mentioned user (the catalogue's comments/mentioned), none for the author
    const centre = await as(reviewer).get('/api/notifications');
    expect(centre.body.notifications.find((n: { payload: { commentId?: string } }) => n.payload.commentId === created.body._id)).toMatchObject({
      source: 'comments',
      event: 'mentioned',
      read: false,
      payload: { authorName: 'Max Self-Service Manager', text: '@Remy please check the CTA', campaignId, commentedEntityId: v, path: `${link.pathname}${link.search}` },
    });
    const own = await as(ssm).get('/api/notifications');
    expect(own.body.notifications.filter((n: { payload: { commentId?: string } }) => n.payload.commentId === created.body._id)).toEqual([]);
    expect(await post(ssm, { commentedEntityId: v, body: 'x', mentions: [analyst.user.id] })).toMatchObject({ status: 422, body: { message: 'A mentioned user cannot access this campaign' } });
    expect(await post(ssm, { commentedEntityId: v, body: 'x', mentions: [other.user.id] })).toMatchObject({ status: 422 });
  });
});

interface Listener {
  events: { source: string; event: string; topic?: string; payload?: Record<string, unknown> }[];
  close(): void;
}

/** A browser tab hearing one topic (its subscription answer awaited). */
async function listen(who: SignedIn, topic: string): Promise<Listener> {
  const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
  const events: Listener['events'] = [];
  ws.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ action: 'subscribe', topic }));
  await vi.waitFor(() => expect(events.find((e) => e.source === 'realtime')).toBeDefined(), { timeout: 10_000 });
  return { events, close: () => ws.close() };
}
const updates = (l: Listener) => l.events.filter((e) => e.source === 'comments' && e.event === 'comments-updated');

describe('realtime', () => {
  it('publishes each change of a campaign comment to the campaign topic, with who made it', async () => {
    const tab = await listen(reviewer, `campaign:${campaignId}`);
    const v = await entity();
    const created = await post(admin, { commentedEntityId: v, body: 'live' });
    await vi.waitFor(() => expect(updates(tab)).toHaveLength(1), { timeout: 10_000 });
    expect(updates(tab)[0]).toEqual({
      type: 'ws-event',
      source: 'comments',
      event: 'comments-updated',
      topic: `campaign:${campaignId}`,
      payload: { ownerId: admin.user.id, commentId: created.body._id, campaignId, entityIds: [v] },
    });
    await api(reviewer).patch(url(`/new-comments/${created.body._id}/resolve`), { resolved: true });
    await as(admin).delete(url(`/new-comments/${created.body._id}`));
    await vi.waitFor(() => expect(updates(tab).map((e) => e.payload!.ownerId)).toEqual([admin.user.id, reviewer.user.id, admin.user.id]), { timeout: 10_000 });
    tab.close();
  });

  it("publishes concept comments to concept:{id}, which only those who may see the concept can hear", async () => {
    const tab = await listen(manager, `concept:${conceptId}`);
    expect(tab.events.find((e) => e.source === 'realtime')).toMatchObject({ event: 'topic-subscribed' });
    const outsider = await listen(other, `concept:${conceptId}`);
    expect(outsider.events.find((e) => e.source === 'realtime')).toMatchObject({ event: 'topic-refused', payload: { statusCode: 404, message: 'Concept not found' } });
    const analystTab = await listen(analyst, `concept:${conceptId}`);
    expect(analystTab.events.find((e) => e.source === 'realtime')).toMatchObject({ event: 'topic-refused', payload: { statusCode: 403 } });
    const sid = await storyboard();
    const created = await as(ssm).post(`/api/concepts/${conceptId}/comments`, { commentedEntityId: sid, commentedEntityType: 'Storyboard', context: 'Storyboard', body: 'frame 2' });
    await vi.waitFor(() => expect(updates(tab)).toHaveLength(1), { timeout: 10_000 });
    expect(updates(tab)[0]!.payload).toEqual({ ownerId: ssm.user.id, commentId: created.body._id, conceptId, entityIds: [sid] });
    expect(updates(outsider)).toEqual([]);
    [tab, outsider, analystTab].forEach((t) => t.close());
  });
});

describe('concept comments', () => {
  const curl = (path = '') => `/api/concepts/${conceptId}/comments${path}`;
  it('comment a storyboard at a time code and version, list by entity and version, resolve and delete', async () => {
    const sid = await storyboard();
    const at = (timeCode: number, body: string, entityVersion = 1) =>
      as(reviewer).post(curl(), { commentedEntityId: sid, commentedEntityType: 'Storyboard', context: 'Storyboard', body, timeCode, entityVersion });
    const countsOf = async () => (await as(manager).post(curl('/counts'), { entityIds: [sid] })).body as { counts: Record<string, number>; total: number };
    const before = await countsOf();
    expect(before.counts).toEqual({ [sid]: 0 });
    const late = await at(9.25, 'music too loud');
    expect(late).toMatchObject({ status: 201, body: { conceptId, campaignId: null, timeCode: 9.25, entityVersion: 1, context: 'Storyboard' } });
    await at(1.5, 'logo late');
    await at(3, 'older version', 0);
    const list = async (q: string) => (await as(manager).get(curl(`?entityId=${sid}${q}`))).body.comments.map((c: { body: string }) => c.body);
    expect(await list('&entityVersion=1&sortByTimeCode=1')).toEqual(['logo late', 'music too loud']);
    expect(await list('&entityVersion=0')).toEqual(['older version']);
    expect(await list('')).toHaveLength(3);
    expect(await countsOf()).toEqual({ counts: { [sid]: 3 }, total: before.total + 3 });
    expect(await api(manager).patch(curl(`/${late.body._id}/resolved`), { resolved: true })).toMatchObject({ status: 200, body: { resolved: true } });
    expect(await list('&entityVersion=1')).toEqual(['logo late']);
    expect(await countsOf()).toEqual({ counts: { [sid]: 2 }, total: before.total + 2 });
    expect(await as(manager).delete(curl(`/${late.body._id}`))).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(reviewer).delete(curl(`/${late.body._id}`))).toMatchObject({ status: 200, body: { isDeleted: true } });
    expect(await list('&showResolved=1')).toHaveLength(2);
  });

  it('attachments of a concept comment go under the concept folder; another partner cannot reach the concept', async () => {
    const started = await as(ssm).post(curl('/attachments'), { files: [{ name: 'note.pdf', size: 10 }] });
    expect(started).toMatchObject({ status: 201, body: { attachments: [{ path: `v2/partners/${ssm.user.partnerId}/concepts/${conceptId}/comments/${started.body.commentId}/note.pdf` }] } });
    expect(await as(other).post(curl(), { commentedEntityId: 'x1', commentedEntityType: 'Template', context: 'Template', body: 'x' })).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
    expect(await as(other).get(curl())).toMatchObject({ status: 404 });
    expect(await as(other).post(curl('/counts'), { entityIds: [] })).toMatchObject({ status: 404 });
  });
});

describe('assembly comments', () => {
  it('comment a variation, edit by its author only, resolve with body resolve, and read the topic with its variations', async () => {
    const variationId = `assembly-${randomUUID().slice(0, 8)}`;
    await variationsRepository.put({ partnerId: admin.user.partnerId, campaignId, reportingHash: `rh-${variationId}`, id: variationId, hash: `h-${variationId}`, name: 'Segment A square', format: 'fbSingleVideo', size: '1080x1080' });
    const created = await as(manager).post('/api/comments', { campaignId, commentedEntityId: variationId, body: 'Cut the intro' });
    expect(created).toMatchObject({ status: 201, body: { campaignId, commentedEntityId: variationId, commentedEntityType: 'PersonalizeVariant', context: 'Creatives' } });
    const id = created.body._id;
    expect(await as(manager).put(`/api/comments/${id}`, { body: 'Cut the first 2 seconds', mentions: [reviewer.user.id] })).toMatchObject({ status: 200, body: { body: 'Cut the first 2 seconds', mentions: [{ _id: reviewer.user.id }] } });
    expect(await as(reviewer).put(`/api/comments/${id}`, { body: 'hijack' })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(manager).put(`/api/comments/${id}`, { body: '  ' })).toMatchObject({ status: 422 });
    expect(await as(reviewer).put(`/api/comments/resolve/${id}`, { resolve: true })).toMatchObject({ status: 200, body: { _id: id, resolved: true } });
    const topic = await as(reviewer).get(`/api/comments/topic/${campaignId}`);
    expect(topic.status).toBe(200);
    expect(topic.body.comments).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id, body: 'Cut the first 2 seconds', resolved: true })]));
    // the campaign's variations (the other tests comment on variations of the same campaign)
    expect(topic.body.variations).toContainEqual({ _id: variationId, hash: `h-${variationId}`, name: 'Segment A square', format: 'fbSingleVideo', size: '1080x1080' });
    expect(await as(other).put(`/api/comments/${id}`, { body: 'x' })).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    expect(await as(other).get(`/api/comments/topic/${campaignId}`)).toMatchObject({ status: 404 });
  });
});
