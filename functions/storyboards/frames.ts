/**
 * A frame's processing: an image's size and a 500x500 thumbnail (sharp); an mp4's duration and size (ffmpeg probe)
 * and a poster frame as its thumbnail. A file that is no readable image or video is a FrameError (the version fails
 * with the file's name), anything else is retried by the queue.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STORYBOARD_THUMBNAIL_SIZE, storyboardKeys } from '@shared/domain/storyboards';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { posterFrame, probeVideo, VideoError } from '@functions/lib/video/ffmpeg';
import type { StoredAsset } from './storyboards-repository';

export class FrameError extends Error {}

/** The poster is taken a second in, or halfway through a shorter video. */
const POSTER_AT_MS = 1000;

const thumbnail = (image: Buffer) =>
  sharp(image).rotate().resize(STORYBOARD_THUMBNAIL_SIZE, STORYBOARD_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer();

async function imageFacts(body: Buffer): Promise<{ width: number; height: number; thumb: Buffer }> {
  const meta = await sharp(body).metadata();
  if (!meta.width || !meta.height) throw new Error('no image size');
  return { width: meta.width, height: meta.height, thumb: await thumbnail(body) };
}

async function videoFacts(body: Buffer): Promise<{ width: number; height: number; durationMs: number; thumb: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storyboard-'));
  try {
    const file = path.join(dir, 'frame.mp4');
    await writeFile(file, body);
    const info = await probeVideo(file);
    const poster = await posterFrame(file, Math.min(POSTER_AT_MS, info.durationMs / 2));
    return { width: info.width, height: info.height, durationMs: info.durationMs, thumb: await thumbnail(poster) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads the frame's facts from its bytes and stores its thumbnail beside it; answers the asset with them. */
export async function processFrame(asset: StoredAsset, body: Buffer, versionPrefix: string): Promise<StoredAsset> {
  let facts: { width: number; height: number; durationMs?: number; thumb: Buffer };
  try {
    facts = asset.kind === 'image' ? await imageFacts(body) : await videoFacts(body);
  } catch (error) {
    if (error instanceof VideoError || asset.kind === 'image') throw new FrameError(fillMessage(MESSAGES.storyboardFileBroken, { file: asset.name }));
    throw error;
  }
  const thumbnailKey = storyboardKeys.thumbnail(versionPrefix, asset._id);
  await assetStorage.put(thumbnailKey, facts.thumb, 'image/webp');
  return { ...asset, width: facts.width, height: facts.height, ...(facts.durationMs !== undefined ? { durationMs: facts.durationMs } : {}), thumbnailKey };
}
