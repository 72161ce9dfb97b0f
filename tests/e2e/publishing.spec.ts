/**
 * Publishing in Chromium against `npm start` (issue 18): from the creatives view of a seeded campaign whose live
 * variants are finally approved, the Publish dialog sends them to DV360 and shows each creative Published with the
 * success text; an outage of the ad server (the embedded simulator's fault) ends in 'Publish failed' with the
 * platform's message after the queue's tries, and publishing again once it is back succeeds.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';
import { NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { AD_PLATFORMS_URL } from './playwright.config';

const SSA = 'selfserviceadmin@demo.test';
const CAMPAIGN = 'Sparkle Zero US - Retargeting Display';
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-publishing-${name}.png`), fullPage: true });
const fault = (kind: 'outage' | null) =>
  fetch(`${AD_PLATFORMS_URL}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_TOKENS.demoGoogle, fault: kind }) });

async function openPublish(page: Page, campaign = CAMPAIGN) {
  const answer = await (await page.request.get(`/api/campaigns?search=${encodeURIComponent(campaign)}`)).json();
  const id = (answer.items as { _id: string; name: string }[]).find((c) => c.name === campaign)!._id;
  await page.goto(`/campaigns/${id}/creatives`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  return page.getByRole('dialog', { name: 'Publish' });
}

test.afterEach(async () => {
  await fault(null);
});

test('finally approved creatives go to DV360 with the success text, each creative Published', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SSA);
  const dialog = await openPublish(page);
  await dialog.getByRole('checkbox', { name: 'Display & Video 360' }).check();
  await dialog.getByRole('button', { name: 'Publish to Display & Video 360' }).click();
  const state = dialog.getByTestId('publish-state-dv360');
  await expect(state.getByText(NOTIFICATION_TEXTS.publishedSuccessfully)).toBeVisible({ timeout: 90_000 });
  await expect(state.getByText(fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: 'Display & Video 360' }))).toBeVisible();
  const rows = state.getByRole('row');
  await expect(rows.nth(1)).toContainText('Published');
  await expect(state.getByText('Error')).toHaveCount(0);
  await shot(page, 'dv360');
});

test('an ad server outage ends in Publish failed with its message; publishing again once it is back succeeds', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SSA);
  expect((await fault('outage')).status).toBeLessThan(300);
  const dialog = await openPublish(page);
  const label = 'Campaign Manager 360 (Non-Trafficked)';
  await dialog.getByRole('checkbox', { name: label }).check();
  await dialog.getByRole('button', { name: 'Publish to Campaign Manager 360' }).click();
  const state = dialog.getByTestId('publish-state-google');
  await expect(state.getByText(NOTIFICATION_TEXTS.publishFailed, { exact: true })).toBeVisible({ timeout: 120_000 });
  // the platform's message, on the channel and on each creative left in Error
  await expect(state.getByRole('alert')).toContainText('The service is currently unavailable.');
  await expect(state.getByRole('row').nth(1)).toContainText('Error');
  await shot(page, 'outage');

  await fault(null);
  await dialog.getByRole('button', { name: 'Publish to Campaign Manager 360' }).click();
  await expect(state.getByText(NOTIFICATION_TEXTS.publishedSuccessfully)).toBeVisible({ timeout: 90_000 });
  await expect(state.getByText(fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: label }))).toBeVisible();
  await shot(page, 'retry');
});

test('finally approved creatives go to the chosen Google Ads ad groups with the success text: an ad in each group on Google Ads', async ({ page }) => {
  test.setTimeout(120_000);
  const googleAdsAds = async () => ((await (await fetch(`${AD_PLATFORMS_URL}/__simulator/published`)).json()) as { googleAds: { ads: { adGroupId: string }[] } }).googleAds.ads;
  const before = await googleAdsAds();
  await signIn(page, SSA);
  const dialog = await openPublish(page, 'Sparkle Zero DE - Summer Display');
  await dialog.getByRole('checkbox', { name: 'Google Ads' }).check();
  const publishButton = dialog.getByRole('button', { name: 'Publish to Google Ads' });
  // no ad group chosen: nothing to publish to
  await expect(publishButton).toBeDisabled();
  const groups = dialog.getByRole('combobox', { name: 'Google Ads ad groups' });
  await groups.click();
  for (const group of ['Fitness fans', 'Gamers']) await page.locator('.ant-select-dropdown').getByText(new RegExp(`· ${group}$`)).click();
  await page.keyboard.press('Escape');
  await publishButton.click();
  const state = dialog.getByTestId('publish-state-gads');
  await expect(state.getByText(NOTIFICATION_TEXTS.publishedSuccessfully)).toBeVisible({ timeout: 90_000 });
  await expect(state.getByText(fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: 'Google Ads' }))).toBeVisible();
  await expect(state.getByRole('row').nth(1)).toContainText('Published');
  await expect(state.getByText('Error')).toHaveCount(0);
  // each published creative is an ad in both chosen groups (001 7 google-ads/publish)
  const made = (await googleAdsAds()).slice(before.length);
  expect(made.length).toBeGreaterThan(0);
  expect(new Set(made.map((a) => a.adGroupId))).toEqual(new Set(['131000000001', '131000000002']));
  await shot(page, 'google-ads');
});
