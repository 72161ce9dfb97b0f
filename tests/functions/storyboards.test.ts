/**
 * Storyboards (002 7 'Storyboards', all 11 calls plus the upload confirmations) and the concept lifecycle
 * (PUT /concepts/{id}/status, GET /partners/conceptId/{id}): status, bodies, messages, stored state, storage keys and
 * the role rules (uploads by admins and self-service, approval by final approvers; reviewers look only).
 */
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { assetStorage } from '@functions/assets/asset-storage';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { moveConcept } from '@functions/concepts/concept-status';
import type { SQSRecord } from 'aws-lambda';
import { handler as processStoryboard } from '@functions/storyboards/consumers/process-storyboard';
import { storyboardsRepository } from '@functions/storyboards/storyboards-repository';
import { emptyBrief, type Brief } from '@shared/domain/concepts';
import { as, GHOST, nodeNamed, unique } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

const FIXTURES = 'tests/fixtures/storyboards';
const PDF = readFileSync(`${FIXTURES}/two-pages.pdf`);
const MP4 = readFileSync(`${FIXTURES}/clip.mp4`);
let PNG: Buffer;

let admin: SignedIn;
let ssm: SignedIn;
let ssr: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let germany: string;

beforeAll(async () => {
  [admin, ssm, ssr, manager, reviewer, other] = await Promise.all(
    ['admin@demo.test', 'selfservicemanager@demo.test', 'selfservicereviewer@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  germany = (await nodeNamed(admin, 'Germany'))._id;
  PNG = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#ffcc00' } }).png().toBuffer();
});

function sentBrief(name: string): Brief {
  const brief = emptyBrief();
  brief.intro = { name, businessNodes: [germany], languages: ['de'] };
  brief.meta.currentStep = 'SIGN_OFF';
  return brief;
}

/** A concept sent to the design team (StoryboardsInProgress), written through the repository. */
async function newConcept(status: 'StoryboardsInProgress' | 'Draft' = 'StoryboardsInProgress') {
  const c = await conceptsRepository.create({ partnerId: admin.user.partnerId, brief: sentBrief(unique('Storyboards')), status, createdBy: admin.user.id });
  return c.id;
}

const base = (conceptId: string) => `/api/assets/concepts/${conceptId}/storyboards`;

async function put(url: string, body: Buffer) {
  const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
  expect(res.status).toBe(200);
}

/** Creates a storyboard, uploads its files by the presigned URLs, confirms, and waits for the job. */
async function upload(conceptId: string, name: string, files: { name: string; body: Buffer }[], type?: string, who = admin) {
  const created = await as(who).post(base(conceptId), { name, ...(type ? { type } : {}), files: files.map((f) => ({ name: f.name, size: f.body.length })) });
  expect(created.status).toBe(201);
  for (const [i, target] of created.body.uploads.entries()) await put(target.url, files[i]!.body);
  const sid = created.body.storyboard._id;
  const done = await as(who).post(`${base(conceptId)}/${sid}/version/${created.body.versionId}/complete`, {});
  expect(done.status).toBe(202);
  return waitReady(conceptId, sid, created.body.versionId);
}

async function waitReady(conceptId: string, sid: string, versionId: string) {
  return vi.waitFor(
    async () => {
      const res = await as(admin).get(`${base(conceptId)}/${sid}`);
      const version = res.body.versions.find((v: { _id: string }) => v._id === versionId);
      if (!['ready', 'failed'].includes(version.status)) throw new Error(`still ${version.status}`);
      return res.body;
    },
    { timeout: 30_000, interval: 250 },
  );
}

async function importFile(conceptId: string, name: string, body: Buffer) {
  const started = await as(admin).post(`${base(conceptId)}/import`, { name, size: body.length });
  expect(started.status).toBe(201);
  await put(started.body.url, body);
  const done = await as(admin).post(`${base(conceptId)}/import/${started.body._id}/complete`, {});
  expect(done).toMatchObject({ status: 202, body: { status: 'processing' } });
  return vi.waitFor(
    async () => {
      const res = await as(admin).get(`${base(conceptId)}/import/${started.body._id}`);
      if (res.body.status === 'processing') throw new Error('still processing');
      return res.body;
    },
    { timeout: 60_000, interval: 500 },
  );
}

describe('create, upload, get, list, count', () => {
  it('an image storyboard: version 1 stored under the spec layout, thumbnail and size read by the job', async () => {
    const conceptId = await newConcept();
    const created = await as(admin).post(base(conceptId), { name: 'Key frames', files: [{ name: 'frame 1.png', size: PNG.length }] });
    expect(created).toMatchObject({ status: 201, body: { storyboard: { name: 'Key frames', type: 'image', latestVersion: null, sortIndex: 0 } } });
    const sid = created.body.storyboard._id;
    const stored = await storyboardsRepository.get(sid);
    const key = stored!.versions[0]!.assets[0]!.key;
    expect(key).toMatch(new RegExp(`^v2/partners/${admin.user.partnerId}/concepts/${conceptId}/storyboards/${sid}/1/[0-9a-f]{24}-frame 1\\.png$`));
    await put(created.body.uploads[0].url, PNG);
    const sb = await (async () => {
      expect((await as(admin).post(`${base(conceptId)}/${sid}/version/${created.body.versionId}/complete`, {})).status).toBe(202);
      return waitReady(conceptId, sid, created.body.versionId);
    })();
    expect(sb).toMatchObject({ latestVersion: 1, approved: false, versions: [{ version: 1, status: 'ready', assets: [{ name: 'frame 1.png', kind: 'image', width: 800, height: 450 }] }] });
    const thumb = await fetch(sb.versions[0].assets[0].thumbnailUrl);
    expect(thumb.status).toBe(200);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 281]);
    expect((await storyboardsRepository.get(sid))!.versions[0]!.assets[0]!.thumbnailKey).toBe(`v2/partners/${admin.user.partnerId}/concepts/${conceptId}/storyboards/${sid}/1/thumbnails/${sb.versions[0].assets[0]._id}.webp`);
    expect((await as(reviewer).get(`${base(conceptId)}/count`)).body).toEqual({ count: 1 });
    expect((await as(reviewer).get(base(conceptId))).body.map((s: { name: string }) => s.name)).toEqual(['Key frames']);
  });

  it('a video storyboard reads duration, size and a poster frame of its mp4', async () => {
    const conceptId = await newConcept();
    const sb = await upload(conceptId, 'Spot', [{ name: 'spot.mp4', body: MP4 }], 'video');
    expect(sb).toMatchObject({ type: 'video', latestVersion: 1, versions: [{ status: 'ready', assets: [{ kind: 'video', mimeType: 'video/mp4', width: 160, height: 90, durationMs: 1000 }] }] });
    expect((await fetch(sb.versions[0].assets[0].thumbnailUrl)).status).toBe(200);
  });

  it('types: fix and flex by name, unknown becomes image; video storyboards are mp4', async () => {
    const conceptId = await newConcept();
    const files = [{ name: 'a.png', size: 10 }];
    expect((await as(admin).post(base(conceptId), { name: 'Fix & Go', files })).body.storyboard.type).toBe('fixAndFlex');
    expect((await as(admin).post(base(conceptId), { name: 'FIX and FLEX cut', files })).body.storyboard.type).toBe('fixAndFlex');
    expect((await as(admin).post(base(conceptId), { name: 'Plain', type: 'hologram', files })).body.storyboard.type).toBe('image');
    const mov = await as(admin).post(base(conceptId), { name: 'Spot', type: 'video', files: [{ name: 'spot.mov', size: 10 }] });
    expect(mov).toMatchObject({ status: 422, body: { message: 'Storyboard videos are mp4: spot.mov is not an mp4 file' } });
    const pdfFrame = await as(admin).post(base(conceptId), { name: 'Frames', files: [{ name: 'deck.pdf', size: 10 }] });
    expect(pdfFrame).toMatchObject({ status: 422, body: { message: 'deck.pdf cannot be a frame of a storyboard of type Image' } });
    expect((await as(admin).get(`${base(conceptId)}/count`)).body.count).toBe(3);
  });

  it("'Version is required': a storyboard without files; nothing is created", async () => {
    const conceptId = await newConcept();
    const res = await as(admin).post(base(conceptId), { name: 'Empty', files: [] });
    expect(res).toMatchObject({ status: 422, body: { message: 'Version is required' } });
    expect(await storyboardsRepository.listByConcept(conceptId)).toEqual([]);
  });

  it('a draft concept takes no storyboards; a confirmation before the upload names the missing file', async () => {
    const draft = await newConcept('Draft');
    expect(await as(admin).post(base(draft), { name: 'Early', files: [{ name: 'a.png', size: 1 }] })).toMatchObject({
      status: 422,
      body: { message: 'This is not possible while the concept is Draft' },
    });
    const conceptId = await newConcept();
    const created = await as(admin).post(base(conceptId), { name: 'Lazy', files: [{ name: 'late.png', size: 5 }] });
    const res = await as(admin).post(`${base(conceptId)}/${created.body.storyboard._id}/version/${created.body.versionId}/complete`, {});
    expect(res).toMatchObject({ status: 422, body: { message: 'The file late.png was not uploaded' } });
    expect((await storyboardsRepository.get(created.body.storyboard._id))!.versions[0]!.status).toBe('uploading');
  });

  it('a broken image fails its version with the file named', async () => {
    const conceptId = await newConcept();
    const sb = await upload(conceptId, 'Broken', [{ name: 'broken.png', body: Buffer.from('not an image at all') }]);
    expect(sb).toMatchObject({ latestVersion: null, versions: [{ status: 'failed', message: 'The file broken.png could not be read as an image or an mp4 video' }] });
  });
});

