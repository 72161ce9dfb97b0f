/**
 * Templates of a concept through the API (002 2, 5, 7, 8; issue 14): presigned upload with the name checked at once,
 * the zip checked and parsed on confirm and stored under the template layout with a player copy, thumbnails by the
 * template-render queue, generations and versions, approval by final approvers moving the concept, code preview and
 * save, resize, delete, the concept archive cascade, partners/templateId; refusals store nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { runFfmpeg } from '@functions/lib/video/ffmpeg';
import { templateFiles } from '@functions/template-render/template-files';
import { templatesRepository } from '@functions/templates/templates-repository';
import { emptyBrief, type ConceptStatus } from '@shared/domain/concepts';
import { as, nodeNamed, unique } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let admin: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let ssReviewer: SignedIn;
let other: SignedIn;
let germany: string;

beforeAll(async () => {
  [admin, manager, reviewer, ssReviewer, other] = await Promise.all(
    ['admin@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'selfservicereviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  germany = (await nodeNamed(manager, 'Germany'))._id;
});

async function newConcept(status: ConceptStatus = 'templatesProgress'): Promise<string> {
  const brief = emptyBrief();
  brief.intro = { name: unique('Templates'), businessNodes: [germany], languages: ['de'] };
  const concept = await conceptsRepository.create({ partnerId: admin.user.partnerId, brief, status, createdBy: admin.user.id });
  return concept.id;
}

const banner = (size: string, headline = 'Summer is here', extra = '') => `<!doctype html><html><head><meta charset="utf-8">
<meta name="ad.size" content="width=${size.split('x')[0]},height=${size.split('x')[1]}">
<script>var clickTag = "https://example.com"; var defaultValues = {frame1Headline: "${headline}", frame1Image: "images/can.png"};${extra}</script>
</head><body style="margin:0;background:#ffcc00"><h1 id="h">${headline}</h1><img src="images/can.png"></body></html>`;

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const zipOf = (files: Zippable) => Buffer.from(zipSync(files));
const htmlZip = (size = '300x250', html = banner(size)) => zipOf({ 'index.html': strToU8(html), images: { 'can.png': new Uint8Array(PNG_1PX) } });

/** Starts an upload, PUTs the bytes to the presigned URL, confirms: answers the confirm call's answer. */
async function upload(who: SignedIn, conceptId: string, fileName: string, bytes: Buffer) {
  const start = await as(who).post(`/api/concepts/${conceptId}/templates/uploads`, { fileName, size: bytes.length });
  if (start.status !== 201) return start;
  expect((await fetch(start.body.url, { method: 'PUT', body: new Uint8Array(bytes) })).status).toBe(200);
  return as(who).post(`/api/concepts/${conceptId}/templates/uploads/${start.body.uploadId}/complete`, {});
}

const folder = (conceptId: string, versionId: string) => `v2/partners/${admin.user.partnerId}/assets/concepts/${conceptId}/templates/${versionId}`;
const conceptFolder = (conceptId: string) => `v2/partners/${admin.user.partnerId}/assets/concepts/${conceptId}/templates`;

async function ready(who: SignedIn, id: string, check: (t: any) => boolean = (t) => t.thumbnails !== null) { // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
  return vi.waitFor(
    async () => {
      const res = await as(who).get(`/api/templates/${id}`);
      expect(res.status).toBe(200);
      expect(check(res.body)).toBe(true);
      return res.body;
    },
    { timeout: 60_000, interval: 300 },
  );
}

