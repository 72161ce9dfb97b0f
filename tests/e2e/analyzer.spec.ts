/**
 * The analyzer in Chromium against `npm start` (002 2 'Analyzer screen'): an analyst builds a view on the seeded facts,
 * saves it, copies it, exports the CSV (name and contents checked) and deletes both reports.
 */
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-analyzer-${name}.png`), fullPage: true });

/** Picks options of an antd select by their visible labels. */
async function choose(page: Page, select: string, labels: string[]) {
  await page.getByRole('combobox', { name: select }).click();
  for (const label of labels) await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) }).click();
  await page.keyboard.press('Escape');
}

test('an analyst builds a view, saves it, copies it, exports the CSV and deletes both', async ({ page }) => {
  const name = `Channels by day ${Date.now().toString(36)}`;
  await signIn(page, 'analyst@demo.test');
  await page.goto('/analyze');
  await expect(page).toHaveTitle('Analyze - Marquee');
  await page.getByRole('button', { name: 'New report' }).click();
  await expect(page).toHaveURL(/\/analyze\/new/);

  // The view: Google only, split by channel and format, per day over 14 days, impressions, clicks and CTR.
  const table = page.getByRole('table').last();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.locator('.ant-radio-button-wrapper', { hasText: '14 days' }).click();
  await expect(page.getByRole('radio', { name: '14 days' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Add filter' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Channel$/ }).click();
  await choose(page, 'Values of Channel', ['google']);
  await page.getByRole('combobox', { name: 'Splits' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Campaign$/ }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Channel$/ }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Format$/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Granularity' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Day$/ }).click();
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Channel', 'Format', 'Impressions', 'Clicks', 'CTR']);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('google');
  const dates = await table.locator('tr.ant-table-row td:first-child').allInnerTexts();
  expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  // Sorting by CTR, highest first, is done by the reporter.
  await table.getByRole('columnheader', { name: 'CTR' }).click();
  await table.getByRole('columnheader', { name: 'CTR' }).click();
  await expect(table.getByRole('columnheader', { name: 'CTR' })).toHaveAttribute('aria-sort', 'descending');
  const ctrs = async () => (await table.locator('tr.ant-table-row td:last-child').allInnerTexts()).map((t) => Number(t.replace('%', '')));
  await expect.poll(async () => {
    const shown = await ctrs();
    return shown.length > 1 && shown.every((v, i) => i === 0 || shown[i - 1]! >= v);
  }).toBe(true);
  await shot(page, 'view');

  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  await expect(page).toHaveURL(/\/analyze\/[0-9a-f]{24}\/edit/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // Copy: a new report with the same view.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(`Copy of ${name} was created`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Copy of ${name}`, level: 2 })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Channel', 'Format', 'Impressions', 'Clicks', 'CTR']);

  // CSV: the file name carries the date day-month-year; the rows are those of the table.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const now = new Date();
  const day = `${String(now.getDate()).padStart(2, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
  expect(file.suggestedFilename()).toBe(`Copy-of-${name.replace(/ /g, '-')}-${day}.csv`);
  await expect(page.getByText('Analyze CSV was exported')).toBeVisible();
  const lines = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Channel,Format,Impressions,Clicks,CTR (%)');
  const total = Number((await page.getByText(/^\d+ rows$/).innerText()).split(' ')[0]);
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => /^\d{4}-\d{2}-\d{2},google,[^,]*,\d+,\d+,[\d.]+$/.test(l))).toBe(true);
  await shot(page, 'copy');

  // Both reports are listed; delete them together.
  await page.goto('/analyze');
  for (const n of [name, `Copy of ${name}`]) {
    await page.getByRole('row').filter({ has: page.getByRole('link', { name: n, exact: true }) }).getByRole('checkbox').check();
  }
  await shot(page, 'list');
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Complete')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Copy of ${name}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analyze', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test("'Show benchmarks' shows the report's campaigns against their benchmarks and is saved with the report", async ({ page }) => {
  const name = `Benchmarked ${Date.now().toString(36)}`;
  await signIn(page, 'analyst@demo.test');
  await page.goto('/analyze/new');
  // the new report splits by campaign: its rows are the campaigns to compare
  const table = page.getByRole('table').first();
  await expect(table.locator('tr.ant-table-row')).not.toHaveCount(0);
  await page.getByRole('switch', { name: 'Show benchmarks' }).click();
  const panel = page.getByRole('region', { name: 'Benchmarks' });
  await expect(panel.locator('tr.ant-table-row').first()).toContainText(/vs \d+\.\d{2}%/);
  const firstCampaign = (await table.locator('tr.ant-table-row td').first().innerText()).trim();
  await expect(panel.getByRole('cell', { name: firstCampaign, exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  await expect(page).toHaveURL(/\/analyze\/[0-9a-f]{24}\/edit/);
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show benchmarks' })).toBeChecked();
  await expect(panel.locator('tr.ant-table-row').first()).toBeVisible();
  await shot(page, 'benchmarks');

  await page.getByRole('switch', { name: 'Show benchmarks' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} was updated`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show benchmarks' })).not.toBeChecked();
  await expect(panel).toHaveCount(0);
});
