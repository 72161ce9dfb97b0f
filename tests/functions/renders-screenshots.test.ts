/**
 * POST make-screenshots and create-pdf (001 7 'Campaigns') through bulk-screenshots and its return queue: the creatives
 * of the asked approval status shot into PNGs under screenshots/{approvalStatus} (002 9), the PDF one named page per
 * creative, progress on the campaign's topic, the outcome in the notification centre, results as short signed links;
 * 'Only one process at a time can be executed' while one runs; a redelivered message or result does nothing again;
 * the screenshots kept as asset library files; one creative's screenshot for download.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import WebSocket from 'ws';
import { campaignTopic } from '@shared/contracts/personalize-events';
import { creativeScreenshotKey, creativesPdfKey, type BulkScreenshotsMessage, type ScreenshotResults } from '@shared/contracts/renders';
import { assetsRepository } from '@functions/assets/assets-repository';
import { newId } from '@functions/lib/ids';
import { renderJobsRepository } from '@functions/renders/render-jobs-repository';
import { runScreenshotsJob } from '@functions/renders/screenshots-worker';
import { handler as returnConsumer } from '@functions/renders/consumers/bulk-screenshots-return';
import { baseUrl, call, signIn, type SignedIn } from './client';
import { approveFinal, renderCampaign, stored, type RenderCampaign } from './renders-helpers';

let ssm: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let c: RenderCampaign;
let approved: string[];

const post = (who: SignedIn, path: string, body: unknown = {}) => call('POST', `/api/campaigns/${c.campaignId}/${path}`, { cookie: who.cookie, csrf: who.csrf, body });
const get = (who: SignedIn, path: string) => call('GET', `/api/campaigns/${c.campaignId}/${path}`, { cookie: who.cookie });
const jobState = async () => (await get(ssm, 'render-queue/state')).body as { job: { jobId: string; status: string; done: number; failed: number; total: number; kind: string; result?: Record<string, unknown> } };
const finished = (jobId: string) =>
  vi.waitFor(async () => {
    const { job } = await jobState();
    expect(job).toMatchObject({ jobId, status: 'finished' });
    return job;
  }, { timeout: 90_000, interval: 300 });
const notifications = async (who: SignedIn) => ((await call('GET', '/api/notifications', { cookie: who.cookie })).body as { notifications: { source: string; event: string; payload: Record<string, unknown> }[] }).notifications;
const download = async (url: string) => {
  const res = await fetch(url.startsWith('http') ? url : `${baseUrl()}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
/** A download link's answer: an attachment of the file's real type (so the browser can show it), served sandboxed. */
const expectDownloadOf = async (url: string, type: string) => {
  const res = await fetch(url.startsWith('http') ? url : `${baseUrl()}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+"/);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('content-security-policy')).toContain('sandbox');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
};

function listen(who: SignedIn, topic: string): Promise<{ ws: WebSocket; heard: { source: string; event: string; payload: { status: string; done: number; total: number } }[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
    const heard: { source: string; event: string; payload: { status: string; done: number; total: number } }[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.event === 'topic-subscribed') resolve({ ws, heard });
      if (m.event === 'render-progress') heard.push(m);
    });
    ws.once('open', () => ws.send(JSON.stringify({ action: 'subscribe', topic })));
    ws.once('error', reject);
  });
}

beforeAll(async () => {
  [ssm, reviewer, other] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('reviewer@demo.test'), signIn('other-admin@demo.test')]);
  c = await renderCampaign(ssm);
  approved = [c.fallback['300x250']!, c.fallback['728x90']!, c.second['300x250']!];
  await approveFinal(ssm, c, approved);
}, 90_000);

describe('make-screenshots', () => {
  it('shoots every creative of the status into a PNG of its size, with progress, the outcome notified and links to download', async () => {
    const tab = await listen(ssm, campaignTopic(c.campaignId));
    const res = await post(ssm, 'make-screenshots', { approvalStatus: 'clientApproved' });
    expect(res).toMatchObject({ status: 202, body: { jobId: expect.any(String), total: 3 } });
    const { jobId } = res.body as { jobId: string };
    // one job at a time: a PDF asked meanwhile is refused, and the job goes on
    expect(await post(ssm, 'create-pdf', { approvalStatus: 'clientApproved' })).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });

    const job = await finished(jobId);
    expect(job).toMatchObject({ kind: 'screenshots', total: 3, done: 3, failed: 0, result: { approvalStatus: 'clientApproved', files: 3, failed: 0 } });
    await vi.waitFor(() => expect(tab.heard.map((h) => h.payload.status)).toEqual(expect.arrayContaining(['queued', 'progress', 'finished'])), { timeout: 10_000 });
    expect(tab.heard[0]).toMatchObject({ source: 'screenshotter', event: 'render-progress' });
    tab.ws.close();

    const sizeOf = new Map([...Object.entries(c.fallback), ...Object.entries(c.second)].map(([size, id]) => [id, size]));
    for (const id of approved) {
      const meta = await sharp((await stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', id)))!.body).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(sizeOf.get(id));
    }
    // the unapproved creative was not shot
    expect(await stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', c.second['728x90']!))).toBeNull();
    // the two 300x250 of different headlines differ
    const [a, b] = await Promise.all([stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', c.fallback['300x250']!)), stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', c.second['300x250']!))]);
    expect(a!.body.equals(b!.body)).toBe(false);

    const results = (await get(ssm, 'screenshots/clientApproved')).body as ScreenshotResults;
    expect(results.files.map((f) => f.creativeId).sort()).toEqual([...approved].sort());
    expect(results.pdf).toBeNull();
    expect(results.files[0]!.name).toMatch(/\.png$/);
    expect((await download(results.files[0]!.url)).subarray(1, 4).toString()).toBe('PNG');
    await expectDownloadOf(results.files[0]!.url, 'image/png');
    // every campaign reader may download; another partner's user never sees it
    expect((await get(reviewer, 'screenshots/clientApproved')).status).toBe(200);
    expect(await get(other, 'screenshots/clientApproved')).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });

    await vi.waitFor(async () => expect((await notifications(ssm)).find((n) => n.payload.jobId === jobId)).toMatchObject({ source: 'screenshotter', event: 'screenshot-generation-finished', payload: { campaignId: c.campaignId, status: 'finished', files: 3 } }), { timeout: 10_000 });

    // the creatives view's cards show the screenshots just made (not 'No screenshot yet'): each shot creative has its image
    const cards = ((await get(ssm, `creatives?treeId=${c.treeId}&viewmode=admin`)).body as { creatives: { _id: string; screenshotRenderStatus: string; screenshotUrl: string | null }[] }).creatives;
    for (const id of approved) {
      const card = cards.find((x) => x._id === id)!;
      expect(card).toMatchObject({ screenshotRenderStatus: 'finished', screenshotUrl: expect.any(String) });
      const shown = await download(card.screenshotUrl!);
      expect(shown.equals((await stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', id)))!.body)).toBe(true);
    }
    expect(cards.find((x) => x._id === c.second['728x90'])!.screenshotUrl).toBeNull();
  }, 120_000);

  it('makes one PDF, a named page per creative, reusing the screenshots already made in their current version', async () => {
    const key = (id: string) => creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'clientApproved', id);
    const before = await Promise.all(approved.map(async (id) => (await stored(key(id)))!.modified.getTime()));
    const res = await post(ssm, 'create-pdf', { approvalStatus: 'clientApproved' });
    expect(res).toMatchObject({ status: 202, body: { total: 3 } });
    const { jobId } = res.body as { jobId: string };
    expect(await finished(jobId)).toMatchObject({ kind: 'pdf', done: 3, result: { output: 'pdf', pdf: expect.stringMatching(/clientApproved\.pdf$/) } });
    expect(await Promise.all(approved.map(async (id) => (await stored(key(id)))!.modified.getTime()))).toEqual(before);

    const results = (await get(ssm, 'screenshots/clientApproved')).body as ScreenshotResults;
    expect(results.pdf).toMatchObject({ name: expect.stringMatching(/^Renders .* clientApproved\.pdf$/), url: expect.any(String) });
    await expectDownloadOf(results.pdf!.url, 'application/pdf');
    const pdf = await PDFDocument.load(await download(results.pdf!.url));
    expect(pdf.getPageCount()).toBe(3);
    const sizes = pdf.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}`).sort();
    expect(sizes).toEqual(['300x278', '300x278', '728x118']);
    expect(pdf.getTitle()).toMatch(/^Renders /);
    await vi.waitFor(async () => expect((await notifications(ssm)).find((n) => n.payload.jobId === jobId)).toMatchObject({ event: 'pdf-generation-finished' }), { timeout: 10_000 });
  }, 120_000);

  it('does nothing again for a redelivered message or result', async () => {
    const { job } = await jobState();
    const pdfBefore = (await stored(creativesPdfKey(ssm.user.partnerId, c.campaignId, 'clientApproved')))!.modified.getTime();
    const message: BulkScreenshotsMessage = { jobId: job.jobId, partnerId: ssm.user.partnerId, campaignId: c.campaignId, userId: ssm.user.id, approvalStatus: 'clientApproved', output: 'pdf', creativeIds: approved };
    // the job ended: its message delivered again renders nothing and answers nothing
    expect(await runScreenshotsJob(message)).toBeNull();
    expect((await stored(creativesPdfKey(ssm.user.partnerId, c.campaignId, 'clientApproved')))!.modified.getTime()).toBe(pdfBefore);
    const told = (await notifications(ssm)).filter((n) => n.payload.jobId === job.jobId).length;
    const result = { ...message, status: 'finished', files: [], failed: 0, errors: [] };
    const answer = await returnConsumer({ Records: [{ messageId: newId(), body: JSON.stringify(result), attributes: { ApproximateReceiveCount: '2' } }] } as never, {} as never);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect((await notifications(ssm)).filter((n) => n.payload.jobId === job.jobId).length).toBe(told);
    expect((await jobState()).job).toMatchObject({ jobId: job.jobId, status: 'finished', result: job.result });
  }, 60_000);

  it('a job cancelled before its worker ran renders nothing', async () => {
    const jobId = newId();
    const message: BulkScreenshotsMessage = { jobId, partnerId: ssm.user.partnerId, campaignId: c.campaignId, userId: ssm.user.id, approvalStatus: 'nonApproved', output: 'screenshots', creativeIds: [c.second['728x90']!] };
    // the job as startRenderJob writes it, its message held back so that only this test's worker runs it
    expect(await renderJobsRepository.start({ campaignId: c.campaignId, jobId, partnerId: ssm.user.partnerId, userId: ssm.user.id, kind: 'screenshots', total: 1, queue: 'bulk-screenshots', message: { partnerId: message.partnerId, campaignId: message.campaignId, userId: message.userId, approvalStatus: message.approvalStatus, output: message.output, creativeIds: message.creativeIds } })).toBe(true);
    expect(await call('PATCH', `/api/campaigns/${c.campaignId}/cancel-render`, { cookie: ssm.cookie, csrf: ssm.csrf, body: {} })).toMatchObject({ status: 200, body: { job: { jobId, cancelled: true } } });
    expect(await runScreenshotsJob(message)).toBeNull();
    expect(await stored(creativeScreenshotKey(ssm.user.partnerId, c.campaignId, 'nonApproved', c.second['728x90']!))).toBeNull();
  }, 30_000);

  it('refuses a status without creatives, a wrong status and callers without the right, changing nothing', async () => {
    const { job } = await jobState();
    expect(await post(ssm, 'make-screenshots', { approvalStatus: 'interimApproved' })).toMatchObject({ status: 422, body: { message: 'No variations found' } });
    expect(await post(ssm, 'create-pdf', { approvalStatus: 'approved' })).toMatchObject({ status: 422 });
    expect(await post(ssm, 'create-pdf', {})).toMatchObject({ status: 422 });
    expect(await post(reviewer, 'make-screenshots', { approvalStatus: 'clientApproved' })).toMatchObject({ status: 403 });
    expect(await post(other, 'make-screenshots', { approvalStatus: 'clientApproved' })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await jobState()).job.jobId).toBe(job.jobId);
  });
});

