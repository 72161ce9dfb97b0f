/**
 * Campaigns in Chromium against `npm start` (issue 15): a self-service manager creates a campaign from the seeded ready
 * concept and finds it in the list, opens its settings (advanced shown); a manager sees the basic settings only; a
 * reviewer cannot open settings; a duplicate name and a past flight date are refused with the spec's texts; lock,
 * archive, delete and restore show their states in the list.
 */
import dayjs from 'dayjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-campaigns-${name}.png`), fullPage: true });
const READY_CONCEPT = 'Sparkle Zero Summer Launch';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function readyConceptId(page: Page): Promise<string> {
  const answer = await (await page.request.get('/api/concepts?status=ready&limit=40')).json();
  return (answer.results as { _id: string; name: string }[]).find((c) => c.name === READY_CONCEPT)!._id;
}

/** Types the flight's days; Tab leaves the picker (Enter in a form field would submit the form). */
async function fillFlight(page: Page, start: string, end: string) {
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(start);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('End date').fill(end);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('End date')).toHaveValue(end);
}

/** The create form of the ready concept, filled; returns nothing until the market is chosen. */
async function fillCreateForm(page: Page, conceptId: string, name: string, flight: [string, string]) {
  await page.goto(`/concepts/${conceptId}/campaign`);
  await expect(page.getByRole('heading', { name: `New campaign from ${READY_CONCEPT}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^300x250-/ })).toBeChecked();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Market').click();
  await page.getByTitle('Germany', { exact: true }).click();
  await fillFlight(page, ...flight);
}

const listRow = (page: Page, name: string) => page.locator('.ant-table-tbody tr').filter({ hasText: name });

/** The list searched for one campaign (the seeded ones fill the first page). */
async function search(page: Page, name: string) {
  await page.getByLabel('Search campaigns').fill(name);
  await page.getByLabel('Search campaigns').press('Enter');
}

test('a self-service manager creates a campaign from the ready concept; settings by role; duplicate name and past flight refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const ssm = await (await browser.newContext()).newPage();
  await signIn(ssm, 'selfservicemanager@demo.test');
  const conceptId = await readyConceptId(ssm);
  const name = `Summer DE ${Date.now().toString(36)}`;

  // A past flight date: the spec's message, nothing created.
  await fillCreateForm(ssm, conceptId, name, [day(-10), day(5)]);
  await ssm.getByRole('button', { name: 'Create campaign' }).click();
  await expect(ssm.getByText('Flight dates are set less than the current date')).toBeVisible();
  await shot(ssm, 'past-flight');

  // Created: the spec's notice on /campaigns, and the campaign in the list.
  await fillCreateForm(ssm, conceptId, name, [day(1), day(30)]);
  await shot(ssm, 'create-form');
  await ssm.getByRole('button', { name: 'Create campaign' }).click();
  await expect(ssm.getByText("You've created your campaign.")).toBeVisible({ timeout: 30_000 });
  await expect(ssm.getByText('Your Campaign is ready to be personalised.')).toBeVisible();
  await expect(ssm).toHaveURL(/\/campaigns(\?|$)/);
  await search(ssm, name);
  await expect(listRow(ssm, name)).toBeVisible();
  await expect(listRow(ssm, name).getByText('Self service')).toBeVisible();
  await shot(ssm, 'list');

  // The same name again: refused by the exists call.
  await fillCreateForm(ssm, conceptId, name, [day(1), day(30)]);
  await expect(ssm.getByText('Already exist')).toBeVisible();
  await ssm.getByRole('button', { name: 'Create campaign' }).click();
  await expect(ssm.getByText('Already exist')).toBeVisible();
  await expect(ssm).toHaveURL(new RegExp(`/concepts/${conceptId}/campaign`));

  // The campaign page: the self-service tabs; settings with the advanced part.
  await ssm.goto('/campaigns');
  await search(ssm, name);
  await listRow(ssm, name).getByRole('link', { name }).click();
  await expect(ssm.getByRole('heading', { name })).toBeVisible();
  await expect(ssm.getByRole('tab')).toHaveText(['Personalize', 'Creatives', 'Settings', 'Tools']);
  // the personalize tab is the tree's grid (issue 16): it goes on to the first tree the campaign's tree job made
  await expect(ssm).toHaveURL(/\/personalize\/[0-9a-f]{24}$/);
  await expect(ssm.getByText('Ad server · fixed')).toBeVisible();
  await expect(ssm.getByRole('button', { name: 'Create variant' })).toBeVisible();
  await shot(ssm, 'campaign');
  await ssm.getByRole('tab', { name: 'Settings' }).click();
  await expect(ssm.getByText('Advanced settings', { exact: true })).toBeVisible();
  await expect(ssm.getByText('Basic settings', { exact: true })).toBeVisible();
  await shot(ssm, 'settings-advanced');
  const campaignPath = new URL(ssm.url()).pathname.replace(/\/settings$/, '');

  // A manager: basic settings only.
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager@demo.test');
  await manager.goto(`${campaignPath}/settings`);
  await expect(manager.getByText('Basic settings', { exact: true })).toBeVisible();
  await expect(manager.getByText('Your role changes the basic settings only.')).toBeVisible();
  await expect(manager.getByText('Advanced settings', { exact: true })).toHaveCount(0);
  await shot(manager, 'settings-basic');

  // A reviewer: no settings (the not-found page), the creatives tab only.
  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, 'reviewer@demo.test');
  await reviewer.goto(`${campaignPath}/settings`);
  await expect(reviewer).toHaveURL(/\/404/);
  await reviewer.goto(campaignPath);
  await expect(reviewer.getByRole('tab')).toHaveText(['Creatives']);
});

test('lock, archive, delete and restore show their states in the list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'selfservicemanager@demo.test');
  const conceptId = await readyConceptId(page);
  const name = `Lifecycle ${Date.now().toString(36)}`;
  await fillCreateForm(page, conceptId, name, [day(1), day(30)]);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText("You've created your campaign.")).toBeVisible({ timeout: 30_000 });
  await search(page, name);
  await expect(listRow(page, name)).toBeVisible();
  const row = listRow(page, name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Lock ${name}` }).click();
  await expect(row.getByText('Locked', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Unlock ${name}` }).click();
  await expect(row.getByText('Locked', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByText(/^Archived \(\d+\)$/).click();
  await expect(listRow(page, name).getByText('Archived', { exact: true })).toBeVisible();
  await shot(page, 'archived');

  await listRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(listRow(page, name)).toHaveCount(0);
  await page.getByText(/^Deleted \(\d+\)$/).click();
  await expect(listRow(page, name).getByText('Deleted', { exact: true })).toBeVisible();
  await shot(page, 'deleted');

  await listRow(page, name).getByRole('button', { name: `Restore ${name}` }).click();
  await expect(listRow(page, name)).toHaveCount(0);
  await page.getByText(/^Active \(\d+\)$/).click();
  await expect(listRow(page, name).getByText('Active', { exact: true })).toBeVisible();
});
