/**
 * The personalize view in Chromium against `npm start` (issue 16), on the seeded campaigns of 'Sparkle Zero Summer
 * Launch' (infra/local/seed-personalize.ts: a Google tree with a live fallback, live variants with a user segment and the
 * flight's schedule, and one variant off awaiting approval): a self-service manager lands on the first tree, sees the
 * grid and the activation tooltips, a variant created beside the screen appears live, bulk
 * activation reports its failures with the checklist, a second browser sees an archive and a rename live, and a
 * manager is sent to the creatives page.
 */
import { MESSAGES } from '@shared/messages';
import { expect, test } from './fixtures';
import { csrf, signIn } from './helpers';
import { MANAGER, row, seededTree, shot } from './personalize-helpers';

test('a self-service manager lands on the first tree, sees the grid and the activation tooltips; a new variant appears live', async ({ page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero DE - Summer Display');
  await page.goto(`/campaigns/${campaignId}/personalize`);
  await expect(page).toHaveURL(`/campaigns/${campaignId}/personalize/${treeId}`);
  await expect(row(page, 'Summer Splash - Shop now').getByText('Active')).toBeVisible();
  await expect(row(page, 'Fallback').getByText('Fallback', { exact: true }).last()).toBeVisible();
  await expect(page.getByTestId('variant-counts')).toContainText(/\d+ variants · \d+ active · 0 archived/);
  for (const header of ['Signals', '300x250', '728x90']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  await expect(row(page, 'Fallback').getByText('Active')).toBeVisible();
  // the seeded variant edited after approval waits for it: its toggle says so
  await row(page, 'Morning Fresh - Get offer').getByTestId('activation-blocked').hover();
  await expect(page.getByRole('tooltip')).toHaveText(MESSAGES.tooltipPendingApproval);

  // a variant made beside the screen (same user, same tree) arrives through the campaign topic
  const made = await page.request.post(`/api/campaigns/${campaignId}/personalize/${treeId}/variant`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name: 'E2E Autumn' } });
  expect(made.status()).toBe(201);
  await expect(row(page, 'E2E Autumn')).toBeVisible();
  // the fallback is on: a new variant waits for a user segment
  await row(page, 'E2E Autumn').getByTestId('activation-blocked').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: MESSAGES.tooltipAddUserSegment })).toBeVisible();
  await shot(page, 'grid');
});

test('bulk activation reports the creatives that could not be turned on, with the checklist', async ({ page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero FR - Prospecting Display');
  await page.goto(`/campaigns/${campaignId}/personalize/${treeId}`);
  await expect(row(page, 'Zero Sugar - Sign up')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all variants' }).check();
  await expect(page.getByText(/\d+ creative\(s\) selected/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();
  const warning = page.locator('.ant-notification-notice').filter({ hasText: "couldn't be turned on" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(MESSAGES.pleaseCheck);
  await expect(warning).toContainText(MESSAGES.checkFinalApproval);
  await expect(page.getByText(MESSAGES.updatingCreatives)).toBeHidden();
  await shot(page, 'bulk');
});

test('a second browser on the same tree sees an archive and a rename live', async ({ browser, page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero US - Retargeting Display');
  const url = `/campaigns/${campaignId}/personalize/${treeId}`;
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'selfserviceadmin@demo.test');
  await other.goto(url);
  await page.goto(url);
  await expect(row(other, 'Zero Sugar - Sign up')).toBeVisible();

  await row(page, 'Zero Sugar - Sign up').getByRole('button', { name: 'Actions of Zero Sugar - Sign up' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(row(page, 'Zero Sugar - Sign up')).toBeHidden();
  await expect(row(other, 'Zero Sugar - Sign up')).toBeHidden();

  const variants = (await (await page.request.get(`/api/${url.slice(1)}/variants`)).json()).variants as { _id: string; name: string }[];
  const splash = variants.find((v) => v.name === 'Summer Splash - Shop now')!;
  const renamed = await page.request.patch(`/api${url}/variants/${splash._id}/rename`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name: 'Summer Splash - Renamed' } });
  expect(renamed.status()).toBe(200);
  await expect(row(other, 'Summer Splash - Renamed')).toBeVisible();
  await shot(other, 'live');
  await other.context().close();
});

test('a self-service manager creates a variant in its modal and edits a text cell in the plain-text editor', async ({ page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId } = await seededTree(page, 'Sparkle Zero FR - Prospecting Display');
  await page.goto(`/campaigns/${campaignId}/personalize/${treeId}`);
  await expect(row(page, 'Zero Sugar - Sign up')).toBeVisible();
  await page.getByRole('button', { name: 'Create variant' }).click();
  const create = page.getByRole('dialog').filter({ hasText: 'Create variant' });
  await create.getByLabel('Variant name').fill('E2E Winter');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(row(page, 'E2E Winter')).toBeVisible();

  await row(page, 'E2E Winter').getByRole('button', { name: /^frame1Headline:/ }).first().click();
  const editor = page.getByRole('dialog').filter({ hasText: 'frame1Headline' });
  const box = editor.getByRole('textbox', { name: 'frame1Headline' });
  await box.fill('Winter is coming');
  // a plain-text column takes no line break
  await box.press('Enter');
  await expect(box).toHaveValue('Winter is coming');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'E2E Winter').getByRole('button', { name: 'frame1Headline: Winter is coming' })).toBeVisible();
  await shot(page, 'edited');
});

test('a manager is sent from the personalize view to the creatives page', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const me = await (await page.request.get('/api/auth/current-user')).json();
  const list = (await (await page.request.get(`/api/campaigns?limit=40&partnerId=${me.partnerId}&search=${encodeURIComponent('Sparkle Zero DE - Summer Display')}`)).json()).items as { _id: string }[];
  const campaignId = list[0]!._id;
  const trees = (await (await page.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()).trees as { _id: string }[];
  await page.goto(`/campaigns/${campaignId}/personalize/${trees[0]!._id}`);
  await expect(page).toHaveURL(`/campaigns/${campaignId}/creatives/${trees[0]!._id}`);
});
