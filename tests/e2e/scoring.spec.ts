/**
 * Creative scoring in Chromium against `npm start` (issue 19): an upload shows its scores in the library after
 * processing and its analysis on its detail page; variations scoring of a seeded managed-service campaign shows the
 * started and finished notifications and the scores (with the performance by score band) in the creatives view.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { NOTIFICATION_TEXTS } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-scoring-${name}.png`), fullPage: true });

test('an uploaded image shows its scores in the library after processing, and its analysis on the detail page', async ({ page }) => {
  test.setTimeout(120_000);
  const stem = `e2e-score-${Date.now().toString(36)}`;
  const image = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#0b5394"/>' +
        '<circle cx="450" cy="330" r="150" fill="#f1c232"/><text x="60" y="120" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#fff">SUMMER SALE</text></svg>',
    ),
  )
    .png()
    .toBuffer();
  await signIn(page, 'selfservicemanager@demo.test');
  await page.goto('/assets-manager');
  await page.getByText('Upload assets').click();
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles([{ name: `${stem}.png`, mimeType: 'image/png', buffer: image }]);
  await expect(page.getByText('Upload completed.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(stem);
  const row = page.getByRole('row', { name: new RegExp(`${stem}.png`) });
  await expect(row).toHaveCount(1);
  // the image scorer runs after processing; its notification makes the list read the scores
  await expect(row.getByLabel(/^A \d+$/)).toBeVisible({ timeout: 60_000 });
  await expect(row.getByLabel(/^M \d+$/)).toBeVisible();
  await expect(page.getByText(NOTIFICATION_TEXTS.imageScoringFinished).first()).toBeVisible();
  await shot(page, 'library');

  await row.getByRole('link', { name: `${stem}.png` }).click();
  const card = page.getByTestId('asset-scores');
  await expect(card.getByText('Recognised text')).toBeVisible();
  await expect(card.getByText(/SUMMER SALE/)).toBeVisible();
  await expect(card.getByLabel(/^Aesthetics \d+$/)).toBeVisible();
  await expect(card.getByText(/not the output of a trained model/)).toBeVisible();
  await shot(page, 'asset-detail');
});

test('variations scoring of a seeded campaign shows started and finished notifications and the scores in the creatives view', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager@demo.test');
  // a seeded YouTube campaign: its variations are final-approved, with stored previews and reporting facts
  const list = (await (await page.request.get('/api/campaigns?platform=youtube&limit=40')).json()) as { items: { _id: string; name: string }[] };
  const campaign = list.items[0]!;
  await page.goto(`/campaigns/${campaign._id}/creatives`);
  const scores = page.getByTestId('campaign-scores');
  await scores.getByRole('button', { name: 'Score approved creatives' }).click();
  await expect(page.getByText(NOTIFICATION_TEXTS.scoringStarted).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(NOTIFICATION_TEXTS.scoringFinished).first()).toBeVisible({ timeout: 150_000 });
  const table = scores.getByRole('table', { name: 'Creative scores' });
  await expect(table.getByLabel(/^A \d+$/).first()).toBeVisible();
  await expect(scores.getByText('Scores checked against performance')).toBeVisible();
  await expect(scores.getByRole('table', { name: 'Scores against performance' }).getByText('High (70-100)').first()).toBeVisible();
  await shot(page, 'creatives');
  // the expanded row explains the scores
  await table.getByRole('button', { name: /expand row/i }).first().click();
  await expect(table.getByText(/not the output of a trained model/)).toBeVisible();
  await shot(page, 'creatives-expanded');
});
