/**
 * What users met in the browser, walked across the stack: the personalize header's counts follow a new variant live
 * in both browsers on the tree, and further screen fixes below.
 */
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';
import { MANAGER, row, seededTree } from './personalize-helpers';

// The specs' server answers its first calls slowly on a busy machine (cold stand-ins): each test allows for it.
test.describe.configure({ timeout: 240_000 });

/** Resolves once the page's socket has the campaign topic's subscription confirmed (events before it are not its). */
const subscribedTo = (page: Page, campaignId: string) =>
  new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (text.includes('topic-subscribed') && text.includes(`campaign:${campaignId}`)) resolve();
      }),
    ),
  );

const countsLine = (total: number) => new RegExp(`^${total} ${total === 1 ? 'variant' : 'variants'} · \\d+ active · \\d+ archived$`);

test("the personalize header's counts follow a new variant live, in the maker's and another user's browser", async ({ browser, page }) => {
  await signIn(page, MANAGER);
  const { url, campaignId, treeId } = await seededTree(page, 'Sparkle Zero US - Back to School');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'selfserviceadmin@demo.test');
  const listening = [subscribedTo(page, campaignId), subscribedTo(other, campaignId)];
  await page.goto(url);
  await other.goto(url);
  await Promise.all(listening);
  const before = ((await (await page.request.get(`/api/campaigns/${campaignId}/personalize/${treeId}/variants`)).json()).counts as { totalAmount: number }).totalAmount;
  await expect(page.getByTestId('variant-counts')).toHaveText(countsLine(before), { timeout: 60_000 });
  await expect(other.getByTestId('variant-counts')).toHaveText(countsLine(before), { timeout: 60_000 });

  const made = await page.request.post(`/api/campaigns/${campaignId}/personalize/${treeId}/variant`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name: 'E2E Counted' } });
  expect(made.status()).toBe(201);
  // the campaign topic's event reaches both grids (slowly on a loaded machine), with the tree's counts
  await expect(row(other, 'E2E Counted')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('variant-counts')).toHaveText(countsLine(before + 1), { timeout: 60_000 });
  await expect(other.getByTestId('variant-counts')).toHaveText(countsLine(before + 1));
  await other.context().close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("'Make screenshots' fills the creative cards; its toast covers nothing of the drawer", async ({ page }) => {
  await signIn(page, MANAGER);
  // a Google campaign of the seed: one fixed tree, its live variants final-approved
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero DE - Summer Display');
  await page.goto(`/campaigns/${campaignId}/creatives/${treeId}`);
  const grid = page.getByTestId('creatives-grid');
  await expect(grid.getByTestId('creative-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(grid.getByRole('img', { name: /^Screenshot of / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Screenshots & PDF' }).click();
  const drawer = page.locator('.ant-drawer-open').filter({ hasText: 'Screenshots and PDF' });
  await drawer.getByRole('button', { name: 'Make screenshots' }).click();
  const toast = page.getByTestId('notification-toast').last();
  await expect(toast).toBeVisible({ timeout: 120_000 });
  expect(overlaps((await toast.boundingBox())!, (await drawer.locator('.ant-drawer-header').boundingBox())!)).toBe(false);
  const results = drawer.getByRole('link', { name: 'Download' });
  await expect(results.first()).toBeVisible({ timeout: 120_000 });
  // each shot is '<template> (<variant>).png'; its card is '<variant> · <size>'
  const shots = (await drawer.locator('.ant-list-item-meta-title').allInnerTexts()).map((t) => /^(\d+x\d+)-.* \((.+)\)\.png$/.exec(t.trim())).filter((m) => m !== null);
  expect(shots.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // the cards of the creatives just shot show their screenshots instead of 'No screenshot yet'
  const cardNames = await grid.getByTestId('creative-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  const shown = shots.map(([, size, variant]) => `${variant} · ${size}`).filter((name) => cardNames.includes(name));
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) {
    // lazy images below the fold load when scrolled to: the card holds the screenshot's image, of the screenshots folder
    await expect(grid.getByRole('img', { name: `Screenshot of ${name}` })).toHaveAttribute('src', /\/c\/.+\.png$/, { timeout: 30_000 });
  }
});

test('a refused comment attachment is named, leaves the composer, and its error does not cover the filters', async ({ page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero FR - Prospecting Display');
  await page.goto(`/campaigns/${campaignId}/creatives/${treeId}`);
  await page.getByRole('button', { name: 'Comments', exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  const composer = drawer.getByTestId('comment-composer');
  await composer.getByRole('textbox', { name: 'Comment' }).fill('See the attached file', { timeout: 60_000 });
  await composer.locator('input[type=file]').setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
  await expect(composer.getByText('not-an-image.png')).toBeVisible();
  await composer.getByRole('button', { name: 'Comment', exact: true }).click();

  const error = page.locator('.ant-notification-notice').filter({ hasText: 'not-an-image.png: Invalid file format' });
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(composer.getByText('not-an-image.png')).toHaveCount(0);
  await expect(composer.getByRole('textbox', { name: 'Comment' })).toHaveValue('See the attached file');
  const errorBox = (await error.boundingBox())!;
  for (const filter of ['For me', 'Show resolved']) {
    const box = await drawer.getByText(filter, { exact: true }).boundingBox();
    expect(overlaps(errorBox, box!)).toBe(false);
  }
  expect(overlaps(errorBox, (await drawer.locator('.ant-drawer-header').boundingBox())!)).toBe(false);
});
