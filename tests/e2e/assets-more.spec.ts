/**
 * The rest of the asset library in Chromium against `npm start` (000 7.3): a folder upload shown as a tree, a feed
 * imported with one bad row (its message by row number, then the good rows created from URLs the server fetches from a
 * fixture server it allow-lists for this run), and recommendations for the seeded key visual, one of them kept.
 */
import { expect, test, type Page } from './fixtures';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { signIn } from './helpers';
import { LINK_FIXTURE_PORT } from './playwright.config';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-assets-more-${name}.png`), fullPage: true });
const png = (r: number, width = 240, height = 160) => sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).png().toBuffer();

/** The 'public' file server of the feed: files by path. */
const served = new Map<string, Buffer>();
let fixture: Server;
test.beforeAll(async () => {
  fixture = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => fixture.listen(LINK_FIXTURE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

test('a folder upload keeps its structure: the folder row opens to its files and its subfolder', async ({ page }) => {
  const stem = `e2e-folder-${Date.now().toString(36)}`;
  const root = join(mkdtempSync(join(tmpdir(), 'marquee-folder-')), stem);
  mkdirSync(join(root, 'Social'), { recursive: true });
  writeFileSync(join(root, 'cover.png'), await png(30));
  writeFileSync(join(root, 'Social', 'square.png'), await png(200, 200, 200));
  await signIn(page, 'selfservicemanager@demo.test');
  await page.goto('/assets-manager');
  await page.getByText('Upload assets').click();
  await page.locator('input[type=file][webkitdirectory]').setInputFiles(root);
  await expect(page.getByText('Upload completed.')).toBeVisible({ timeout: 30_000 });
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText(`${stem}/Social/square.png`)).toBeVisible();

  // the top level shows the folder, its files sit inside it
  const folderRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: stem, exact: true }) });
  await expect(folderRow.getByLabel(`Folder ${stem}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'square.png', exact: true })).toHaveCount(0);
  await folderRow.getByRole('button', { name: /expand row/i }).click();
  const level1 = page.getByRole('table', { name: `Children of ${stem}` });
  await expect(level1.getByRole('link', { name: 'cover.png' })).toBeVisible();
  await level1.getByRole('row').filter({ has: page.getByRole('link', { name: 'Social', exact: true }) }).getByRole('button', { name: /expand row/i }).click();
  const level2 = page.getByRole('table', { name: 'Children of Social' });
  await expect(level2.getByRole('link', { name: 'square.png' })).toBeVisible();
  await expect(level2.getByRole('img', { name: 'Thumbnail of square.png' })).toBeVisible();
  await shot(page, 'tree');
});

test("a feed with one bad row: the row's message, then 'Create 2 assets' makes the good ones from their URLs", async ({ page }) => {
  const stem = `e2e-feed-${Date.now().toString(36)}`;
  served.set(`/${stem}/hero.png`, await png(120, 300, 200));
  served.set(`/${stem}/banner`, await png(220, 320, 100));
  const csv = [
    'name,url,category,tags,nodes',
    `${stem} hero.png,http://127.0.0.1:${LINK_FIXTURE_PORT}/${stem}/hero.png,creatives,${stem};summer,Germany`,
    `${stem} broken.png,ftp://files.example.com/broken.png,,,`,
    `${stem} banner,http://127.0.0.1:${LINK_FIXTURE_PORT}/${stem}/banner,,${stem},`,
  ].join('\n');
  await signIn(page, 'selfservicemanager@demo.test');
  await page.goto('/assets-manager');
  await page.getByText('Import feed').click();
  await page.locator('input[type=file][accept=".csv,text/csv"]').setInputFiles({ name: `${stem}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const rows = page.getByRole('table', { name: 'Feed rows' });
  const broken = rows.getByRole('row').filter({ hasText: `${stem} broken.png` });
  await expect(broken.getByText('Upload failed. Check column ["url"] (rows: [3])')).toBeVisible();
  await expect(broken.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await shot(page, 'feed-report');

  await page.getByRole('button', { name: 'Create 2 assets' }).click();
  await expect(page.getByText('2 assets created.')).toBeVisible({ timeout: 30_000 });
  await expect(rows.getByText('Created')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(stem);
  const hero = page.getByRole('row', { name: new RegExp(`${stem} hero\\.png`) });
  await expect(hero.getByText('ready')).toBeVisible({ timeout: 30_000 });
  await expect(hero.getByRole('cell', { name: '300x200' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${stem} banner\\.png`) }).getByText('ready')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'feed-created');
});

test('recommendations for the seeded key visual: attention crops and a cut-out, one kept in the library', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'selfservicemanager@demo.test');
  await page.goto('/assets-manager');
  await page.getByRole('searchbox', { name: 'Search assets' }).fill('summer key visual');
  await page.getByRole('link', { name: 'Sparkle Zero summer key visual.jpg' }).click();
  const panel = page.locator('.ant-card').filter({ has: page.getByText('Recommendations', { exact: true }) });
  await panel.getByRole('button', { name: /Generate/ }).click();
  const square = panel.getByRole('button', { name: /^Keep square / });
  await expect(square).toBeEnabled({ timeout: 60_000 });
  await expect(panel.getByRole('img', { name: /^square \d+x\d+$/ })).toBeVisible();
  await panel.getByRole('button', { name: /^Thumbs up square/ }).click();
  await expect(panel.getByRole('button', { name: /^Thumbs up square/ })).toHaveAttribute('aria-pressed', 'true');
  await square.click();
  await expect(panel.getByText('Kept')).toBeVisible();
  await shot(page, 'recommendations');
  await panel.getByRole('link', { name: 'Kept' }).click();
  await expect(page.getByRole('heading', { name: /summer key visual-square-\d+x\d+\.jpg$/ })).toBeVisible();
  await expect(page.getByText('ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Open parent' })).toBeVisible();
});
