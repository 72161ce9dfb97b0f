/**
 * The wizard's assets step in Chromium against `npm start`: files go to storage by presigned PUT (through the local
 * gateway), the server checks their content per category, a renamed executable is refused, and a link to the cloud
 * metadata address is refused with the spec's message. Then the cropper tab crops a library image and removes a
 * background, the end of which the page hears on the realtime channel.
 */
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { csrf, germanyId, signIn, uploadLibraryAsset } from './helpers';

test('the assets step uploads, refuses fake content and private links, with a status per file', async ({ page }) => {
  await signIn(page, 'selfservicemanager@demo.test');
  // A draft saved at the assets step reopens there (the steps before it are the concept wizard's own tests).
  const draft = await page.request.post('/api/concepts/brief', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      brief: {
        intro: { name: `Assets step ${Date.now().toString(36)}`, businessNodes: [await germanyId(page)], languages: ['en'] },
        objectives: { elements: ['awareness'], customText: '' },
        channels: {},
        formats: {},
        meta: { currentStep: 'ASSETS', formats: {} },
        assets: [],
        otherBusiness: { text: '' },
        signOff: { areAgreementsAccepted: false },
      },
      status: 'Draft',
      isLastStep: false,
    },
  });
  expect(draft.status()).toBe(201);
  await page.goto(`/concepts?brief=${(await draft.json())._id}`);
  // A click while the drawer's step is still sliding in can be lost: click until the tab is the selected one.
  const logos = page.getByRole('tab', { name: /Logos/ });
  await expect(async () => {
    await logos.click();
    await expect(logos).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const panel = page.locator('[role=tabpanel]:not([aria-hidden=true])');
  const logo = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#e33' } }).png().toBuffer();
  await panel.locator('input[type=file]').setInputFiles([
    { name: 'brand-logo.png', mimeType: 'image/png', buffer: logo },
    { name: 'fake-logo.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600)]) },
  ]);
  await panel.getByRole('textbox', { name: 'Link to URL' }).fill('http://169.254.169.254/latest/meta-data/');
  await panel.getByRole('textbox', { name: 'Link to URL' }).press('Enter');

  await expect(panel.getByRole('listitem', { name: 'brand-logo.png' }).getByText('Success')).toBeVisible();
  const fake = panel.getByRole('listitem', { name: 'fake-logo.png' });
  await expect(fake.getByText('Failed')).toBeVisible();
  await expect(fake.getByText('Invalid file format')).toBeVisible();
  const link = panel.getByRole('listitem', { name: 'http://169.254.169.254/latest/meta-data/' });
  await expect(link.getByText('URL failed')).toBeVisible();
  await expect(link.getByText('Please enter a valid URL')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Logos/ })).toContainText('(1)');
});

test('the cropper tab crops a library image into a recommended size', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: (Date.now() % 200) + 20, b: 200 } } }).png().toBuffer();
  const assetId = await uploadLibraryAsset(page, { name: 'hero.png', body: image, type: 'image/png' });
  await page.goto(`/assets-manager/${assetId}`);
  await expect(page.getByRole('switch', { name: 'Keep ratio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'square 1200x1200' })).toBeChecked();
  await page.getByText('vertical', { exact: true }).click();
  await expect(page.getByText('Crop 563x1000 at 0, 0 → stored 1080x1920')).toBeVisible();
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(page.getByText('hero-vertical-1080x1920.png')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'vertical 1080x1920' })).not.toBeChecked();
});

test('background removal ends on the realtime event, without waiting for the 30 s check', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  // A disc on a plain background, so the model has a subject to keep.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="100%" height="100%" fill="#3a7bd5"/><circle cx="400" cy="250" r="${150 + (Date.now() % 50)}" fill="#f5c518"/></svg>`;
  const assetId = await uploadLibraryAsset(page, { name: 'sun.png', body: await sharp(Buffer.from(svg)).png().toBuffer(), type: 'image/png' });
  const events: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('background-removed') && events.push(String(f.payload))));
  await page.goto(`/assets-manager/${assetId}`);
  const started = Date.now();
  await page.getByRole('button', { name: 'Remove background' }).click();
  await expect(page.getByRole('link', { name: 'Download preview without background' })).toBeVisible({ timeout: 28_000 });
  console.log(`background removed in ${Date.now() - started} ms`);
  expect(events).toHaveLength(1);
  await expect(page.getByRole('img', { name: 'Preview without background' })).toBeVisible();
});