describe('upload', () => {
  it('a badly named file is refused at once with the spec messages, and a file of another kind too', async () => {
    const conceptId = await newConcept();
    const start = (fileName: string) => as(admin).post(`/api/concepts/${conceptId}/templates/uploads`, { fileName, size: 100 });
    expect((await start('banner.zip')).body).toMatchObject({ statusCode: 422, message: 'Template parse error: template name has wrong format' });
    expect((await start('300y250-banner.zip')).body).toMatchObject({ statusCode: 422, message: 'size in template name has wrong format' });
    expect((await start('300x250-banner.pdf')).body).toMatchObject({ statusCode: 422, message: 'A template is a zip of an HTML5 creative or a video (mp4, mov, webm or m4v)' });
    expect(await templatesRepository.listByConcept(conceptId)).toEqual([]);
  });

  it('an HTML5 zip is stored under the template layout with a player copy, parsed, and gets thumbnails from the queue', async () => {
    const conceptId = await newConcept();
    const res = await upload(admin, conceptId, '300x250-offer.zip', htmlZip());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '300x250-offer', size: '300x250', type: 'html', version: 1, generation: 1, approved: false, inUse: false, archived: false });
    expect(res.body.current).toMatchObject({ entry: 'index.html', status: 'ready', editedCode: false, isStatic: false, hasClickTag: true });
    expect(res.body.current.dynamicFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'frame1Headline', type: 'text', defaultValue: 'Summer is here' }), expect.objectContaining({ name: 'frame1Image', type: 'image' })]),
    );
    const prefix = folder(conceptId, res.body.current._id);
    expect((await templateFiles.list(prefix)).sort()).toEqual(expect.arrayContaining(['__player.html', 'images/can.png', 'index.html']));
    expect((await templateFiles.read(`${prefix}/index.html`))!.toString('utf8')).toBe(banner('300x250'));
    const stored = await templatesRepository.get(res.body._id);
    expect(stored).toMatchObject({ partnerId: admin.user.partnerId, conceptId, name: '300x250-offer', nameKey: '300x250-offer', createdBy: admin.user.id });
    const done = await ready(admin, res.body._id);
    expect(done.thumbnails).toEqual({ large: expect.any(String), small: expect.any(String) });
    expect(await templateFiles.read(`${prefix}/thumbnails/500x500.png`)).not.toBeNull();
    expect(await templateFiles.read(`${prefix}/thumbnails/300x250.png`)).not.toBeNull();
    expect(done.previewUrl).toEqual(expect.stringContaining('__player.html'));
    const list = await as(reviewer).get(`/api/concepts/${conceptId}/templates`);
    expect(list.status).toBe(200);
    expect(list.body.templates.map((t: { name: string }) => t.name)).toEqual(['300x250-offer']);
  });

  it.each([
    ['a path out of the template', { '../evil.html': strToU8('<p>x</p>'), 'index.html': strToU8(banner('300x250')) }, 'points outside the template'],
    ['no entry HTML', { 'images/can.png': new Uint8Array(PNG_1PX) }, 'Template zip has no entry HTML'],
    ['an entry that is not UTF-8', { 'index.html': new Uint8Array([0x3c, 0x70, 0x3e, 0xff, 0xfe, 0xc3, 0x28]) }, 'Template HTML must be saved as UTF-8 text: index.html is not'],
    ['a zip bomb entry', { 'index.html': strToU8(banner('300x250')), 'zeros.bin': new Uint8Array(4 * 1024 * 1024) }, 'Template zip entry zeros.bin is compressed more than 100 times'],
    ['a symbolic link', { 'index.html': strToU8(banner('300x250')), 'passwd': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }, 'Template zip entry passwd is a symbolic link'],
  ])('a zip with %s is refused with a clear message and nothing is stored', async (_label, files, message) => {
    const conceptId = await newConcept();
    const res = await upload(admin, conceptId, '300x250-bad.zip', zipOf(files as Zippable));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(message);
    expect(await templatesRepository.listByConcept(conceptId)).toEqual([]);
    expect(await templateFiles.list(conceptFolder(conceptId))).toEqual([]);
  });

  it("declarations in the template's own script files count (read in place of their <script src>)", async () => {
    const conceptId = await newConcept();
    const html = '<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"><script src="js/ad.js"></script></head><body></body></html>';
    const js = 'var clickTag = "https://example.com"; var defaultValues = {frame1Headline: "From ad.js"};';
    const res = await upload(admin, conceptId, '300x250-scripted.zip', zipOf({ 'index.html': strToU8(html), js: { 'ad.js': strToU8(js) } }));
    expect(res.status).toBe(201);
    expect(res.body.current).toMatchObject({ isStatic: false, hasClickTag: true, dynamicFields: [expect.objectContaining({ name: 'frame1Headline', defaultValue: 'From ad.js' })] });
  });

  it('a zip that is not a zip is refused', async () => {
    const conceptId = await newConcept();
    const res = await upload(admin, conceptId, '300x250-bad.zip', Buffer.from('not a zip at all'));
    expect(res.body).toMatchObject({ statusCode: 422, message: 'Template file is not a readable zip' });
  });

  it('wrong default values answer the spec message', async () => {
    const conceptId = await newConcept();
    const html = '<html><head><script>var defaultValues = {frame1Headline: };</script></head><body></body></html>';
    const res = await upload(admin, conceptId, '300x250-broken.zip', zipOf({ 'index.html': strToU8(html) }));
    expect(res.body).toMatchObject({ statusCode: 422, message: 'Wrong template default values' });
  });

  it('only super, admin and the self-service roles upload; other partners see no concept', async () => {
    const conceptId = await newConcept();
    for (const who of [manager, reviewer]) expect((await as(who).post(`/api/concepts/${conceptId}/templates/uploads`, { fileName: '300x250-a.zip', size: 10 })).status).toBe(403);
    expect((await as(other).post(`/api/concepts/${conceptId}/templates/uploads`, { fileName: '300x250-a.zip', size: 10 })).body).toMatchObject({ statusCode: 404, message: 'Concept not found' });
  });

  it('a video template gets its duration, dimensions and a poster thumbnail from ffmpeg', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tpl-video-'));
    try {
      const file = path.join(dir, 'clip.mp4');
      const run = await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', '-y', file]);
      expect(run.code).toBe(0);
      const conceptId = await newConcept();
      const res = await upload(admin, conceptId, '1920x1080-spot.mp4', readFileSync(file));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type: 'video', size: '1920x1080', current: { entry: '1920x1080-spot.mp4' } });
      const done = await ready(admin, res.body._id, (t) => t.current.video !== null);
      expect(done.current.video).toEqual({ durationMs: 2000, width: 320, height: 180 });
      expect(done.current.warnings).toEqual([expect.objectContaining({ message: 'The video is 320x180 but the template name says 1920x1080' })]);
      expect(await templateFiles.read(`${folder(conceptId, res.body.current._id)}/thumbnails/300x250.png`)).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a video ffmpeg cannot read', () => {
  it('becomes a failed version with the reason, and its thumbnails are not awaited', async () => {
    const conceptId = await newConcept();
    const res = await upload(admin, conceptId, '640x360-broken.mp4', Buffer.from('this is no video at all'));
    expect(res.status).toBe(201);
    const failed = await ready(admin, res.body._id, (t) => t.current.status === 'failed');
    expect(failed.current.error).toContain('not a video');
    expect(failed.thumbnails).toBeNull();
    expect(failed.previewUrl).toBeNull();
  });
});