describe('edit, versions, delete, order', () => {
  it('an edit with files is a new version; deleting it answers the new latestVersion; the last version stays', async () => {
    const conceptId = await newConcept();
    const v1 = await upload(conceptId, 'Frames', [{ name: 'one.png', body: PNG }]);
    const sid = v1._id;
    const edit = await as(ssm).put(`${base(conceptId)}/${sid}`, { name: 'Frames B', files: [{ name: 'two.png', size: PNG.length }] });
    expect(edit).toMatchObject({ status: 200, body: { storyboard: { name: 'Frames B', latestVersion: 1 } } });
    expect(edit.body.uploads[0].url).toContain(`/storyboards/${sid}/2/`);
    await put(edit.body.uploads[0].url, PNG);
    await as(ssm).post(`${base(conceptId)}/${sid}/version/${edit.body.versionId}/complete`, {});
    const v2 = await waitReady(conceptId, sid, edit.body.versionId);
    expect(v2.latestVersion).toBe(2);
    const v2Key = (await storyboardsRepository.get(sid))!.versions[1]!.assets[0]!.key;
    const removed = await as(admin).delete(`${base(conceptId)}/${sid}/version/${edit.body.versionId}`);
    expect(removed).toMatchObject({ status: 200, body: { latestVersion: 1 } });
    expect(await assetStorage.size(v2Key)).toBeNull();
    const last = await as(admin).delete(`${base(conceptId)}/${sid}/version/${v1.versions[0]._id}`);
    expect(last).toMatchObject({ status: 422, body: { message: 'Version is required' } });
    expect((await as(admin).delete(`${base(conceptId)}/${sid}/version/${GHOST}`))).toMatchObject({ status: 404, body: { message: 'Storyboard version not found' } });
  });

  it('saves the order with PUT on the list; a list that misses one changes nothing', async () => {
    const conceptId = await newConcept();
    const files = [{ name: 'a.png', size: 1 }];
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await as(admin).post(base(conceptId), { name, files })).body.storyboard._id);
    const res = await as(admin).put(base(conceptId), [
      { _id: ids[2], sortIndex: 0 },
      { _id: ids[0], sortIndex: 1 },
      { _id: ids[1], sortIndex: 2 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['C', 'A', 'B']);
    const bad = await as(admin).put(base(conceptId), [{ _id: ids[0], sortIndex: 0 }]);
    expect(bad).toMatchObject({ status: 422, body: { message: 'The order must list every storyboard of the concept once' } });
    expect((await as(admin).get(base(conceptId))).body.map((s: { name: string }) => s.name)).toEqual(['C', 'A', 'B']);
  });

  it('delete removes the storyboard and its files; another concept does not reach it', async () => {
    const conceptId = await newConcept();
    const sb = await upload(conceptId, 'Gone', [{ name: 'a.png', body: PNG }]);
    const key = (await storyboardsRepository.get(sb._id))!.versions[0]!.assets[0]!.key;
    const elsewhere = await newConcept();
    expect(await as(admin).get(`${base(elsewhere)}/${sb._id}`)).toMatchObject({ status: 404, body: { message: 'Storyboard not found' } });
    expect(await as(admin).delete(`${base(conceptId)}/${sb._id}`)).toMatchObject({ status: 200, body: { _id: sb._id } });
    expect(await storyboardsRepository.get(sb._id)).toBeNull();
    expect(await assetStorage.size(key)).toBeNull();
  });

  it("another partner's admin gets 'Concept not found'", async () => {
    const conceptId = await newConcept();
    expect(await as(other).get(base(conceptId))).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
  });
});

