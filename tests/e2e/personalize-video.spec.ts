/**
 * The video editor and Meta's single video preview in Chromium against `npm start` (issue 16), on a campaign of a
 * concept of its own (personalize-video-helpers.ts): a video cell takes video/* or a GIF only ('Invalid file format'
 * for a text file and for a PNG), a real mp4 is uploaded, saved and named in the cell; the single video tree's preview
 * has its Square / Vertical / Horizontal toggles, the missing orientations off with the spec's tooltips. Meta's own
 * preview of a video needs the video uploaded to Meta (a video id, given by publishing): without it the loading
 * clears and no preview appears ('Preview not available.', 001 7 'Meta previews').
 */
import sharp from 'sharp';
import { fillMessage, MESSAGES } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { metaToggles, newVariant, row, shot } from './personalize-helpers';
import { CLIP_MP4, videoCampaign } from './personalize-video-helpers';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

test('a self-service manager edits a video cell and opens the single video Meta preview with its toggles', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { google, facebook } = await videoCampaign(browser, page, 'E2E Video');
  const made = await newVariant(page, google, 'E2E Video');
  await page.goto(google.url);
  await expect(row(page, 'E2E Video')).toBeVisible();

  // video: video/* or GIF only, the spec's message for anything else
  await row(page, 'E2E Video').getByRole('button', { name: /^videoUrl1: / }).first().click();
  const video = dialog(page, 'videoUrl1');
  const input = video.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', 'video/*,image/gif');
  await input.setInputFiles({ name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
  await expect(video.getByRole('alert')).toHaveText(MESSAGES.assetInvalidFormat);
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffd84d' } }).png().toBuffer();
  await input.setInputFiles({ name: 'e2e-still.png', mimeType: 'image/png', buffer: png });
  await expect(video.getByRole('alert')).toHaveText(MESSAGES.assetInvalidFormat);
  // a GIF is accepted (shown as the picture it is)
  const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0b3d91' } }).gif().toBuffer();
  await input.setInputFiles({ name: 'e2e-loop.gif', mimeType: 'image/gif', buffer: gif });
  await expect(video.getByRole('img', { name: 'Preview of e2e-loop.gif' })).toBeVisible();
  await expect(video.getByRole('alert')).toHaveCount(0);
  // the mp4 replaces it, plays in the editor, is uploaded and becomes the cell's value
  await input.setInputFiles({ name: 'e2e-clip.mp4', mimeType: 'video/mp4', buffer: CLIP_MP4 });
  const player = video.getByLabel('Preview of e2e-clip.mp4');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await shot(page, 'video-editor');
  await video.getByRole('button', { name: 'Save' }).click();
  await expect(video).toBeHidden();
  await expect(row(page, 'E2E Video').getByRole('button', { name: /^videoUrl1: .+\/e2e-clip\.mp4$/ })).toContainText('e2e-clip.mp4');
  // the stored value is the uploaded video
  const { variant } = (await (await page.request.get(`/api${google.url}/variants/${made._id}`)).json()) as { variant: { formats: Record<string, { dynamicElements: Record<string, { value: string }> }> } };
  const key = Object.values(variant.formats)[0]!.dynamicElements.videoUrl1!.value;
  expect(key).toMatch(/\/e2e-clip\.mp4$/);
  await shot(page, 'video-cell');

  // Meta single video: the tree's vertical video; square and horizontal have none
  await newVariant(page, facebook, 'E2E Meta video');
  await page.goto(facebook.url);
  await row(page, 'E2E Meta video').getByRole('button', { name: 'Preview 1080x1920' }).click();
  const modal = dialog(page, 'Meta preview: E2E Meta video');
  const { toggle, tooltipOf } = metaToggles(page, modal);
  await expect(toggle('Vertical')).toHaveClass(/ant-segmented-item-selected/);
  await expect(toggle('Square')).toHaveClass(/ant-segmented-item-disabled/);
  await expect(toggle('Horizontal')).toHaveClass(/ant-segmented-item-disabled/);
  await tooltipOf('Square', fillMessage(MESSAGES.metaUploadVideoToEnable, { format: 'Square' }));
  await tooltipOf('Horizontal', fillMessage(MESSAGES.metaUploadVideoToEnable, { format: 'Horizontal' }));
  await expect(modal.getByText(MESSAGES.metaPreviewNotAvailable)).toBeVisible();
  await expect(modal.getByLabel('Loading preview')).toHaveCount(0);
  await expect(modal.locator('iframe')).toHaveCount(0);
  await shot(page, 'meta-single-video');
});
