/**
 * The template-render queue job against the embedded files bucket: thumbnails of an HTML5 template (its image served
 * from its own folder, an outside request aborted) at 500x500 and 300x250 beside it; a resize to 300x600 copies the
 * folder with the new name and ad.size and renders it; a video template is scaled with bars; a bad message fails alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { queueUrlEnv } from '@functions/queues';
import { sqs } from '@functions/lib/clients';
import { renderer } from '@functions/lib/renderer';
import { probeVideo, runFfmpeg } from '@functions/lib/video/ffmpeg';
import { handler } from '@functions/template-render/consumers/render-template';
import { templateFiles } from '@functions/template-render/template-files';
import { withAdSize } from '@functions/template-render/resize-template';
import { resizedName } from '@functions/template-render/template-files';

const run = Date.now().toString(36);
const prefix = `v2/partners/p-${run}/assets/concepts/c1/templates/t1`;
const html = `<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"></head>
<body style="margin:0;background:rgb(255,0,0)"><img src="images/logo.png" style="position:absolute;left:0;top:0;width:300px;height:125px">
<img src="https://tracker.example.com/pixel.gif"></body></html>`;

const event = (...bodies: unknown[]): SQSEvent =>
  ({ Records: bodies.map((b, i) => ({ messageId: `m${i}`, receiptHandle: `r${i}`, body: JSON.stringify(b), attributes: { ApproximateReceiveCount: '1' } })) }) as unknown as SQSEvent;
const invoke = (e: SQSEvent) => (handler as unknown as (e: SQSEvent, c: object) => Promise<{ batchItemFailures: unknown[] }>)(e, {});

async function colourAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

beforeAll(async () => {
  const logo = await sharp({ create: { width: 300, height: 125, channels: 3, background: { r: 0, g: 0, b: 255 } } }).png().toBuffer();
  await templateFiles.put(`${prefix}/images/logo.png`, logo);
  await templateFiles.put(`${prefix}/300x250-offer.html`, Buffer.from(html));
});

afterAll(() => renderer().close());

test('stores 500x500 and 300x250 thumbnails of the rendered template beside it', async () => {
  const result = await invoke(event({ kind: 'thumbnails', prefix, entry: '300x250-offer.html', size: { width: 300, height: 250 }, userId: 'u1' }));
  expect(result.batchItemFailures).toEqual([]);
  const big = (await templateFiles.read(`${prefix}/thumbnails/500x500.png`))!;
  const small = (await templateFiles.read(`${prefix}/thumbnails/300x250.png`))!;
  expect(await sharp(big).metadata()).toMatchObject({ format: 'png', width: 500, height: 500 });
  expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 300, height: 250 });
  // The logo (served from the folder) fills the top half, the page's red the bottom; 500x500 letterboxes on white.
  expect(await colourAt(small, 150, 60)).toEqual([0, 0, 255]);
  expect(await colourAt(small, 150, 200)).toEqual([255, 0, 0]);
  expect(await colourAt(big, 250, 10)).toEqual([255, 255, 255]);
});

test('resizes an HTML5 template to 300x600: new name, new ad.size, assets copied, thumbnails rendered', async () => {
  const target = `${prefix}-300x600`;
  const result = await invoke(event({
    kind: 'resize', prefix, entry: '300x250-offer.html', size: { width: 300, height: 250 }, targetPrefix: target, targetSize: { width: 300, height: 600 }, userId: 'u1',
  }));
  expect(result.batchItemFailures).toEqual([]);
  expect((await templateFiles.list(target)).sort()).toEqual(['300x600-offer.html', 'images/logo.png', 'thumbnails/300x250.png', 'thumbnails/500x500.png']);
  const entry = (await templateFiles.read(`${target}/300x600-offer.html`))!.toString();
  expect(entry).toContain('<meta name="ad.size" content="width=300,height=600">');
  expect(entry).not.toContain('height=250');
  // At 300x600 the page's red fills below the 125 px logo: the thumbnail's bottom is red.
  const thumb = (await templateFiles.read(`${target}/thumbnails/500x500.png`))!;
  expect(await colourAt(thumb, 250, 450)).toEqual([255, 0, 0]);
});

test('resizes a video template with ffmpeg (scale and pad) and thumbnails its poster frame', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tpl-video-'));
  const clip = path.join(dir, 'clip.mp4');
  await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=green:s=320x240:d=1:r=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', clip]);
  const videoPrefix = `${prefix}-video`;
  await templateFiles.put(`${videoPrefix}/320x240-spot.mp4`, readFileSync(clip));
  rmSync(dir, { recursive: true, force: true });
  const result = await invoke(event({
    kind: 'resize', prefix: videoPrefix, entry: '320x240-spot.mp4', size: { width: 320, height: 240 }, targetPrefix: `${videoPrefix}-wide`, targetSize: { width: 640, height: 360 }, userId: 'u1',
  }));
  expect(result.batchItemFailures).toEqual([]);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'tpl-out-')), 'out.mp4');
  writeFileSync(out, (await templateFiles.read(`${videoPrefix}-wide/640x360-spot.mp4`))!);
  expect(await probeVideo(out)).toMatchObject({ width: 640, height: 360, codec: 'h264' });
  expect(await sharp((await templateFiles.read(`${videoPrefix}-wide/thumbnails/300x250.png`))!).metadata()).toMatchObject({ width: 300, height: 250 });
});

test('a message outside the template layout, with a path leaving the folder or a missing entry goes to the dead-letter queue at once', async () => {
  const good = { kind: 'thumbnails', prefix, entry: '300x250-offer.html', size: { width: 300, height: 250 }, userId: 'u1' };
  const bad = [{ ...good, entry: '../../secret.html' }, { ...good, prefix: 'v2/partners/p/other' }, { ...good, entry: 'gone.html' }];
  const result = await invoke(event(...bad, good));
  expect(result.batchItemFailures).toEqual([]);
  const dlq = process.env[queueUrlEnv('template-render-dlq')]!;
  // The DLQ is shared with other test files' jobs (a broken template video's thumbnails): count this test's messages.
  const mine = (m: unknown) => [...bad, good].some((b) => JSON.stringify(b) === JSON.stringify(m));
  const dead: unknown[] = [];
  for (let i = 0; i < 5 && dead.length < bad.length; i++) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    dead.push(...Messages.map((m) => JSON.parse(m.Body!)).filter(mine));
  }
  expect(dead).toEqual(expect.arrayContaining(bad));
  expect(dead).toHaveLength(bad.length);
});

test('names and ad.size at the new size', () => {
  expect(resizedName('banners/300x250-offer.html', { width: 728, height: 90 })).toBe('banners/728x90-offer.html');
  expect(withAdSize('<html><head><title>x</title></head></html>', { width: 728, height: 90 })).toContain('<head>\n<meta name="ad.size" content="width=728,height=90">');
});