describe('generations, versions and approval', () => {
  it('the same name again is a new generation; a generation is archived and unarchived; an unknown one is not found', async () => {
    const conceptId = await newConcept();
    const first = (await upload(admin, conceptId, '728x90-strip.zip', htmlZip('728x90'))).body;
    const second = await upload(admin, conceptId, '728x90-STRIP.zip', htmlZip('728x90', banner('728x90', 'Second')));
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ _id: first._id, generation: 2, version: 1 });
    expect(second.body.generations.map((g: { generation: number }) => g.generation)).toEqual([2, 1]);
    const archived = await as(admin).put(`/api/templates/${first._id}/generations/2/archive`, {});
    expect(archived.body).toMatchObject({ generation: 1, current: { _id: first.current._id } });
    expect((await as(admin).put(`/api/templates/${first._id}/generations/1/archive`, {})).body).toMatchObject({ archived: true, current: null });
    expect((await as(admin).get(`/api/concepts/${conceptId}/templates`)).body.templates).toEqual([]);
    expect((await as(admin).get(`/api/concepts/${conceptId}/templates?archived=true`)).body.templates).toHaveLength(1);
    expect((await as(admin).put(`/api/templates/${first._id}/generations/2/unarchive`, {})).body).toMatchObject({ generation: 2, archived: false });
    expect((await as(admin).put(`/api/templates/${first._id}/generations/9/archive`, {})).body).toMatchObject({ statusCode: 404, message: 'Template generation not found' });
    expect((await as(reviewer).put(`/api/templates/${first._id}/generations/2/archive`, {})).status).toBe(403);
  });

  it('final approvers approve; when every template is approved the concept is ready, and an unapprove sends it back', async () => {
    const conceptId = await newConcept('templatesProgress');
    const a = (await upload(admin, conceptId, '300x250-a.zip', htmlZip())).body;
    const b = (await upload(admin, conceptId, '300x600-b.zip', htmlZip('300x600'))).body;
    for (const who of [reviewer, ssReviewer]) expect((await as(who).post(`/api/templates/${a._id}/approve`, {})).status).toBe(403);
    const approved = await as(manager).post(`/api/templates/${a._id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ approved: true, current: { approvals: { users: [{ userId: manager.user.id, email: 'manager@demo.test', name: 'Mona Manager' }] } } });
    expect((await conceptsRepository.get(conceptId))!.status).toBe('templatesProgress');
    expect((await as(admin).post(`/api/templates/${b._id}/approve`, { versionId: b.current._id })).body.approved).toBe(true);
    expect((await conceptsRepository.get(conceptId))!.status).toBe('ready');
    // Approving again changes nothing; removing the approval sends the concept back.
    expect((await as(manager).post(`/api/templates/${a._id}/approve`, {})).body.current.approvals.users).toHaveLength(1);
    const removed = await as(manager).post(`/api/templates/${a._id}/unapprove`, {});
    expect(removed.body).toMatchObject({ approved: false, current: { approvals: { users: [] } } });
    expect((await conceptsRepository.get(conceptId))!.status).toBe('templatesProgress');
    expect((await as(manager).post(`/api/templates/${a._id}/approve`, { versionId: '0123456789abcdef01234567' })).body).toMatchObject({ statusCode: 404 });
  });

  it('approving templates of a concept still in review moves nothing', async () => {
    const conceptId = await newConcept('review');
    const a = (await upload(admin, conceptId, '300x250-a.zip', htmlZip())).body;
    expect((await as(manager).post(`/api/templates/${a._id}/approve`, {})).body.approved).toBe(true);
    expect((await conceptsRepository.get(conceptId))!.status).toBe('review');
  });
});

describe('code editor', () => {
  it('reads the code, previews edited code as a temporary file, and saves it as the next version (unapproved)', async () => {
    const conceptId = await newConcept();
    const t = (await upload(admin, conceptId, '300x250-edit.zip', htmlZip())).body;
    await as(manager).post(`/api/templates/${t._id}/approve`, {});
    const code = await as(admin).get(`/api/templates/${t._id}/code`);
    expect(code.body).toEqual({ code: banner('300x250'), entry: 'index.html' });
    const edited = banner('300x250', 'Edited headline');
    const preview = await as(admin).post(`/api/templates/${t._id}/code-preview`, { code: edited });
    expect(preview.status).toBe(200);
    expect(preview.body.url).toContain(`__preview-${admin.user.id}.html`);
    expect((await templateFiles.read(`${folder(conceptId, t.current._id)}/__preview-${admin.user.id}.html`))!.toString('utf8')).toContain('Edited headline');
    const saved = await as(admin).put(`/api/templates/${t._id}/code`, { editedCode: edited });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ generation: 1, version: 2, approved: false, current: { editedCode: true } });
    const prefix = folder(conceptId, saved.body.current._id);
    expect((await templateFiles.read(`${prefix}/index.html`))!.toString('utf8')).toBe(edited);
    expect(await templateFiles.read(`${prefix}/images/can.png`)).not.toBeNull();
    expect((await templateFiles.list(prefix)).filter((p) => p.startsWith('__preview'))).toEqual([]);
    await ready(admin, t._id);
    expect((await as(admin).put(`/api/templates/${t._id}/code`, { editedCode: '<script>var defaultValues = {a: };</script>' })).body).toMatchObject({
      statusCode: 422,
      message: 'Wrong template default values',
    });
    expect((await as(manager).get(`/api/templates/${t._id}/code`)).status).toBe(403);
  });
});

describe('resize, delete, in use, partner', () => {
  it('resizes 300x250 to 300x600 as a new template named 300x600-name, processing until the job finishes', async () => {
    const conceptId = await newConcept();
    const t = (await upload(admin, conceptId, '300x250-offer.zip', htmlZip())).body;
    expect((await as(admin).post(`/api/templates/${t._id}/resize`, { size: '300x250' })).body).toMatchObject({ statusCode: 422, message: 'The template already has this size' });
    expect((await as(admin).post(`/api/templates/${t._id}/resize`, { size: '300-600' })).body).toMatchObject({ statusCode: 422 });
    const res = await as(admin).post(`/api/templates/${t._id}/resize`, { size: '300x600' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ name: '300x600-offer', size: '300x600', generation: 1, version: 1, current: { status: 'processing' } });
    expect(res.body._id).not.toBe(t._id);
    const done = await ready(admin, res.body._id, (x) => x.current.status === 'ready' && x.thumbnails !== null);
    const prefix = folder(conceptId, done.current._id);
    expect((await templateFiles.read(`${prefix}/${done.current.entry}`))!.toString('utf8')).toContain('content="width=300,height=600"');
    expect((await templateFiles.read(`${prefix}/__player.html`))!.toString('utf8')).toContain('width=300,height=600');
    expect(await templateFiles.read(`${prefix}/images/can.png`)).not.toBeNull();
  });

  it('deletes a template not in use with its files; in-use answers false; partners/templateId answers the partner', async () => {
    const conceptId = await newConcept();
    const t = (await upload(admin, conceptId, '970x250-wide.zip', htmlZip('970x250'))).body;
    expect((await as(reviewer).get(`/api/templates/${t._id}/in-use`)).body).toEqual({ inUse: false });
    expect((await as(reviewer).get(`/api/partners/templateId/${t._id}`)).body).toEqual({ partnerId: admin.user.partnerId });
    expect((await as(other).get(`/api/partners/templateId/${t._id}`)).status).toBe(404);
    expect((await as(other).get(`/api/templates/${t._id}`)).body).toMatchObject({ statusCode: 404, message: 'Template not found' });
    expect((await as(reviewer).delete(`/api/templates/${t._id}`)).status).toBe(403);
    expect((await as(admin).delete(`/api/templates/${t._id}`)).status).toBe(204);
    expect(await templatesRepository.get(t._id)).toBeNull();
    await vi.waitFor(async () => expect(await templateFiles.list(conceptFolder(conceptId))).toEqual([]), { timeout: 30_000, interval: 500 });
    expect((await as(admin).get(`/api/templates/${t._id}`)).status).toBe(404);
  });

  it('archiving the concept archives its templates; unarchiving brings them back', async () => {
    const conceptId = await newConcept();
    const t = (await upload(admin, conceptId, '300x250-arch.zip', htmlZip())).body;
    expect((await as(admin).put(`/api/concepts/${conceptId}/archive`, {})).status).toBe(200);
    expect((await templatesRepository.get(t._id))!.conceptArchived).toBe(true);
    expect((await as(admin).get(`/api/concepts/${conceptId}/templates`)).body.templates).toEqual([]);
    expect((await as(admin).put(`/api/concepts/${conceptId}/unarchive`, {})).status).toBe(200);
    expect((await as(admin).get(`/api/concepts/${conceptId}/templates`)).body.templates).toHaveLength(1);
  });
});
