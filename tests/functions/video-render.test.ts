/**
 * Video rendering (issue 18 'Rendering: Video'): POST campaigns/{id}/rendered-videos renders a campaign's video
 * creatives through the render queue (kind 'video'); the video-render job draws each creative's text and image values
 * over its base video, resizes and cuts it to the platform formats of 001 9 and stores them under rendered-videos
 * (002 9) with the single variation render status DONE or TOO_LARGE. Files are read back with ffmpeg (the port's binary:
 * Debian's when installed, else the npm package's static build, which has no ffprobe).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { SQSRecord } from 'aws-lambda';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { CampaignVideoCreative } from '@shared/contracts/video-render';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { s3 } from '@functions/lib/clients';
import { ffmpegPath, probeVideo } from '@functions/lib/video/ffmpeg';
import { config } from '@functions/lib/config';
import { newId } from '@functions/lib/ids';
import { templateFiles } from '@functions/template-render/public';
import { templateFolder } from '@functions/templates/template-storage';
import { templatesRepository, type Template } from '@functions/templates/templates-repository';
import { handler as renderVideos } from '@functions/video-render/consumers/render-videos';
import { renderCreative } from '@functions/video-render/render-creative';
import { renderedVideosRepository } from '@functions/video-render/rendered-videos-repository';
import { readVideoCreative } from '@functions/video-render/video-creatives';
import { renderedVideoOf } from '@functions/video-render/public';
import { call, campaignsVisible, signIn, type SignedIn } from './client';

const run = promisify(execFile);
let ssm: SignedIn;
let other: SignedIn;
let analyst: SignedIn;
let work: string;
let template: Template;
let campaignId: string;
let variationId: string;
let reportingHash: string;

const VIDEO_MS = 20_000;
const start = (who: SignedIn, id: string, body: unknown = {}) => call('POST', `/api/campaigns/${id}/rendered-videos`, { cookie: who.cookie, csrf: who.csrf, body });
const list = (who: SignedIn, id = campaignId) => call('GET', `/api/campaigns/${id}/rendered-videos`, { cookie: who.cookie });

async function object(key: string): Promise<Buffer> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
  return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

/** What ffmpeg reads of a stored file: codec, size, duration in ms. */
async function probe(key: string): Promise<{ codec: string; width: number; height: number; durationMs: number }> {
  const file = path.join(work, `${newId()}.mp4`);
  writeFileSync(file, await object(key));
  return probeVideo(file);
}

