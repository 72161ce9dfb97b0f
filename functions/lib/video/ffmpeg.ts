/**
 * The video port: ffmpeg run as a child process. Which binary, per world: Debian's /usr/bin/ffmpeg locally (current,
 * maintained), the static build that @ffmpeg-installer/linux-x64 ships in its npm package in Lambda (68 MB, FFmpeg
 * 4.1-era static build; it runs on this machine too). There is no ffprobe in that package, so probing reads ffmpeg's
 * own stream summary (`ffmpeg -i`), the same text on both builds. FFMPEG_PATH overrides either.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { config } from '../config';

export interface VideoInfo {
  durationMs: number;
  width: number;
  height: number;
  codec: string;
}

/** A file ffmpeg could not read as a video, or a command that failed or ran out of time. */
export class VideoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoError';
  }
}

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';
/** A video operation's budget: a template video is short; a wedged decode must not hold a queue consumer. */
const FFMPEG_TIMEOUT_MS = 60_000;

/** The npm package's binary (Lambda's layer), or undefined when it is not installed. */
export function npmFfmpeg(): string | undefined {
  try {
    const pkg = '@ffmpeg-installer/linux-x64/package.json';
    const file = createRequire(import.meta.url).resolve(pkg).replace(/package\.json$/, 'ffmpeg');
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export function ffmpegPath(): string {
  if (config.ffmpegPath) return config.ffmpegPath;
  if (!config.inLambda && existsSync(DEBIAN_FFMPEG)) return DEBIAN_FFMPEG;
  const bundled = npmFfmpeg();
  if (bundled) return bundled;
  throw new VideoError('ffmpeg is not installed: apt-get install ffmpeg, or npm install @ffmpeg-installer/linux-x64');
}

interface Run {
  stdout: Buffer;
  stderr: string;
  code: number;
}

/** `timeoutMs`: a longer budget for a job that encodes whole videos (the video render), FFMPEG_TIMEOUT_MS otherwise. */
export function runFfmpeg(args: readonly string[], binary = ffmpegPath(), timeoutMs = FFMPEG_TIMEOUT_MS): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(binary, ['-hide_banner', '-nostdin', ...args], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: timeoutMs }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      if (error && error.killed) return reject(new VideoError(`ffmpeg ran longer than ${timeoutMs / 1000} s`));
      if (error && code === -1) return reject(new VideoError(`ffmpeg could not start: ${error.message}`));
      resolve({ stdout, stderr: stderr.toString('utf8'), code });
    });
  });
}

/** Reads `Duration: HH:MM:SS.cc` and the first video stream line of ffmpeg's summary. */
export function parseSummary(summary: string): VideoInfo | undefined {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(summary);
  const stream = /Stream #\d+:\d+.*?: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(summary);
  if (!duration || !stream) return undefined;
  const ms = (Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000;
  return { durationMs: Math.round(ms), codec: stream[1], width: Number(stream[2]), height: Number(stream[3]) };
}

export async function probeVideo(file: string, binary?: string): Promise<VideoInfo> {
  // ffmpeg with only an input prints the summary and exits 1 ('At least one output file must be specified').
  const { stderr } = await runFfmpeg(['-i', file], binary);
  const info = parseSummary(stderr);
  if (!info) throw new VideoError('The file is not a video ffmpeg can read');
  return info;
}

async function output(args: readonly string[], what: string): Promise<Buffer> {
  const { stdout, stderr, code } = await runFfmpeg(args);
  if (code !== 0 || stdout.length === 0) throw new VideoError(`${what} failed: ${stderr.trim().split('\n').pop() ?? 'no output'}`);
  return stdout;
}

/** One frame at `atMs` (clamped by ffmpeg to the last frame), as PNG or JPEG bytes. */
export function posterFrame(file: string, atMs: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const codec = format === 'png' ? ['-c:v', 'png', '-f', 'image2pipe'] : ['-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2pipe'];
  return output(['-ss', (Math.max(0, atMs) / 1000).toFixed(3), '-i', file, '-frames:v', '1', ...codec, 'pipe:1'], 'Poster frame');
}

/** The filter fitting a video inside WxH without distortion, centred on black bars (the render issue's resize). */
export function scalePadFilter(width: number, height: number): string {
  return `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1`;
}

export interface VideoEdit {
  /** Fit inside this size (scale and pad). */
  size?: { width: number; height: number };
  /** Keep only this span. */
  cut?: { fromMs: number; toMs: number };
}

/** Writes an H.264/AAC MP4 (yuv420p, faststart: plays in every browser and ad server) edited as asked. */
export async function editVideo(input: string, outputFile: string, edit: VideoEdit): Promise<void> {
  const args: string[] = [];
  if (edit.cut) {
    if (!(edit.cut.toMs > edit.cut.fromMs && edit.cut.fromMs >= 0)) throw new VideoError('A cut ends after it starts');
    args.push('-ss', (edit.cut.fromMs / 1000).toFixed(3), '-t', ((edit.cut.toMs - edit.cut.fromMs) / 1000).toFixed(3));
  }
  args.push('-i', input);
  if (edit.size) args.push('-vf', scalePadFilter(edit.size.width, edit.size.height));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-y', outputFile);
  const { stderr, code } = await runFfmpeg(args);
  if (code !== 0) throw new VideoError(`Video edit failed: ${stderr.trim().split('\n').pop() ?? ''}`);
}