describe('screenshots as library files and single downloads', () => {
  it('keeps the screenshots as asset library files on the campaign node (create single files from screenshots)', async () => {
    const res = await post(ssm, 'screenshots/clientApproved/single-files');
    expect(res).toMatchObject({ status: 201, body: { assets: expect.any(Array) } });
    const { assets } = res.body as { assets: { creativeId: string; assetId: string }[] };
    expect(assets.map((a) => a.creativeId).sort()).toEqual([...approved].sort());
    await vi.waitFor(async () => {
      const asset = await assetsRepository.get(assets[0]!.assetId);
      expect(asset).toMatchObject({ category: 'creatives', mimeType: 'image/png', status: 'ready', name: expect.stringMatching(/\.png$/) });
    }, { timeout: 30_000, interval: 300 });
    expect(await post(ssm, 'screenshots/interimApproved/single-files')).toMatchObject({ status: 422, body: { message: 'No variations found' } });
  }, 60_000);

  it("downloads one creative's screenshot, rendering it first when it is missing", async () => {
    const id = c.second['728x90']!;
    expect(await get(reviewer, `creatives/${id}/screenshot`)).toMatchObject({ status: 200, body: { status: 'unrendered' } });
    expect(await post(reviewer, `creatives/${id}/screenshot`)).toMatchObject({ status: 202, body: { status: 'progress' } });
    const ready = await vi.waitFor(async () => {
      const res = await get(reviewer, `creatives/${id}/screenshot`);
      expect(res.body).toMatchObject({ status: 'finished' });
      return res.body as { file: { url: string; name: string } };
    }, { timeout: 60_000, interval: 300 });
    const meta = await sharp(await download(ready.file.url)).metadata();
    expect(`${meta.width}x${meta.height}`).toBe('728x90');
    // rendered already: answered at once
    expect(await post(reviewer, `creatives/${id}/screenshot`)).toMatchObject({ status: 200, body: { status: 'finished' } });
    expect(await get(ssm, `creatives/${newId()}/screenshot`)).toMatchObject({ status: 404, body: { message: 'Creative not found' } });
  }, 90_000);
});