describe('users of a storyboard', () => {
  it('lists who may see the concept, tagged Final or Interim; no analysts', async () => {
    const conceptId = await newConcept();
    const sb = (await as(admin).post(base(conceptId), { name: 'Users', files: [{ name: 'a.png', size: 1 }] })).body.storyboard;
    const res = await as(reviewer).get(`${base(conceptId)}/${sb._id}/users`);
    expect(res.status).toBe(200);
    const byEmail = Object.fromEntries(res.body.map((u: { email: string; approval: string }) => [u.email, u.approval]));
    expect(byEmail).toMatchObject({ 'admin@demo.test': 'Final', 'manager@demo.test': 'Final', 'reviewer@demo.test': 'Interim', 'selfservicereviewer@demo.test': 'Interim' });
    expect(byEmail['analyst@demo.test']).toBeUndefined();
    expect(byEmail['other-admin@demo.test']).toBeUndefined();
  });
});

describe('import', () => {
  it('a PDF: each page becomes an image frame of one storyboard', async () => {
    const conceptId = await newConcept();
    const result = await importFile(conceptId, 'Board deck.pdf', PDF);
    expect(result).toMatchObject({ status: 'done', message: null, storyboardIds: [expect.any(String)] });
    const sb = (await as(admin).get(`${base(conceptId)}/${result.storyboardIds[0]}`)).body;
    expect(sb).toMatchObject({ name: 'Board deck', type: 'image', latestVersion: 1 });
    expect(sb.versions[0].assets.map((a: { name: string; width: number }) => [a.name, a.width])).toEqual([
      ['Board deck page 1.png', 1280],
      ['Board deck page 2.png', 1280],
    ]);
    // the pages themselves, not the viewer around them: page 1 is yellow, page 2 cyan (the fixture's colours)
    const centre = async (url: string) => {
      const png = Buffer.from(await (await fetch(url)).arrayBuffer());
      const { width, height } = await sharp(png).metadata();
      const { data } = await sharp(png).extract({ left: Math.floor(width! / 2), top: Math.floor(height! / 2), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await centre(sb.versions[0].assets[0].url)).toEqual([255, 204, 0]);
    expect(await centre(sb.versions[0].assets[1].url)).toEqual([0, 204, 255]);
  }, 90_000);

  it('a zip: its images become one image storyboard in path order, each mp4 a video storyboard; traversal entries are skipped', async () => {
    const conceptId = await newConcept();
    const zip = Buffer.from(zipSync({ 'frames/2.png': PNG, 'frames/10.png': PNG, 'frames/1.png': PNG, '../evil.png': PNG, 'spot.mp4': MP4, 'notes.txt': new TextEncoder().encode('hi') }));
    const result = await importFile(conceptId, 'Pack.zip', zip);
    expect(result.status).toBe('done');
    const list = (await as(admin).get(base(conceptId))).body;
    expect(list.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['Pack', 'image'],
      ['spot', 'video'],
    ]);
    expect(list[0].versions[0].assets.map((a: { name: string }) => a.name)).toEqual(['1.png', '2.png', '10.png']);
  }, 60_000);

  it("'Invalid file format': another kind of file is refused at once; a broken zip fails in its job", async () => {
    const conceptId = await newConcept();
    expect(await as(admin).post(`${base(conceptId)}/import`, { name: 'deck.pptx', size: 10 })).toMatchObject({ status: 422, body: { message: 'Invalid file format' } });
    expect(await importFile(conceptId, 'broken.zip', Buffer.from('PK not really'))).toMatchObject({ status: 'failed', message: 'Invalid file format' });
    expect(await importFile(conceptId, 'fake.pdf', Buffer.from('%PDF-1.4 nothing here'))).toMatchObject({ status: 'failed', message: 'Invalid file format' });
    expect(await storyboardsRepository.listByConcept(conceptId)).toEqual([]);
  }, 60_000);

  it('a zip bomb (a huge entry packed tiny) is refused before it inflates', async () => {
    const conceptId = await newConcept();
    const bomb = Buffer.from(zipSync({ 'big.png': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }));
    expect(await importFile(conceptId, 'bomb.zip', bomb)).toMatchObject({ status: 'failed', message: 'The file is too large to unpack' });
  }, 60_000);
});

describe('the storyboard-process job', () => {
  const record = (body: unknown): SQSRecord => ({
    messageId: `m-${Math.random().toString(36).slice(2)}`,
    receiptHandle: 'receipt-handle',
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: '2', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn',
    awsRegion: 'eu-central-1',
  });

  it('an import redelivered after a crash halfway removes what the first try made and imports once', async () => {
    const conceptId = await newConcept();
    const zip = Buffer.from(zipSync({ 'a.png': PNG, 'b.png': PNG }));
    const started = await as(admin).post(`${base(conceptId)}/import`, { name: 'Redelivered.zip', size: zip.length });
    await put(started.body.url, zip);
    const importId = started.body._id;
    // the first try made one storyboard, recorded it, and died
    const partial = await storyboardsRepository.create({
      id: '0123456789abcdef0123aaaa',
      partnerId: admin.user.partnerId,
      conceptId,
      name: 'Redelivered',
      type: 'image',
      sortIndex: 0,
      firstVersion: { _id: '0123456789abcdef0123bbbb', version: 1, status: 'ready', assets: [], approvals: [], createdBy: admin.user.id, createdAt: 1 },
      createdBy: admin.user.id,
    });
    expect(await storyboardsRepository.setImportStatus(importId, 'uploading', 'processing', { storyboardIds: [partial.id] })).toBe(true);
    const result = await processStoryboard({ Records: [record({ kind: 'import', importId, userId: admin.user.id })] }, {} as never);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(await storyboardsRepository.get(partial.id)).toBeNull();
    const list = await storyboardsRepository.listByConcept(conceptId);
    expect(list.map((s) => [s.name, s.versions[0]!.assets.length])).toEqual([['Redelivered', 2]]);
    expect(await storyboardsRepository.getImport(importId)).toMatchObject({ status: 'done', storyboardIds: [list[0]!.id] });
    // delivered once more after it finished: nothing changes
    await processStoryboard({ Records: [record({ kind: 'import', importId, userId: admin.user.id })] }, {} as never);
    expect((await storyboardsRepository.listByConcept(conceptId)).map((s) => s.id)).toEqual([list[0]!.id]);
  });
});

describe('lifecycle: send for review, approve, reject', () => {
  it('a reviewer may look but not approve; a manager approves every storyboard and the concept moves to templatesProgress', async () => {
    const conceptId = await newConcept();
    const a = await upload(conceptId, 'A', [{ name: 'a.png', body: PNG }]);
    const b = await upload(conceptId, 'B', [{ name: 'b.mp4', body: MP4 }], 'video');
    expect((await as(admin).put(`/api/concepts/${conceptId}/status`, { event: 'sentForReview' })).body.status).toBe('review');
    expect((await as(reviewer).get(`${base(conceptId)}/${a._id}`)).status).toBe(200);
    expect(await as(reviewer).post(`${base(conceptId)}/${a._id}/approve`, {})).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(ssr).post(`${base(conceptId)}/${a._id}/approve`, {})).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(ssr).put(`/api/concepts/${conceptId}/status`, { event: 'storyboardsApproved' })).toMatchObject({ status: 403 });
    const first = await as(manager).post(`${base(conceptId)}/${a._id}/approve`, {});
    expect(first).toMatchObject({ status: 200, body: { conceptStatus: 'review', storyboard: { approved: true, versions: [{ approvals: [{ userId: manager.user.id, name: 'Mona Manager' }] }] } } });
    const second = await as(manager).post(`${base(conceptId)}/${b._id}/approve`, { versionId: b.versions[0]._id });
    expect(second).toMatchObject({ status: 200, body: { conceptStatus: 'templatesProgress', storyboard: { approved: true } } });
    expect((await conceptsRepository.get(conceptId))!.status).toBe('templatesProgress');
    // approved storyboards take no more uploads
    expect(await as(admin).put(`${base(conceptId)}/${a._id}`, { files: [{ name: 'c.png', size: 1 }] })).toMatchObject({
      status: 422,
      body: { message: 'This is not possible while the concept is Templates in progress' },
    });
  }, 60_000);

  it("'Approve storyboards' over storyboards not all approved is refused with their names; the concept stays in review", async () => {
    const conceptId = await newConcept();
    const a = await upload(conceptId, 'Frame A', [{ name: 'a.png', body: PNG }]);
    await upload(conceptId, 'Frame B', [{ name: 'b.png', body: PNG }]);
    await upload(conceptId, 'Frame C', [{ name: 'c.png', body: PNG }]);
    expect((await as(admin).put(`/api/concepts/${conceptId}/status`, { event: 'sentForReview' })).body.status).toBe('review');
    expect((await as(manager).post(`${base(conceptId)}/${a._id}/approve`, {})).status).toBe(200);
    expect(await as(manager).put(`/api/concepts/${conceptId}/status`, { event: 'storyboardsApproved' })).toMatchObject({
      status: 422,
      body: { message: 'Not every storyboard is approved yet: Frame B, Frame C. Approve them first.' },
    });
    expect((await conceptsRepository.get(conceptId))!.status).toBe('review');
  });

  it("approving a version that is not processed: 'Version is required'; an unknown version: not found", async () => {
    const conceptId = await newConcept();
    const created = await as(admin).post(base(conceptId), { name: 'Pending', files: [{ name: 'a.png', size: 1 }] });
    const sid = created.body.storyboard._id;
    expect(await as(manager).post(`${base(conceptId)}/${sid}/approve`, {})).toMatchObject({ status: 422, body: { message: 'Version is required' } });
    expect(await as(manager).post(`${base(conceptId)}/${sid}/approve`, { versionId: GHOST })).toMatchObject({ status: 404, body: { message: 'Storyboard version not found' } });
  });

  it('a rejection sends review back with its reason stored and shown; a reason is required', async () => {
    const conceptId = await newConcept();
    await as(admin).put(`/api/concepts/${conceptId}/status`, { event: 'sentForReview' });
    expect(await as(manager).put(`/api/concepts/${conceptId}/status`, { event: 'storyboardsRejected' })).toMatchObject({ status: 422, body: { message: 'Please give a reason' } });
    const res = await as(manager).put(`/api/concepts/${conceptId}/status`, { event: 'storyboardsRejected', reason: 'The can is missing in frame 2' });
    expect(res).toMatchObject({ status: 200, body: { status: 'StoryboardsInProgress', rejection: { event: 'storyboardsRejected', reason: 'The can is missing in frame 2', userId: manager.user.id } } });
    expect((await as(reviewer).get(`/api/concepts/${conceptId}`)).body.rejection.reason).toBe('The can is missing in frame 2');
  });

  it('who sends which event: a manager cannot send for review; an event the status does not take answers 422', async () => {
    const conceptId = await newConcept();
    expect(await as(manager).put(`/api/concepts/${conceptId}/status`, { event: 'sentForReview' })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(await as(manager).put(`/api/concepts/${conceptId}/status`, { event: 'templatesApproved' })).toMatchObject({
      status: 422,
      body: { message: 'This is not possible while the concept is Storyboards in progress' },
    });
    expect(await as(admin).put(`/api/concepts/${conceptId}/status`, { event: 'teleport' })).toMatchObject({ status: 422 });
    expect((await conceptsRepository.get(conceptId))!.status).toBe('StoryboardsInProgress');
    expect(await as(other).put(`/api/concepts/${conceptId}/status`, { event: 'sentForReview' })).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
  });

  it('two racing moves: exactly one applies', async () => {
    const conceptId = await newConcept();
    const results = await Promise.allSettled([0, 1, 2].map(() => moveConcept({ partnerId: admin.user.partnerId, conceptId, event: 'sentForReview', userId: admin.user.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await conceptsRepository.get(conceptId))!.status).toBe('review');
    await expect(moveConcept({ partnerId: other.user.partnerId, conceptId, event: 'storyboardsApproved', userId: other.user.id })).rejects.toThrow('Concept not found');
  });
});

describe('GET /partners/conceptId/{id}', () => {
  it('answers the partner of a concept the caller may see', async () => {
    const conceptId = await newConcept();
    expect(await as(reviewer).get(`/api/partners/conceptId/${conceptId}`)).toMatchObject({ status: 200, body: { partnerId: admin.user.partnerId } });
    expect(await as(other).get(`/api/partners/conceptId/${conceptId}`)).toMatchObject({ status: 404, body: { message: 'Concept not found' } });
  });
});
