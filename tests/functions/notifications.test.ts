/**
 * The notifications port and the notification centre's calls through the gateway: notifyUsers stores one notification
 * per user (kept for whoever was offline) and pushes it to the user's open tabs with its id; GET notifications lists
 * only the caller's, in the current partner, newest first, a page at a time, with the unread count; PATCH
 * notifications/read marks some or all read and leaves others' alone.
 */
import WebSocket from 'ws';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/contracts/notifications';
import { notifyUsers } from '@functions/notifications/public';
import { baseUrl, call, signIn, type SignedIn } from './client';

const S = NOTIFICATION_SOURCES;
const E = NOTIFICATION_EVENTS;

let reviewer: SignedIn;
let manager: SignedIn;
let other: SignedIn;

const list = (who: SignedIn, query = '') => call('GET', `/api/notifications${query}`, { cookie: who.cookie });
const markRead = (who: SignedIn, body: unknown) => call('PATCH', '/api/notifications/read', { cookie: who.cookie, csrf: who.csrf, body });

beforeAll(async () => {
  [reviewer, manager, other] = await Promise.all(['reviewer@demo.test', 'manager@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)));
});

describe('notifyUsers', () => {
  it('keeps a notification for a user who was offline, and only for that user and partner', async () => {
    const marker = `offline-${Date.now()}`;
    await notifyUsers({ partnerId: reviewer.user.partnerId, userIds: [reviewer.user.id], source: S.campaigns, event: E.campaigns.approvalRequested, payload: { isFinal: true, campaignName: marker } });
    const mine = await list(reviewer);
    expect(mine.status).toBe(200);
    expect(mine.body.notifications[0]).toMatchObject({ source: 'campaigns', event: 'approval-requested', read: false, payload: { isFinal: true, campaignName: marker } });
    expect(mine.body.notifications[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(mine.body.unread).toBeGreaterThanOrEqual(1);
    const managers = await list(manager);
    expect(JSON.stringify(managers.body.notifications)).not.toContain(marker);
    const others = await list(other);
    expect(JSON.stringify(others.body.notifications)).not.toContain(marker);
  });

  it('tells each user an occurrence once when the producer names it (a redelivered job message), and others as often as they come', async () => {
    const marker = `once-${Date.now()}`;
    const tell = (once?: string) =>
      notifyUsers({ partnerId: reviewer.user.partnerId, userIds: [reviewer.user.id], source: S.publisher, event: E.publisher.finished, payload: { channel: marker }, once });
    await tell(`job:${marker}:finished`);
    await Promise.all([tell(`job:${marker}:finished`), tell(`job:${marker}:finished`)]);
    const told = (await list(reviewer)).body.notifications.filter((n: { payload: { channel?: string } }) => n.payload.channel === marker);
    expect(told).toHaveLength(1);
    await tell();
    await tell();
    const all = (await list(reviewer)).body.notifications.filter((n: { payload: { channel?: string } }) => n.payload.channel === marker);
    expect(all).toHaveLength(3);
  });

  it('pushes the ws-event with its notificationId to the open tabs of each user', async () => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: manager.cookie } });
    const heard: { source: string; event: string; payload: { notificationId?: string; channel?: string } }[] = [];
    ws.on('message', (raw) => heard.push(JSON.parse(raw.toString())));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    try {
      const channel = `channel-${Date.now()}`;
      await notifyUsers({ partnerId: manager.user.partnerId, userIds: [manager.user.id, manager.user.id], source: S.publisher, event: E.publisher.finished, payload: { channel } });
      const deadline = Date.now() + 10_000;
      while (!heard.some((m) => m.payload?.channel === channel) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const pushed = heard.filter((m) => m.payload?.channel === channel);
      expect(pushed).toHaveLength(1);
      expect(pushed[0]).toMatchObject({ type: 'ws-event', source: 'publisher', event: 'publishing-finished' });
      const stored = (await list(manager)).body.notifications.find((n: { payload: { channel?: string } }) => n.payload.channel === channel);
      expect(pushed[0].payload.notificationId).toBe(stored._id);
    } finally {
      ws.close();
    }
  });
});

describe('GET notifications', () => {
  it('lists newest first, a page at a time, with a cursor for the next page', async () => {
    const who = await signIn('selfservicereviewer@demo.test');
    const total = NOTIFICATIONS_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) {
      await notifyUsers({ partnerId: who.user.partnerId, userIds: [who.user.id], source: S.export, event: E.export.finished, payload: { entity: `item ${i}`, destination: 'S3' } });
    }
    const first = await list(who);
    expect(first.body.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.body.notifications[0].payload.entity).toBe(`item ${total - 1}`);
    expect(first.body.unread).toBeGreaterThanOrEqual(total);
    expect(typeof first.body.cursor).toBe('string');
    const second = await list(who, `?cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.notifications.map((n: { payload: { entity: string } }) => n.payload.entity).slice(0, 3)).toEqual(['item 2', 'item 1', 'item 0']);
  });

  it('answers 422 Wrong params for a garbled cursor', async () => {
    expect(await list(reviewer, '?cursor=not-a-cursor')).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('PATCH notifications/read', () => {
  it('marks the given ones read, answers the unread count left, and the state stays on the next load', async () => {
    const who = await signIn('analyst@demo.test');
    await notifyUsers({ partnerId: who.user.partnerId, userIds: [who.user.id], source: S.imageScorer, event: E.imageScorer.finished });
    await notifyUsers({ partnerId: who.user.partnerId, userIds: [who.user.id], source: S.imageScorer, event: E.imageScorer.failed });
    const before = await list(who);
    const [newest] = before.body.notifications;
    const res = await markRead(who, { ids: [newest._id] });
    expect(res).toMatchObject({ status: 200, body: { unread: before.body.unread - 1 } });
    const after = await list(who);
    expect(after.body.notifications[0]).toMatchObject({ _id: newest._id, read: true });
    expect(after.body.notifications[1].read).toBe(false);
    expect(after.body.unread).toBe(before.body.unread - 1);
  });

  it('marks all read', async () => {
    const who = await signIn('selfservicemanager@demo.test');
    await notifyUsers({ partnerId: who.user.partnerId, userIds: [who.user.id], source: S.meta, event: E.meta.videoUploadFailed });
    await notifyUsers({ partnerId: who.user.partnerId, userIds: [who.user.id], source: S.meta, event: E.meta.pageIdMissing });
    expect((await list(who)).body.unread).toBeGreaterThanOrEqual(2);
    expect(await markRead(who, { all: true })).toMatchObject({ status: 200, body: { unread: 0 } });
    const after = await list(who);
    expect(after.body.unread).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("leaves another user's notification unread when its id is sent", async () => {
    await notifyUsers({ partnerId: reviewer.user.partnerId, userIds: [reviewer.user.id], source: S.storyboards, event: E.storyboards.invalidFileType });
    const target = (await list(reviewer)).body.notifications[0];
    expect(await markRead(manager, { ids: [target._id] })).toMatchObject({ status: 200 });
    expect((await list(reviewer)).body.notifications.find((n: { _id: string }) => n._id === target._id).read).toBe(false);
  });

  it('refuses a body with neither or both of ids and all, and changes nothing', async () => {
    const before = (await list(reviewer)).body.unread;
    for (const body of [{}, { all: true, ids: ['0123456789abcdef01234567'] }, { all: false }, { ids: [] }, { ids: ['nope'] }]) {
      expect((await markRead(reviewer, body)).status).toBe(422);
    }
    expect((await list(reviewer)).body.unread).toBe(before);
  });
});
