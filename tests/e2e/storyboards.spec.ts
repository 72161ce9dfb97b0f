/**
 * Storyboards end to end (issue 14): an admin uploads an image and a video storyboard, reorders them by dragging (and from the keyboard) and
 * saves the order, imports a PDF (its pages become frames), sends the concept for review; a manager approves every
 * storyboard and the concept shows 'Templates in progress'; a reviewer sees the storyboards but no approve button.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { csrf, germanyId, signIn } from './helpers';
import { expect, test, type Page } from './fixtures';

const PDF = readFileSync('tests/fixtures/storyboards/two-pages.pdf');
const MP4 = readFileSync('tests/fixtures/storyboards/clip.mp4');

/** A concept sent to the design team, made through the brief call as the wizard's Finish makes it. */
async function sentConcept(page: Page): Promise<string> {
  const res = await page.request.post('/api/concepts/brief', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      brief: {
        intro: { name: `Storyboards e2e ${Date.now().toString(36)}`, businessNodes: [await germanyId(page)], languages: ['en'] },
        objectives: { elements: ['awareness'], customText: '' },
        channels: { google: { display: true } },
        formats: { google: { display: ['300x250'] } },
        meta: { currentStep: 'SIGN_OFF', formats: {} },
        assets: (['brands', 'fonts', 'logos'] as const).map((type, i) => ({ _id: `aaaaaaaaaaaaaaaaaaaaaaa${i}`, isFromDam: false, isLink: true, name: `${type}.pdf`, url: `https://example.com/${type}.pdf`, type })),
        otherBusiness: { text: 'Storyboards first.' },
        signOff: { areAgreementsAccepted: true },
      },
      status: 'StoryboardsInProgress',
      isLastStep: true,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json())._id;
}

const cards = (page: Page) => page.getByTestId('storyboard-card');

async function newStoryboard(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }, type?: string) {
  await page.getByRole('button', { name: 'New storyboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'New storyboard' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Frames').setInputFiles(file);
  if (type) {
    await dialog.getByLabel('Type').click();
    await page.locator(`.ant-select-item-option[title="${type}"]`).click();
  }
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // processed by the job: the card shows its version
  await expect(cards(page).filter({ hasText: name }).getByText('v1')).toBeVisible({ timeout: 30_000 });
}

test('storyboards: upload, reorder, import, review, approve; a reviewer only looks', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.test');
  const conceptId = await sentConcept(page);
  await page.goto(`/concepts/${conceptId}/storyboards`);
  await expect(page.getByText("No storyboards yet. Upload frames with 'New storyboard'")).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Templates' }).getByRole('link')).toHaveAttribute('href', `/concepts/${conceptId}/templates`);

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ffcc00' } }).png().toBuffer();
  await newStoryboard(page, 'Key frames', { name: 'frame-1.png', mimeType: 'image/png', buffer: png });
  await expect(cards(page).first().getByRole('img')).toBeVisible();
  await newStoryboard(page, 'Spot', { name: 'spot.mp4', mimeType: 'video/mp4', buffer: MP4 }, 'Video');
  await expect(cards(page)).toHaveText([/Key frames/, /Spot/]);

  // Drag 'Spot' above 'Key frames', then save the order.
  // dnd-kit's pointer sensor starts after a few pixels of movement: press on Spot's handle, move in steps, release.
  const handle = page.getByRole('listitem').filter({ hasText: 'Spot' }).getByRole('button', { name: 'Drag to reorder' });
  const from = (await handle.boundingBox())!;
  const target = (await cards(page).filter({ hasText: 'Key frames' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, target.y + target.height / 4, { steps: 10 });
  await page.screenshot({ path: testInfo.outputPath('dragging.png') });
  await page.mouse.up();
  await expect(cards(page)).toHaveText([/Spot/, /Key frames/]);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveText([/Spot/, /Key frames/]);

  // From the keyboard: Key frames' handle, Space, ArrowUp, Space moves it up, announced in the live region; Cancel
  // puts the saved order back.
  await page.getByRole('listitem').filter({ hasText: 'Key frames' }).getByRole('button', { name: 'Drag to reorder' }).focus();
  // each key after the live region has announced the last one (dnd-kit listens for the arrows once the pick-up is done)
  await page.keyboard.press('Space');
  await expect(page.getByText('Item 2 of 2 is over position 2 of 2.')).toBeAttached();
  // dnd-kit starts listening for the arrows a moment after the pick-up: under load the first press can come too early,
  // so press again until it is announced (a press at the top keeps position 1)
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Item 2 of 2 is over position 1 of 2.')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Item 2 of 2 was dropped at position 1 of 2.')).toBeAttached();
  await expect(cards(page)).toHaveText([/Key frames/, /Spot/]);
  await expect(page.getByRole('button', { name: 'Save order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveText([/Spot/, /Key frames/]);

  // The video player: duration from the file, time code, play/pause and mute.
  await cards(page).filter({ hasText: 'Spot' }).click();
  const player = page.getByTestId('video-player');
  await expect(player.getByTestId('time-code')).toHaveText('00:00.000 / 00:01.000');
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await player.getByRole('button', { name: 'Set key frame' }).click();
  await expect(player.getByText('Key frame 00:00.000')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player.png'), fullPage: true });

  // Import a PDF: its two pages become the frames of one image storyboard.
  await page.locator('input[type=file][accept*=".pdf"]').setInputFiles({ name: 'Board deck.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Board deck.pdf imported')).toBeVisible({ timeout: 90_000 });
  await expect(cards(page)).toHaveText([/Spot/, /Key frames/, /Board deck/]);
  await cards(page).filter({ hasText: 'Board deck' }).click();
  await expect(page.getByText('Frame 2: Board deck page 2.png')).toBeVisible();

  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-review.png'), fullPage: true });
  const origin = new URL(page.url()).origin;

  // The manager approves each storyboard; the last approval moves the concept on.
  const manager = await (await browser.newContext({ baseURL: origin })).newPage();
  await signIn(manager, 'manager@demo.test');
  await manager.goto(`/concepts/${conceptId}/storyboards`);
  for (const name of ['Spot', 'Key frames', 'Board deck']) {
    await cards(manager).filter({ hasText: name }).click();
    await manager.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(cards(manager).filter({ hasText: name }).getByText('Approved')).toBeVisible();
  }
  await expect(manager.getByText('Templates in progress', { exact: true })).toBeVisible();
  await manager.screenshot({ path: testInfo.outputPath('manager-approved.png'), fullPage: true });
  await manager.goto(`/concepts/${conceptId}`);
  await expect(manager.getByText('Templates in progress', { exact: true })).toBeVisible();

  // A reviewer sees the storyboards and their frames, but nothing to approve or upload.
  const reviewer = await (await browser.newContext({ baseURL: origin })).newPage();
  await signIn(reviewer, 'reviewer@demo.test');
  await reviewer.goto(`/concepts/${conceptId}/storyboards`);
  await expect(cards(reviewer)).toHaveText([/Spot/, /Key frames/, /Board deck/]);
  await cards(reviewer).filter({ hasText: 'Key frames' }).click();
  await expect(reviewer.getByText('Frame 1: frame-1.png')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'New storyboard' })).toHaveCount(0);
  await reviewer.screenshot({ path: testInfo.outputPath('reviewer.png'), fullPage: true });
});
