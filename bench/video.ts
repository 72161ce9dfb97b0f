/**
 * `npm run bench -- video`: a 15 s 1080p creative rendered as the video-render job does (two texts drawn and a logo laid
 * over the base video, then the 16:9, 9:16, 1:1, bumper and TrueView formats written; compose-video.ts, without
 * storage), as a ratio to the video's own length, beside references measured in the same run on the same file: a plain
 * ffmpeg copy (remux, no decode) and one plain 1080p re-encode with the same encoder settings. The machine's load
 * average is printed beside them: on a shared 2-core machine the figures move with it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { overlayLayout, VIDEO_FORMATS } from '@shared/domain/video-render';
import { ffmpegPath } from '@functions/lib/video/ffmpeg';
import { composeVideo } from '@functions/video-render/compose-video';

const run = promisify(execFile);
const VIDEO_S = 15;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function timed(what: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await what();
  return performance.now() - t;
}

export async function videoBench(): Promise<void> {
  const ffmpeg = ffmpegPath();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-video-'));
  try {
    const base = path.join(dir, 'base.mp4');
    await run(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${VIDEO_S}`, '-f', 'lavfi', '-i', `sine=duration=${VIDEO_S}`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', base]);
    const logo = path.join(dir, 'logo.png');
    writeFileSync(logo, await sharp({ create: { width: 384, height: 384, channels: 4, background: '#ff0000' } }).png().toBuffer());
    const fields = [
      { name: 'frame1Headline', type: 'text', value: 'Summer tastes like Sparkle Zero' },
      { name: 'ctaText1', type: 'text', value: 'Shop now' },
      { name: 'logo1', type: 'image', value: 'logo.png' },
    ];
    const overlays = overlayLayout(fields, { width: 1920, height: 1080 }, VIDEO_S * 1000).map((o) => (o.kind === 'image' ? { ...o, file: logo } : o));
    console.log(`video render bench: ${VIDEO_S} s 1920x1080 30 fps H.264 + AAC, ${VIDEO_FORMATS.length} formats; load average before: ${load()}`);
    const copyMs = await timed(() => run(ffmpeg, ['-v', 'error', '-i', base, '-c', 'copy', '-y', path.join(dir, 'copy.mp4')]));
    const encodeMs = await timed(() => run(ffmpeg, ['-v', 'error', '-i', base, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', path.join(dir, 'encode.mp4')]));
    const work = mkdtempSync(path.join(dir, 'render-'));
    const renderMs = await timed(() => composeVideo({ base, dir: work, overlays, formats: VIDEO_FORMATS }));
    const lengthMs = VIDEO_S * 1000;
    console.log(`  plain ffmpeg copy (remux)      ${copyMs.toFixed(0).padStart(7)} ms  ${(copyMs / lengthMs).toFixed(3)}x the video's length`);
    console.log(`  plain 1080p re-encode          ${encodeMs.toFixed(0).padStart(7)} ms  ${(encodeMs / lengthMs).toFixed(2)}x the video's length`);
    console.log(`  creative render, all formats   ${renderMs.toFixed(0).padStart(7)} ms  ${(renderMs / lengthMs).toFixed(2)}x the video's length, ${(renderMs / copyMs).toFixed(0)}x the copy, ${(renderMs / encodeMs).toFixed(2)}x one re-encode`);
    console.log(`  load average after: ${load()} (2 cores, shared)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
