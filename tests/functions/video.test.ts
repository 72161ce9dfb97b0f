/**
 * The video port on a small video ffmpeg makes in the test: probe reads duration, size and codec; a poster frame is an
 * image of the video's size and colour at that time; scale/pad and cut produce what they say; a non-video is refused.
 * The npm package's static binary (Lambda's) runs here and probes the same.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { editVideo, npmFfmpeg, posterFrame, probeVideo, runFfmpeg, VideoError } from '@functions/lib/video/ffmpeg';

const dir = mkdtempSync(path.join(tmpdir(), 'video-test-'));
const clip = path.join(dir, 'clip.mp4');

beforeAll(async () => {
  // 2 s at 320x240: red for the first second, blue for the next (two colour sources joined).
  const { code, stderr } = await runFfmpeg([
    '-f', 'lavfi', '-i', 'color=c=red:s=320x240:d=1:r=25', '-f', 'lavfi', '-i', 'color=c=blue:s=320x240:d=1:r=25',
    '-filter_complex', '[0:v][1:v]concat=n=2:v=1[v]', '-map', '[v]', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', clip,
  ]);
  if (code !== 0) throw new Error(stderr);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function centre(image: Buffer): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]) < 40);

test('probes duration, size and codec', async () => {
  expect(await probeVideo(clip)).toEqual({ durationMs: 2000, width: 320, height: 240, codec: 'h264' });
});

test("the npm package's static ffmpeg (Lambda's binary) runs here and probes the same", async () => {
  const binary = npmFfmpeg();
  expect(binary).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
  expect(await probeVideo(clip, binary)).toEqual({ durationMs: 2000, width: 320, height: 240, codec: 'h264' });
});

test('a poster frame shows the video at that time, as PNG or JPEG', async () => {
  const early = await posterFrame(clip, 500);
  expect(await sharp(early).metadata()).toMatchObject({ format: 'png', width: 320, height: 240 });
  expect(near(await centre(early), [255, 0, 0])).toBe(true);
  const late = await posterFrame(clip, 1500, 'jpeg');
  expect((await sharp(late).metadata()).format).toBe('jpeg');
  expect(near(await centre(late), [0, 0, 255])).toBe(true);
});

test('scale/pad fits the video in another size with bars, and a cut keeps the span', async () => {
  const out = path.join(dir, 'wide.mp4');
  await editVideo(clip, out, { size: { width: 640, height: 360 }, cut: { fromMs: 1000, toMs: 2000 } });
  const info = await probeVideo(out);
  expect([info.width, info.height, info.codec]).toEqual([640, 360, 'h264']);
  expect(Math.abs(info.durationMs - 1000)).toBeLessThanOrEqual(100);
  const frame = await posterFrame(out, 100);
  expect(near(await centre(frame), [0, 0, 255])).toBe(true);
  // 320x240 fitted into 640x360 is 480x360: black bars of 80 px left and right.
  const { data, info: raw } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
  const left = (180 * raw.width + 20) * raw.channels;
  expect(near([data[left], data[left + 1], data[left + 2]], [0, 0, 0])).toBe(true);
});

test('refuses a file that is not a video, and a cut that ends before it starts', async () => {
  const text = path.join(dir, 'notes.mp4');
  writeFileSync(text, 'not a video');
  await expect(probeVideo(text)).rejects.toThrow(new VideoError('The file is not a video ffmpeg can read'));
  await expect(editVideo(clip, path.join(dir, 'x.mp4'), { cut: { fromMs: 900, toMs: 100 } })).rejects.toThrow('A cut ends after it starts');
});
