/**
 * The wizard's assets step in Chromium against `npm start`: files go to storage by presigned PUT (through the local
 * gateway), the server checks their content per category, a renamed executable is refused, and a link to the cloud
 * metadata address is refused with the spec's message. Then the cropper tab crops a library image.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './helpers';

async function germanyId(page: Page): Promise<string> {
  const find = (list: { _id: string; name: string; children: never[] }[]): string | undefined => {
    for (const n of list) {
      if (n.name === 'Germany') return n._id;
      const inner = find(n.children);
      if (inner) return inner;
    }
  };
  return find(await (await page.request.get('/api/business-nodes')).json())!;
}

const csrf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('marquee.session') ?? '{}').token as string);

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
  await page.getByRole('tab', { name: /Logos/ }).click();
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
  const headers = { 'x-csrf-token': await csrf(page) };
  const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: (Date.now() % 200) + 20, b: 200 } } }).png().toBuffer();
  const start = await (await page.request.post('/api/assets/single-files/uploads', { headers, data: { files: [{ name: 'hero.png', size: image.length, type: 'image/png' }] } })).json();
  const target = start.uploads[0];
  expect((await page.request.put(target.url, { data: image })).status()).toBe(200);
  await page.request.post(`/api/assets/single-files/uploads/${target.assetId}/complete`, { headers, data: { parts: [] } });
  await expect.poll(async () => (await (await page.request.get(`/api/assets/single-files/${target.assetId}`)).json()).status, { timeout: 60_000 }).toBe('ready');

  await page.goto(`/assets-manager/${target.assetId}`);
  await expect(page.getByRole('switch', { name: 'Keep ratio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'square 1200x1200' })).toBeChecked();
  await page.getByText('vertical', { exact: true }).click();
  await expect(page.getByText('Crop 563x1000 at 0, 0 → stored 1080x1920')).toBeVisible();
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(page.getByText('hero-vertical-1080x1920.png')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'vertical 1080x1920' })).not.toBeChecked();
});
