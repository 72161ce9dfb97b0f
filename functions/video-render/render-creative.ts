/**
 * One video creative rendered and stored: its base video (a video template's file, or the video field's value inside
 * an HTML5 template's folder), its text and image values placed by the template's `videoOverlays` or the default
 * layout (shared/domain/video-render.ts), the platform formats written by compose-video and streamed to
 * `rendered-videos` (002 9), then its render record: DONE, or TOO_LARGE when a file passes the platform's limit.
 */
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { RenderedVideoFile } from '@shared/contracts/video-render';
import { findDeclaration, scanHtml } from '@shared/domain/template-html';
import { overlayLayout, renderedVideoKey, VIDEO_FORMATS, videoSizeLimit, type VideoFormat } from '@shared/domain/video-render';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { probeVideo } from '@functions/lib/video/ffmpeg';
import { keyIn, templateFiles } from '@functions/template-render/public';
import { templateFolder } from '@functions/templates/public';
import { composeVideo, VideoStepError } from './compose-video';
import { renderedVideosRepository, type RenderedVideoItem } from './rendered-videos-repository';
import type { VideoCreative } from './video-creatives';

const FONT_FILE = /\.(ttf|otf|woff2?)$/i;

export interface RenderOptions {
  /** The platform's limit (tests pass a small one to see TOO_LARGE). */
  limitBytes?: number;
  formats?: readonly VideoFormat[];
}

async function read(key: string | null, what: string): Promise<Buffer> {
  const body = key ? await templateFiles.read(key) : null;
  if (!body) throw new VideoStepError('rendering', `${what} not found`);
  return body;
}

/** An image value: a file of the template's folder, or a file of the partner in the files bucket. */
function imageKey(prefix: string, partnerId: string, value: string): string | null {
  if (value.startsWith(`v2/partners/${partnerId}/`)) return value;
  if (/^[a-z]+:/i.test(value)) return null;
  return keyIn(prefix, value);
}

async function upload(key: string, file: string): Promise<void> {
  await new Upload({ client: s3(), params: { Bucket: config.filesBucket, Key: key, Body: createReadStream(file), ContentType: 'video/mp4' } }).done();
}

export async function renderCreative(
  campaign: { id: string; partnerId: string; platform: string },
  creative: VideoCreative,
  jobId: string,
  options: RenderOptions = {},
): Promise<RenderedVideoItem> {
  const prefix = templateFolder(campaign.partnerId, creative.template.conceptId, creative.version.id);
  const videoField = creative.fields.find((f) => f.type === 'video' && f.value);
  const baseEntry = creative.version.kind === 'video' ? creative.version.entry : videoField?.value;
  if (!baseEntry) throw new VideoStepError('rendering', 'The template has no video');
  const dir = mkdtempSync(path.join(tmpdir(), 'video-render-'));
  try {
    const base = path.join(dir, `base${path.extname(baseEntry) || '.mp4'}`);
    writeFileSync(base, await read(keyIn(prefix, baseEntry), `Video ${baseEntry}`));
    const video = await probeVideo(base).catch((error: Error) => {
      throw new VideoStepError('rendering', error.message);
    });
    const [templateWidth] = creative.template.size.split('x').map(Number);
    const scale = templateWidth ? video.width / templateWidth : 1;
    const files = await templateFiles.list(prefix);
    let declared;
    if (creative.version.kind === 'html') {
      const html = (await templateFiles.read(keyIn(prefix, creative.version.entry) ?? ''))?.toString('utf8') ?? '';
      declared = findDeclaration(scanHtml(html).scripts, 'videoOverlays')?.value;
    }
    const templateSize = { width: Math.round(video.width / scale), height: Math.round(video.height / scale) };
    const overlays = [];
    for (const [i, o] of overlayLayout(creative.fields, templateSize, video.durationMs, declared).entries()) {
      const placed = { ...o, x: o.x * scale, y: o.y * scale, ...(o.kind === 'text' ? { fontSize: Math.round(o.fontSize * scale) } : { width: Math.round(o.width * scale) }) };
      if (placed.kind === 'text') {
        overlays.push(placed);
        continue;
      }
      const key = imageKey(prefix, campaign.partnerId, placed.value);
      const body = key ? await templateFiles.read(key) : null;
      if (!body) {
        logger.warn('video render: image value not found, left out', { creativeId: creative.creativeId, field: placed.field });
        continue;
      }
      const file = path.join(dir, `image-${i}.png`);
      writeFileSync(file, await sharp(body).resize({ width: placed.width }).png().toBuffer());
      overlays.push({ ...placed, file });
    }
    const fontPath = files.find((f) => FONT_FILE.test(f));
    let fontFile: string | undefined;
    if (fontPath) {
      fontFile = path.join(dir, `font${path.extname(fontPath)}`);
      writeFileSync(fontFile, await read(keyIn(prefix, fontPath), `Font ${fontPath}`));
    }
    const formats = options.formats ?? VIDEO_FORMATS;
    const composed = await composeVideo({ base, dir, overlays, fontFile, formats });
    const limitBytes = options.limitBytes ?? videoSizeLimit(campaign.platform);
    const stored: RenderedVideoFile[] = [];
    for (const c of composed) {
      const key = renderedVideoKey(campaign.partnerId, campaign.id, creative.creativeId, creative.contentHash, c.formatId);
      await upload(key, c.file);
      stored.push({ formatId: c.formatId, label: formats.find((f) => f.id === c.formatId)?.label ?? c.formatId, key, width: c.width, height: c.height, durationMs: c.durationMs, bytes: c.bytes, tooLarge: c.bytes > limitBytes });
    }
    const item: RenderedVideoItem = {
      campaignId: campaign.id, creativeId: creative.creativeId, ref: creative.ref, partnerId: campaign.partnerId, name: creative.name, contentHash: creative.contentHash, jobId,
      status: stored.some((f) => f.tooLarge) ? 'TOO_LARGE' : 'DONE', platform: campaign.platform, limitBytes, files: stored, renderedAt: Date.now(),
    };
    await renderedVideosRepository.put(item);
    return item;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
