/**
 * Video rendering (issue 18) in Chromium: the seeded video creative of 'Sparkle Zero US - Bumper Reach' (the 640x360
 * video sample with its own headline; infra/local/seed-video.ts) rendered from the creatives screen's 'Videos' drawer:
 * the render queue's progress, then each platform format DONE, playable in the page and downloadable.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const CAMPAIGN = 'Sparkle Zero US - Bumper Reach';
const CREATIVE = 'Bumper Reach - Ice cold video';

test('a video creative rendered to the platform formats, with progress, each playable and downloadable', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.test');
  const me = await (await page.request.get('/api/auth/current-user')).json();
  const list = (await (await page.request.get(`/api/campaigns?limit=40&partnerId=${me.partnerId}&search=${encodeURIComponent(CAMPAIGN)}`)).json()).items as { _id: string; name: string }[];
  const campaignId = list.find((c) => c.name === CAMPAIGN)!._id;
  await page.goto(`/campaigns/${campaignId}/creatives`);
  await page.getByRole('button', { name: 'Videos' }).click();
  const drawer = page.getByRole('dialog', { name: 'Rendered videos' });
  const creative = drawer.getByTestId('video-creative').filter({ hasText: CREATIVE });
  await expect(creative).toContainText('640x360');

  await drawer.getByRole('button', { name: 'Render videos' }).click();
  const progress = drawer.getByTestId('video-render-progress');
  await expect(progress).toContainText(/Rendering|Video rendering finished/);
  await expect(progress).toContainText(/Video rendering finished: \d+ of \d+ rendered/, { timeout: 150_000 });
  await expect(creative.getByText('DONE', { exact: true })).toBeVisible();
  for (const [format, text] of [['16x9', '640x360 · 2.0 s'], ['9x16', '360x640 · 2.0 s'], ['1x1', '360x360 · 2.0 s'], ['bumper-16x9', '640x360'], ['trueview-9x16', '360x640']] as const) {
    await expect(creative.getByTestId(`rendered-${format}`)).toContainText(text);
  }
  // playable: the browser reads the rendered file's length and plays it
  const video = creative.getByTestId('rendered-16x9').locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-video-render.png') });

  // downloadable: an mp4 file
  const [download] = await Promise.all([page.waitForEvent('download'), creative.getByTestId('rendered-9x16').getByRole('link', { name: 'Download' }).click()]);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(bytes.length).toBeGreaterThan(1000);
});
