/**
 * Schedules in the market's time zone, in Chromium against `npm start`: a self-service admin sees Germany's zone (Europe/Berlin,
 * its country's) in the partner tree and sets it on the node; a self-service manager makes a schedule on a Germany
 * campaign that starts 09:00: the modal says Berlin's zone, shows 09:00 Berlin with its UTC offset on each side of
 * the change back from summer time (last Sunday of October 2026), and tells when it runs on the market's clock, the
 * browser's clock set (page.clock) on either side of the change; the API stores 09:00 as Berlin's wall time.
 */
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { MANAGER, newVariant, ownCampaign, row, shot } from './personalize-helpers';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const drawnOption = (page: Page, name: string) => page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${name}$`) });
/** A first call to a domain's function may meet its cold start on a busy machine: the first screen waits longer. */
const FIRST_LOAD = { timeout: 90_000 };
test.setTimeout(240_000);

test("a self-service admin sees and sets Germany's time zone in the partner tree", async ({ page }) => {
  await signIn(page, 'selfserviceadmin@demo.test');
  await page.goto('/admin/tree');
  await expect(page.getByLabel('Time zone of Germany')).toHaveText('Europe/Berlin', FIRST_LOAD);
  await expect(page.getByLabel('Time zone of United States')).toHaveText('America/New_York');

  await page.getByRole('button', { name: 'Rename Germany' }).click();
  const form = dialog(page, 'Rename Germany');
  await expect(form.getByText("Empty: the zone of the market's country (Europe/Berlin).")).toBeVisible();
  await form.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Berl');
  await drawnOption(page, 'Europe/Berlin').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByLabel('Time zone of Germany')).toHaveText('Europe/Berlin');
  const nodes = JSON.stringify(await (await page.request.get('/api/business-nodes')).json());
  expect(nodes).toMatch(/"name":"Germany","type":"market"[^}]*"timeZone":"Europe\/Berlin","timeZoneSet":true/);
});

test('a schedule set to start 09:00 on a Berlin market shows and runs at 09:00 Berlin on both sides of the change', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E Berlin time');
  await newVariant(page, google, 'E2E Berlin mornings');
  await page.goto(google.url);
  await expect(row(page, 'E2E Berlin mornings')).toBeVisible(FIRST_LOAD);
  await row(page, 'E2E Berlin mornings').getByRole('button', { name: 'Add user segment' }).click();
  const edit = dialog(page, 'Edit signals');
  // the browser's clock: Saturday 24 October 2026, 08:30 in Berlin (summer time, UTC+2)
  await page.clock.setFixedTime(new Date('2026-10-24T06:30:00Z'));
  await edit.getByRole('button', { name: 'New schedule' }).click();
  const schedule = dialog(page, 'New schedule');
  await expect(schedule.getByText("Times are in the market's time zone: Europe/Berlin")).toBeVisible(FIRST_LOAD);
  await schedule.getByLabel('Schedule name').fill('Berlin 9am');
  await schedule.getByPlaceholder('Start date').click();
  await schedule.getByPlaceholder('Start date').fill('2026-10-24 09:00');
  await page.keyboard.press('Enter');
  await schedule.getByPlaceholder('End date').fill('2026-10-31 00:00');
  await page.keyboard.press('Enter');
  await schedule.getByRole('combobox', { name: 'Hours of the day' }).click();
  await drawnOption(page, '09:00–10:00').click();
  await schedule.getByLabel('Schedule name').click();

  const preview = schedule.getByTestId('schedule-preview');
  // 09:00 Berlin is 07:00 UTC in summer time
  await expect(preview).toContainText('Starts 2026-10-24 09:00 Europe/Berlin (UTC+2, 07:00 UTC)');
  await expect(preview).toContainText('Next run: 2026-10-24 09:00 Europe/Berlin (07:00 UTC)');
  await shot(page, 'schedule-berlin');

  // the preview reads the clock whenever the form changes: retype the name after moving the clock
  const at = async (iso: string) => {
    await page.clock.setFixedTime(new Date(iso));
    await schedule.getByLabel('Schedule name').fill('Berlin 9am ');
    await schedule.getByLabel('Schedule name').fill('Berlin 9am');
  };
  await at('2026-10-24T07:00:00Z'); // 09:00 Berlin, summer time
  await expect(preview).toContainText('Running now');
  await at('2026-10-25T07:30:00Z'); // Sunday after the change: 08:30 Berlin, winter time (UTC+1)
  await expect(preview).toContainText('Next run: 2026-10-25 09:00 Europe/Berlin (08:00 UTC)');
  await at('2026-10-25T08:00:00Z'); // 09:00 Berlin, winter time
  await expect(preview).toContainText('Running now');

  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(schedule).toBeHidden();
  await expect(edit.getByText('Berlin 9am · 2026-10-24 09:00 – 2026-10-31 00:00 Europe/Berlin')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, 'E2E Berlin mornings').getByTestId('signal-cell').getByText('Berlin 9am')).toBeVisible();

  // stored as Berlin's wall time with the zone
  const listed = await (await page.request.get(`/api${google.url}/signals?type=schedule`)).json();
  expect(listed.timeZone).toBe('Europe/Berlin');
  expect(listed.signals).toEqual([expect.objectContaining({ name: 'Berlin 9am', startDate: '2026-10-24T09:00', endDate: '2026-10-31T00:00', hours: [9], timeZone: 'Europe/Berlin' })]);
});
