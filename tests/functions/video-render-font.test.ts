/**
 * A video template that ships no font still gets its text values drawn where fontconfig knows no font (as in Lambda,
 * which has none): compose-video hands drawtext the bundled fallback font (functions/video-render/fallback-font.ts).
 * fontconfig is emptied for ffmpeg (FONTCONFIG_FILE), ffmpeg runs through a wrapper that records its arguments, and
 * the rendered frame is read back: white text over the blue base video.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ffmpegPath, runFfmpeg } from '@functions/lib/video/ffmpeg';
import { composeVideo } from '@functions/video-render/compose-video';
import { FALLBACK_FONT_NAME, fallbackFontFile } from '@functions/video-render/fallback-font';

const dir = mkdtempSync(path.join(tmpdir(), 'video-font-test-'));
const base = path.join(dir, 'base.mp4');
const argsLog = path.join(dir, 'ffmpeg-args.log');
const saved = { FFMPEG_PATH: process.env.FFMPEG_PATH, FONTCONFIG_FILE: process.env.FONTCONFIG_FILE };
let realFfmpeg: string;

beforeAll(async () => {
  realFfmpeg = ffmpegPath();
  const { code, stderr } = await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=320x240:d=1:r=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', base], realFfmpeg);
  if (code !== 0) throw new Error(stderr);
  // fontconfig without a single font, as in Lambda
  const fonts = path.join(dir, 'fonts.conf');
  writeFileSync(fonts, '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><cachedir>' + dir + '</cachedir></fontconfig>\n');
  const wrapper = path.join(dir, 'ffmpeg');
  writeFileSync(wrapper, `#!/bin/sh\nprintf '%s\\n' "$@" >> '${argsLog}'\nexec '${realFfmpeg}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  process.env.FFMPEG_PATH = wrapper;
  process.env.FONTCONFIG_FILE = fonts;
});

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Pixels of the frame at 0.5 s that are near white (the base video is pure blue). */
async function whitePixels(file: string): Promise<number> {
  const { code, stdout, stderr } = await runFfmpeg(['-ss', '0.5', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], realFfmpeg);
  if (code !== 0) throw new Error(stderr);
  let white = 0;
  for (let i = 0; i + 2 < stdout.length; i += 3) if (stdout[i]! > 200 && stdout[i + 1]! > 200 && stdout[i + 2]! > 200) white++;
  return white;
}

test('draws the text of a template without a font with the bundled fallback font', async () => {
  const font = fallbackFontFile();
  expect(font && path.basename(font)).toBe(FALLBACK_FONT_NAME);
  const work = mkdtempSync(path.join(dir, 'render-'));
  const [square] = await composeVideo({
    base,
    dir: work,
    overlays: [{ kind: 'text', field: 'headline', text: 'Shop now', x: 20, y: 100, fontSize: 48, color: '#ffffff', fromMs: 0, toMs: 1000 }],
    formats: [{ id: '1x1', label: '1:1', aspect: [1, 1] }],
  });
  expect(square).toMatchObject({ formatId: '1x1', width: 240, height: 240 });
  // the render pass's graph names the fallback font file
  const graph = readFileSync(argsLog, 'utf8').split('\n').find((a) => a.includes('drawtext='));
  expect(graph).toContain(`fontfile='${font}'`);
  expect(await whitePixels(square!.file)).toBeGreaterThan(200);
});
