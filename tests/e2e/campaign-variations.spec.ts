/**
 * The managed-service campaign tabs in Chromium against `npm start` (issue 15): variations generated at the ad
 * server's limit (10,000) on a seeded Google campaign of the ready concept (its tree of 4 templates, a datasource CSV of
 * 200 x 200 values), the job's progress and then the count per size and the paged list; and an assembly CSV with each
 * kind of error showing each of the spec's four messages on the Assemblies tab, then a good file importing 3.
 */
import dayjs from 'dayjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSEMBLY_CSV_HEADER, assemblyCsv, assemblyRow } from '@tests/fixtures/assembly-csv';
import { expect, test, type Page } from './fixtures';
import { csrf, germanyId, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-variations-${name}.png`), fullPage: true });
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const SEEDED_GOOGLE = 'Sparkle Zero US - Back to School';

async function campaignIdByName(page: Page, name: string): Promise<string> {
  const answer = await (await page.request.get(`/api/campaigns?search=${encodeURIComponent(name)}`)).json();
  const list = answer.items as { _id: string; name: string }[];
  return list.find((c) => c.name === name)!._id;
}

test('variations generated at the ad server limit through the browser: progress, count per size, paged list', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.test');
  const id = await campaignIdByName(page, SEEDED_GOOGLE);
  await page.goto(`/campaigns/${id}?tab=variations`);
  await expect(page.getByRole('tab', { name: 'Variations', selected: true })).toBeVisible();
  await expect(page.getByLabel('Platform limits')).toContainText('Google limit: 10,000');

  // the limit divided by the audience rules is shown as the rules change, then put back
  await page.getByLabel('Audience rules').fill('4');
  await expect(page.getByLabel('Platform limits')).toContainText('Google limit: 2,500 (10,000 / 4 audience rules)');
  await page.getByLabel('Audience rules').fill('0');
  await expect(page.getByLabel('Platform limits')).toContainText('Google limit: 10,000');

  // 200 headlines x 200 studios: 40,000 permutations for each of the 4 sizes, 2,500 of each kept
  const rows = Array.from({ length: 200 }, (_, i) => `Headline ${i},Studio ${i}`);
  await page.locator('input[type=file]').setInputFiles({ name: 'datasource.csv', mimeType: 'text/csv', buffer: Buffer.from(['frame1Headline,Headline', ...rows].join('\n')) });
  await expect(page.getByLabel('Datasource')).toContainText('datasource.csv: 2 columns, 200 rows');
  await page.getByRole('switch', { name: 'Shuffle' }).click();
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Generate variations' }).click();

  const progress = page.getByLabel('Generation progress');
  await expect(progress).toContainText('Variations are being generated');
  await shot(page, 'progress');
  await expect(progress).toContainText('Variations were generated', { timeout: 180_000 });
  const counts = page.getByLabel('Variations per size');
  await expect(counts).toContainText('Total10,000');
  for (const size of ['300x250', '300x600', '728x90', '970x250']) await expect(counts).toContainText(`${size}2,500`);
  const table = page.getByLabel('Variations list');
  await expect(table.locator('.ant-table-tbody tr')).toHaveCount(10);
  await expect(page.getByText('10,000 variations')).toBeVisible();
  await expect(table.locator('.ant-table-tbody tr').first()).toContainText('nonApproved');
  await expect(table.locator('.ant-table-tbody tr').first()).toContainText(/[0-9a-f]{32}_1_(300x250|300x600|728x90|970x250)/);
  await page.locator('.ant-pagination-next').click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await shot(page, 'generated');

  // a wrong datasource is refused at once with the spec's text, and the set stays
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('frame1Headline,Headline\nOnly one\n') });
  await page.getByRole('button', { name: 'Generate variations' }).click();
  await expect(page.getByLabel('Generation refused')).toHaveText('Datasource elements count mismatch');
  await expect(counts).toContainText('Total10,000');
});

const GOOD = [
  assemblyRow('Fitness fans', '120210000000000101', '120210000000001011'),
  assemblyRow('Gamers', '120210000000000101', '120210000000001012'),
  assemblyRow('Students FR', '120210000000000102', '120210000000001022'),
];

test('an assembly CSV with each kind of error shows each message on the Assemblies tab; a good file imports 3', async ({ browser }) => {
  test.setTimeout(180_000);
  // an admin creates the managed-service campaign (a self-service role would make a self-service one)
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.test');
  const name = `Assemblies DE ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/campaigns', {
    headers: { 'x-csrf-token': await csrf(admin), 'idempotency-key': crypto.randomUUID() },
    // a social video format makes it an assembly campaign (001 1), as the reporter's seeded Meta campaigns are: the
    // reporter e2e, which runs later against the same server, expects no Meta campaign in the decision-tree view
    data: {
      name,
      businessNodeId: await germanyId(admin),
      platform: 'facebook',
      formats: [{ platform: 'facebook', channel: 'video', format: 'singleVideo-square' }],
      flightDates: { start: day(1), end: day(30) },
      today: day(0),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string; personalisationType: string })._id;
  expect(((await created.json()) as { personalisationType: string }).personalisationType).toBe('ASSEMBLY');

  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'selfserviceadmin@demo.test');
  await page.goto(`/campaigns/${id}?tab=assemblies`);
  await expect(page.getByRole('tab', { name: 'Assemblies', selected: true })).toBeVisible();
  const upload = async (file: string, text: string) => {
    await page.locator('input[type=file]').setInputFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(text) });
  };
  const failed = page.getByLabel('Import failed');

  await upload('no-cta.csv', assemblyCsv(GOOD, ASSEMBLY_CSV_HEADER.filter((h) => h !== 'CTA')));
  await expect(failed).toHaveText('Upload failed. CSV is missing the following columns: ["CTA"].');
  await upload('no-ad-name.csv', assemblyCsv([GOOD[0]!, { ...GOOD[1]!, 'Ad Name': '' }]));
  await expect(failed).toHaveText('Upload failed. Please make sure you have included all required values (column "Ad Name", row 3).');
  await upload('bad-cta.csv', assemblyCsv([{ ...GOOD[0]!, CTA: 'Buy it' }, GOOD[1]!]));
  await expect(failed).toHaveText('Upload failed. Check column ["CTA"] (rows: [2])');
  await upload('two-ad-sets.csv', assemblyCsv([GOOD[0]!, { ...GOOD[1]!, UserSegment: 'Fitness fans' }]));
  await expect(failed).toHaveText('Upload failed. Check column names ["UserSegment", "Ad Set ID"] (rows: [2, 3])');
  await shot(page, 'assembly-error');
  await expect(page.getByLabel('Assemblies list').locator('.ant-table-tbody')).toContainText('No assemblies yet');

  await upload('good.csv', assemblyCsv(GOOD));
  await expect(page.getByText('3 assemblies imported')).toBeVisible();
  await expect(failed).toBeHidden();
  const list = page.getByLabel('Assemblies list').locator('.ant-table-tbody tr');
  await expect(list).toHaveCount(3);
  for (const segment of ['Fitness fans', 'Gamers', 'Students FR']) await expect(page.getByLabel('Assemblies list')).toContainText(segment);
  await shot(page, 'assemblies');
});
