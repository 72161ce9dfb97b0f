/**
 * A self-service manager requests a concept through the seven steps of the wizard in Chromium against `npm start`
 * (000 2.5, 5): every field message of 000 5 provoked once, brand, font and logo files uploaded, a library asset picked,
 * a URL linked (a fixture file server on 127.0.0.1 that the server allow-lists for this run, see playwright.config.ts),
 * a draft saved and reopened at its step, Finish & Send, the take-off screen and the concept with its status in /concepts.
 */
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { germanyId, signIn, uploadLibraryAsset } from './helpers';
import { LINK_FIXTURE_PORT } from './playwright.config';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-concept-${name}.png`) });
/** Next is hidden while the step's entry animation runs; Playwright waits for it to show. */
const next = (page: Page, label: string) => page.getByRole('button', { name: `Next: ${label}` }).click();
const drawer = (page: Page) => page.locator('.ant-drawer-section');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const FONT = readFileSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf');

/** The 'public' file server of the Link to URL step: one key visual. */
let fixture: Server;
test.beforeAll(async () => {
  const visual = await sharp({ create: { width: 1200, height: 628, channels: 3, background: '#ffb703' } }).png().toBuffer();
  fixture = createServer((req, res) => {
    if (req.url === '/summer-key-visual.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(visual);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fixture.listen(LINK_FIXTURE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

async function upload(page: Page, tab: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await drawer(page).getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles(files);
}

test('a self-service manager requests a concept through all seven steps', async ({ page }) => {
  test.setTimeout(240_000);
  // A refused call is named in the output (the API client may leave the page for /404 on a 404).
  page.on('response', async (r) => {
    if (r.url().includes('/api/') && r.status() >= 400 && r.status() !== 401) console.log(`API ${r.status()} ${r.request().method()} ${r.url()} ${await r.text().catch(() => '')}`);
  });
  const name = `E2E Summer ${Date.now().toString(36)}`;
  await signIn(page, 'selfservicemanager@demo.test');
  // A logo already in the library on Germany: the assets step suggests it and the picker finds it.
  const libraryLogo = `library-logo-${Date.now().toString(36)}.png`;
  const red = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c1121f' } }).png().toBuffer();
  await uploadLibraryAsset(page, { name: libraryLogo, body: red, type: 'image/png', category: 'logos' }, [await germanyId(page)]);
  await page.goto('/concepts');
  await expect(page).toHaveTitle('Concepts - Marquee');

  // 1 Details: every rule of the name, markets and languages.
  await page.getByRole('button', { name: 'Request New Concept' }).click();
  await expect(drawer(page).getByText('Step 1 of 7: Details')).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  await next(page, 'Objectives');
  await expect(drawer(page).getByText('Required', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('Please select at least one market')).toBeVisible();
  await expect(drawer(page).getByText('Please select the language(s) your concept will use e.g. English')).toBeVisible();
  const nameInput = page.getByLabel('Concept name');
  await nameInput.fill(` ${name}`);
  await expect(drawer(page).getByText('Spaces are not allowed in the beginning of the name')).toBeVisible();
  await nameInput.fill(name);
  await page.getByLabel('Markets').click();
  await page.getByLabel('Markets').fill('Germ');
  await page.locator('.ant-select-tree-title', { hasText: 'Germany (market)' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Languages').click();
  await page.getByLabel('Languages').fill('Engl');
  await page.locator('.ant-select-item-option-content', { hasText: /^English$/ }).click();
  await page.keyboard.press('Escape');
  await shot(page, '1-details');
  await next(page, 'Objectives');

  // 2 Objectives: custom needs its description.
  await expect(drawer(page).getByText('Step 2 of 7: Objectives')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Custom' }).check();
  await next(page, 'Channels');
  await expect(drawer(page).getByText('Please enter a description')).toBeVisible();
  await page.getByLabel('Description').fill('A summer push for Sparkle Zero');
  await page.getByRole('checkbox', { name: 'Awareness' }).check();
  await next(page, 'Channels');

  // 3 Channels: the recommendation applied; then Save Draft here.
  await expect(drawer(page).getByText('Step 3 of 7: Channels')).toBeVisible();
  await next(page, 'Formats');
  await expect(drawer(page).getByText('Please select at least one channel')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Apply recommendation' }).click();
  await expect(page.getByRole('checkbox', { name: 'Google Display' })).toBeChecked();
  await shot(page, '3-channels');
  await drawer(page).getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/Your campaign has been saved to your Concepts folder/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to Concepts' }).click();
  await expect(drawer(page)).toBeHidden();

  // The draft is listed; it reopens at its step.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Continue ${name}` }).click();
  await expect(drawer(page).getByText('Step 3 of 7: Channels')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'YouTube Video' })).toBeChecked();
  await next(page, 'Formats');

  // 4 Formats: Google display shows 8 of 43 until Show all; every channel needs a format.
  await expect(drawer(page).getByText('Step 4 of 7: Formats')).toBeVisible();
  const google = drawer(page).locator('.ant-card', { hasText: 'Google Display' });
  await expect(google.getByRole('checkbox')).toHaveCount(8);
  await google.getByRole('button', { name: 'Show all Google Display' }).click();
  await expect(google.getByRole('checkbox')).toHaveCount(43);
  await google.getByRole('button', { name: 'Hide all Google Display' }).click();
  await google.getByRole('button', { name: 'Clear all Google Display' }).click();
  await next(page, 'Assets');
  await expect(drawer(page).getByText('Please select at least one format for every channel')).toBeVisible();
  await google.getByRole('checkbox', { name: 'Google Display 300x250' }).check();
  await shot(page, '4-formats');
  await next(page, 'Assets');

  // 5 Assets: brands, fonts and logos are required; uploads, a link, the 50-file limit and a wrong type.
  await expect(drawer(page).getByText('Step 5 of 7: Assets')).toBeVisible();
  await next(page, 'Creative Direction');
  await expect(drawer(page).getByText('Please add files for brands, fonts and logos')).toBeVisible();
  await upload(page, 'Brands', [{ name: 'guidelines.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await upload(page, 'Fonts', [{ name: 'brand-font.ttf', mimeType: 'font/ttf', buffer: FONT }]);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e4002b' } }).png().toBuffer();
  await upload(page, 'Logos', Array.from({ length: 51 }, (_, i) => ({ name: `logo-${i}.png`, mimeType: 'image/png', buffer: png })));
  await expect(page.getByText("You can't upload more than 50 files at once")).toBeVisible();
  await upload(page, 'Logos', [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') }]);
  await expect(page.getByRole('tabpanel').getByText('Invalid file format')).toBeVisible();
  await upload(page, 'Logos', [{ name: 'logo.png', mimeType: 'image/png', buffer: png }]);
  // One library asset picked into Logos: the suggestion of it turns to 'Added'.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose logos from the library' });
  await picker.getByLabel('Search the library').fill(libraryLogo);
  await picker.getByRole('checkbox', { name: `Pick ${libraryLogo}` }).check();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
  const picked = page.getByRole('tabpanel').getByRole('listitem', { name: libraryLogo });
  await expect(picked.getByText('Library', { exact: true })).toBeVisible();
  await expect(picked.getByText('Success')).toBeVisible();
  const suggestion = drawer(page).getByRole('listitem', { name: libraryLogo }).filter({ has: page.getByRole('button', { name: 'Added' }) });
  await expect(suggestion.getByRole('button', { name: 'Added' })).toBeDisabled();
  // its thumbnail, made by the processing job, is shown (loaded, not a broken image)
  const thumbnail = suggestion.getByRole('img', { name: `Thumbnail of ${libraryLogo}` });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, '5-assets-library');
  // Link to URL: a malformed one is refused in the browser, a file on the allow-listed fixture server is fetched.
  await drawer(page).getByRole('tab', { name: /^Creatives/ }).click();
  const linkInput = page.getByRole('tabpanel').getByLabel('Link to URL');
  await linkInput.fill('not a url');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await linkInput.fill(`http://127.0.0.1:${LINK_FIXTURE_PORT}/summer-key-visual.png`);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add link' }).click();
  const linked = page.getByRole('tabpanel').getByRole('listitem', { name: 'summer-key-visual.png' });
  await expect(linked.getByText('Success')).toBeVisible({ timeout: 30_000 });
  await expect(linked.getByText('Link', { exact: true })).toBeVisible();
  await expect(drawer(page).getByRole('tab', { name: /^Creatives/ })).toContainText('(1)');
  await shot(page, '5-assets-link');
  for (const tab of ['Brands', 'Fonts', 'Logos']) {
    await drawer(page).getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tabpanel').getByText('Success').first()).toBeVisible({ timeout: 30_000 });
  }
  await expect(drawer(page).getByRole('tab', { name: /^Logos/ })).toContainText('(2)');
  await shot(page, '5-assets');
  await next(page, 'Creative Direction');

  // 6 Creative Direction: required.
  await expect(drawer(page).getByText('Step 6 of 7: Creative Direction')).toBeVisible();
  await next(page, 'Sign Off');
  await expect(drawer(page).getByText('Please describe the creative direction')).toBeVisible();
  await page.getByLabel('Creative direction').fill('Bright, summery, bold type. Keep the red of the logo.');
  await next(page, 'Sign Off');

  // 7 Sign Off: the agreement; the summary pane; Finish & Send.
  await expect(drawer(page).getByText('Storyboards: 3-10 working days')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Summary' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText(name)).toBeVisible();
  await expect(summary.getByText('guidelines.pdf (brands)')).toBeVisible();
  await expect(summary.getByText(`${libraryLogo} (logos)`)).toBeVisible();
  await expect(summary.getByText('summer-key-visual.png (creatives)')).toBeVisible();
  await shot(page, '7-summary');
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  const finish = drawer(page).getByRole('button', { name: /Finish & Send/ });
  await finish.click();
  await expect(drawer(page).getByText('Please accept the agreement')).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm this brief is complete/ }).check();
  await finish.click();
  // Temporary files become library assets first; a refusal would show as an error in the drawer.
  const takeOff = page.getByText('Our team will have designs ready for review in 3-10 working days');
  await expect(takeOff.or(drawer(page).locator('.ant-alert-error')).first()).toBeVisible({ timeout: 60_000 });
  expect(await drawer(page).locator('.ant-alert-error').allInnerTexts()).toEqual([]);
  await expect(takeOff).toBeVisible();
  await expect(page.getByText(`Thank you for requesting ${name}!`)).toBeVisible();
  await shot(page, '8-take-off');
  // the dialog's own Close (the library logo's processing and scoring notices may be open beside it)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await expect(row.getByText('Storyboards in progress', { exact: true })).toBeVisible();
  await shot(page, '9-list');

  // The name is taken now: a new request says so, and Cancel asks before leaving.
  await page.getByRole('button', { name: 'Request New Concept' }).click();
  await page.getByLabel('Concept name').fill(name.toUpperCase());
  await expect(drawer(page).getByText('This concept name has been used before')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to cancel? Your setup progress will be lost')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(drawer(page)).toBeHidden();
});
