/**
 * Thumbnails of a video template: its duration and dimensions read with ffmpeg, the poster frame (at a second, or the
 * middle of a shorter clip) fitted into each thumbnail size on black.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '@shared/contracts/template-render';
import { TEMPLATE_VIDEO_EXTENSIONS } from '@shared/domain/templates';
import { PermanentJobError } from '@functions/lib/sqs';
import { posterFrame, probeVideo, VideoError, type VideoInfo } from '@functions/lib/video/ffmpeg';
import { thumbnailKey } from './render-thumbnails';
import { keyIn, templateFiles } from './template-files';

export const isVideoEntry = (entry: string) => (TEMPLATE_VIDEO_EXTENSIONS as readonly string[]).includes(entry.slice(entry.lastIndexOf('.') + 1).toLowerCase());
const POSTER_AT_MS = 1000;

export async function renderVideoThumbnails(input: { prefix: string; entry: string }): Promise<{ thumbnails: string[]; video: VideoInfo }> {
  const source = await templateFiles.read(keyIn(input.prefix, input.entry) ?? '');
  if (!source) throw new PermanentJobError(`template video ${input.entry} is missing`);
  const dir = mkdtempSync(path.join(tmpdir(), 'template-video-'));
  try {
    const file = path.join(dir, 'in' + path.extname(input.entry));
    writeFileSync(file, source);
    let video: VideoInfo;
    try {
      video = await probeVideo(file);
    } catch (error) {
      if (error instanceof VideoError) throw new PermanentJobError(error.message);
      throw error;
    }
    const poster = await posterFrame(file, Math.min(POSTER_AT_MS, Math.floor(video.durationMs / 2)));
    const thumbnails: string[] = [];
    for (const size of THUMBNAIL_SIZES) {
      const key = thumbnailKey(input.prefix, size);
      await templateFiles.put(key, await sharp(poster).resize(size.width, size.height, { fit: 'contain', background: '#000000' }).flatten({ background: '#000000' }).png().toBuffer(), 'image/png');
      thumbnails.push(key);
    }
    return { thumbnails, video };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
