/**
 * A video creative made with ffmpeg (the video port, functions/lib/video): three passes, so a failure names its step
 * (the notification catalogue's video rendering, resizing and cutting):
 * 1. render: the base video with the text values drawn (drawtext with the template's font when it ships one, else the
 *    bundled fallback font: fallback-font.ts) and the image values laid over it (overlay, each between its times), at
 *    the base video's size and length;
 * 2. resize: the 16:9, 9:16 and 1:1 formats at full length (scaled and padded, never stretched);
 * 3. cut: bumper (6 s) and TrueView (15 s) in 16:9 and 9:16.
 * Each pass decodes its input once and writes all of its outputs (split filter).
 */
import { statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { formatDurationMs, formatSize, type Overlay, type VideoFormat } from '@shared/domain/video-render';
import { config } from '@functions/lib/config';
import { ffmpegPath, probeVideo, runFfmpeg, scalePadFilter, VideoError, type VideoInfo } from '@functions/lib/video/ffmpeg';
import { FALLBACK_FONT, fallbackFontFile } from './fallback-font';

export type RenderStep = 'rendering' | 'resizing' | 'cutting';

/** A step of the render failed (the video could not be read, a filter failed): the creative fails, nothing to retry. */
export class VideoStepError extends Error {
  constructor(
    readonly step: RenderStep,
    message: string,
  ) {
    super(message);
    this.name = 'VideoStepError';
  }
}

export interface ComposeInput {
  /** The base video on disk. */
  base: string;
  /** Work folder (the caller removes it). */
  dir: string;
  overlays: readonly (Overlay & { file?: string })[];
  /** A font file of the template, else the bundled fallback font. */
  fontFile?: string;
  formats: readonly VideoFormat[];
}

export interface ComposedFormat {
  formatId: string;
  file: string;
  width: number;
  height: number;
  durationMs: number;
  bytes: number;
}

const ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'];
/**
 * Each pass's budget: whole videos are encoded (a 15 s 1080p creative's formats took over 60 s on a loaded 2-core
 * machine), inside the video-render consumer's 900 s visibility.
 */
const PASS_TIMEOUT_MS = 600_000;
const seconds = (ms: number) => (ms / 1000).toFixed(3);
/** A path inside a filter graph: ours, in a temporary folder, so only the graph's own separators need escaping. */
const graphPath = (file: string) => file.replace(/\\/g, '/').replace(/:/g, '\\:').replace(/'/g, '');

async function run(step: RenderStep, args: string[]): Promise<void> {
  let code: number;
  let stderr: string;
  try {
    ({ code, stderr } = await runFfmpeg(args, ffmpegPath(), PASS_TIMEOUT_MS));
  } catch (error) {
    throw new VideoStepError(step, (error as Error).message);
  }
  if (code !== 0) throw new VideoStepError(step, `Video ${step} failed: ${stderr.trim().split('\n').pop() ?? ''}`);
}

/** Pass 1: the values over the base video. */
async function renderValues(input: ComposeInput, video: VideoInfo): Promise<string> {
  const master = path.join(input.dir, 'rendered.mp4');
  const args = ['-i', input.base];
  const images = input.overlays.filter((o): o is Overlay & { kind: 'image'; file: string } => o.kind === 'image' && Boolean(o.file));
  for (const image of images) args.push('-i', image.file);
  const chain: string[] = [];
  let last = '0:v';
  const texts = input.overlays.filter((o) => o.kind === 'text');
  if (texts.length) {
    const fontFile = input.fontFile ?? fallbackFontFile();
    // Lambda has no fontconfig: without a file drawtext would fail there with a less helpful message
    if (!fontFile && config.inLambda) throw new VideoStepError('rendering', `Video rendering failed: no font for the text values (${FALLBACK_FONT.modulePath} is not bundled)`);
    const draws = texts.map((t, i) => {
      if (t.kind !== 'text') return '';
      const textFile = path.join(input.dir, `text-${i}.txt`);
      writeFileSync(textFile, t.text);
      const font = fontFile ? `:fontfile='${graphPath(fontFile)}'` : '';
      return `drawtext=textfile='${graphPath(textFile)}'${font}:expansion=none:shadowcolor=black@0.6:shadowx=2:shadowy=2:fontsize=${t.fontSize}:fontcolor=${t.color}:x=${Math.round(t.x)}:y=${Math.round(t.y)}:enable='between(t,${seconds(t.fromMs)},${seconds(t.toMs)})'`;
    });
    chain.push(`[${last}]${draws.join(',')}[texts]`);
    last = 'texts';
  }
  images.forEach((image, i) => {
    chain.push(`[${last}][${i + 1}:v]overlay=x=${Math.round(image.x)}:y=${Math.round(image.y)}:enable='between(t,${seconds(image.fromMs)},${seconds(image.toMs)})'[img${i}]`);
    last = `img${i}`;
  });
  if (chain.length) args.push('-filter_complex', chain.join(';'), '-map', `[${last}]`);
  else args.push('-map', '0:v');
  // near-lossless: the formats are encoded again from it
  args.push('-map', '0:a?', '-t', seconds(video.durationMs), ...ENCODE, '-crf', '16', '-y', master);
  await run('rendering', args);
  return master;
}

/** Passes 2 and 3: one decode of the rendered video, each format scaled, padded and (for 3) cut. */
async function writeFormats(step: RenderStep, master: string, input: ComposeInput, formats: readonly VideoFormat[], video: VideoInfo): Promise<ComposedFormat[]> {
  if (!formats.length) return [];
  const sized = formats.map((f) => ({ format: f, size: formatSize(f, video), durationMs: formatDurationMs(f, video.durationMs), file: path.join(input.dir, `${f.id}.mp4`) }));
  const split = `[0:v]split=${sized.length}${sized.map((_, i) => `[s${i}]`).join('')}`;
  const graph = [split, ...sized.map((s, i) => `[s${i}]${scalePadFilter(s.size.width, s.size.height)}[o${i}]`)].join(';');
  const args = ['-i', master, '-filter_complex', graph];
  sized.forEach((s, i) => args.push('-map', `[o${i}]`, '-map', '0:a?', '-t', seconds(s.durationMs), ...ENCODE, '-y', s.file));
  await run(step, args);
  return sized.map((s) => ({ formatId: s.format.id, file: s.file, ...s.size, durationMs: s.durationMs, bytes: statSync(s.file).size }));
}

export async function composeVideo(input: ComposeInput): Promise<ComposedFormat[]> {
  let video: VideoInfo;
  try {
    video = await probeVideo(input.base);
  } catch (error) {
    if (error instanceof VideoError) throw new VideoStepError('rendering', error.message);
    throw error;
  }
  const master = await renderValues(input, video);
  const resized = await writeFormats('resizing', master, input, input.formats.filter((f) => !f.maxMs), video);
  const cut = await writeFormats('cutting', master, input, input.formats.filter((f) => f.maxMs), video);
  return [...resized, ...cut];
}