/** The colour of a pixel of the frame at 1 s. */
async function pixel(key: string, x: number, y: number): Promise<[number, number, number]> {
  const file = path.join(work, `${newId()}.mp4`);
  writeFileSync(file, await object(key));
  const { stdout } = await run(ffmpegPath(), ['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const { data, info } = await sharp(stdout as unknown as Buffer).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

beforeAll(async () => {
  [ssm, other, analyst] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('other-admin@demo.test'), signIn('analyst@demo.test')]);
  work = mkdtempSync(path.join(tmpdir(), 'video-render-test-'));
  const partnerId = ssm.user.partnerId;
  // a 20 s 1280x720 base video (grey, with sound) and a red logo: the template a designer would upload
  const base = path.join(work, 'base.mp4');
  await run(ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', `color=c=gray:size=1280x720:rate=10:duration=${VIDEO_MS / 1000}`, '-f', 'lavfi', '-i', `sine=duration=${VIDEO_MS / 1000}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', base]);
  const conceptId = newId();
  const versionId = newId();
  template = await templatesRepository.addUpload({
    partnerId, conceptId, name: `1280x720-promo-${newId()}`, size: '1280x720', createdBy: ssm.user.id,
    version: {
      id: versionId, kind: 'video', entry: '1280x720-promo.mp4', status: 'ready', editedCode: false, thumbnails: true, warnings: [], approvals: [], createdBy: ssm.user.id, createdAt: Date.now(),
      video: { durationMs: VIDEO_MS, width: 1280, height: 720 },
      parse: {
        isStatic: false, hasClickTag: false, possibleValues: {}, dynamicImageSizes: {},
        defaultValues: { frame1Headline: 'Summer tastes like Sparkle Zero', ctaText1: 'Shop now', logo1: 'logo.png' },
        dynamicFields: [
          { name: 'frame1Headline', type: 'text', defaultValue: 'Summer tastes like Sparkle Zero' },
          { name: 'ctaText1', type: 'text', defaultValue: 'Shop now' },
          { name: 'logo1', type: 'image', defaultValue: 'logo.png' },
        ],
      },
    },
  });
  const folder = templateFolder(partnerId, conceptId, versionId);
  await templateFiles.put(`${folder}/1280x720-promo.mp4`, readFileSync(base), 'video/mp4');
  await templateFiles.put(`${folder}/logo.png`, await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer(), 'image/png');
  const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
  const campaign = await campaignsRepository.create({
    partnerId, businessNodeId: germany, name: `Video render ${newId()}`, platform: 'youtube',
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
  });
  campaignId = campaign.id;
  variationId = newId();
  reportingHash = `video-${newId()}`;
  await variationsRepository.put({
    partnerId, reportingHash, id: variationId, campaignId, name: 'Promo cold and fizzy', format: '1280x720', size: '1280x720',
    templateId: template.id, generation: 1, version: 1, values: { frame1Headline: 'Cold and fizzy', ctaText1: 'Buy now', logo1: 'logo.png' },
  });
  await campaignsVisible();
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('POST campaigns/{id}/rendered-videos', () => {
  it('renders the creative into the platform formats with their durations and sizes, values drawn over the video, DONE', async () => {
    const res = await start(ssm, campaignId);
    expect(res).toMatchObject({ status: 202, body: { jobId: expect.any(String), total: 1, creativeIds: [variationId] } });
    // one render of a campaign at a time (the render queue)
    expect(await start(ssm, campaignId)).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });

    const creative = await vi.waitFor(async () => {
      const { body } = await list(ssm);
      const found = (body as CampaignVideoCreative[]).find((c) => c.creativeId === variationId)!;
      if (!found.rendered) throw new Error('not rendered yet');
      return found;
    }, { timeout: 180_000, interval: 500 });
    expect(creative.rendered!.status).toBe('DONE');
    const expected: Record<string, [number, number, number]> = {
      '16x9': [1280, 720, VIDEO_MS], '9x16': [720, 1280, VIDEO_MS], '1x1': [720, 720, VIDEO_MS],
      'bumper-16x9': [1280, 720, 6000], 'bumper-9x16': [720, 1280, 6000], 'trueview-16x9': [1280, 720, 15_000], 'trueview-9x16': [720, 1280, 15_000],
    };
    expect(creative.rendered!.files.map((f) => f.formatId).sort()).toEqual(Object.keys(expected).sort());
    for (const f of creative.rendered!.files) {
      expect(f.key).toMatch(new RegExp(`^v2/partners/${ssm.user.partnerId}/campaigns/${campaignId}/rendered-videos/${variationId}/[0-9a-f]{16}/${f.formatId}\\.mp4$`));
      expect(f.url).toContain(encodeURIComponent(f.formatId));
      const probed = await probe(f.key);
      const [width, height, durationMs] = expected[f.formatId]!;
      expect({ codec: probed.codec, width: probed.width, height: probed.height }).toEqual({ codec: 'h264', width, height });
      expect(Math.abs(probed.durationMs - durationMs)).toBeLessThan(150);
    }
    // the red logo sits top-right of the grey video; the 9:16 format pads the 16:9 picture with black above and below
    const wide = creative.rendered!.files.find((f) => f.formatId === '16x9')!.key;
    const [r, g, b] = await pixel(wide, 1280 - 60, 60);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    const [gr, gg] = await pixel(wide, 640, 200);
    expect(Math.abs(gr - gg)).toBeLessThan(20);
    const tall = creative.rendered!.files.find((f) => f.formatId === '9x16')!.key;
    expect(Math.max(...(await pixel(tall, 360, 100)))).toBeLessThan(30);

    await vi.waitFor(async () => expect((await call('GET', `/api/campaigns/${campaignId}/render-queue/state`, { cookie: ssm.cookie })).body).toMatchObject({ job: { kind: 'video', status: 'finished', done: 1, failed: 0 } }), { timeout: 10_000 });

    // the publishing adapters take the file from renderedVideoOf
    const forAdapters = await renderedVideoOf({ campaignId, creativeId: variationId, formatId: 'bumper-16x9' });
    expect(forAdapters).toMatchObject({ status: 'DONE', files: [{ formatId: 'bumper-16x9', durationMs: 6000, tooLarge: false }] });
  }, 240_000);

  it('does nothing twice when the job message is delivered again', async () => {
    const before = (await renderedVideosRepository.get(campaignId, variationId))!;
    const body = JSON.stringify({ jobId: before.jobId, partnerId: ssm.user.partnerId, campaignId, userId: ssm.user.id, creatives: [{ kind: 'variation', reportingHash }] });
    const record: SQSRecord = {
      messageId: 'redelivered', receiptHandle: 'receipt', body, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: 'eu-central-1',
      attributes: { ApproximateReceiveCount: '2', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    };
    expect(await renderVideos({ Records: [record] }, {} as never)).toEqual({ batchItemFailures: [] });
    expect((await renderedVideosRepository.get(campaignId, variationId))!.renderedAt).toBe(before.renderedAt);
  }, 60_000);

  it('marks a creative whose file passes the platform limit TOO_LARGE and offers it as such', async () => {
    const campaign = (await campaignsRepository.get(campaignId))!;
    const creative = (await readVideoCreative(campaign, { kind: 'variation', reportingHash }))!;
    const small = await renderCreative(campaign, creative, 'job-too-large', { limitBytes: 20_000, formats: [{ id: 'bumper-16x9', label: '16:9 bumper (6 s)', aspect: [16, 9], maxMs: 6000 }] });
    expect(small.status).toBe('TOO_LARGE');
    expect(small.files).toEqual([expect.objectContaining({ formatId: 'bumper-16x9', tooLarge: true, bytes: expect.any(Number) })]);
    expect(small.files[0]!.bytes).toBeGreaterThan(20_000);
    expect(await renderedVideoOf({ campaignId, creativeId: variationId })).toMatchObject({ status: 'TOO_LARGE', limitBytes: 20_000 });
  }, 120_000);

  it('answers 404 for ids that are not its video creatives, 422 without any, and refuses other partners and analysts', async () => {
    expect(await start(ssm, campaignId, { creativeIds: ['0123456789abcdef01234567'] })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    const germany = (await businessNodesRepository.listByPartner(ssm.user.partnerId)).find((n) => n.name === 'Germany')!.id;
    const empty = await campaignsRepository.create({
      partnerId: ssm.user.partnerId, businessNodeId: germany, name: `No video ${newId()}`, platform: 'google',
      settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
    });
    await campaignsVisible();
    expect(await start(ssm, empty.id)).toMatchObject({ status: 422, body: { message: 'The campaign has no video creatives to render' } });
    expect(await start(other, campaignId)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await start(analyst, campaignId)).status).toBe(403);
    expect((await list(analyst)).status).toBe(403);
    expect((await start(ssm, campaignId, { creativeIds: 'all' })).status).toBe(422);
  }, 60_000);
});
