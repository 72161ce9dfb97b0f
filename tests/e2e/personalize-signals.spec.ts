/**
 * Personalize signals and activation in Chromium against `npm start` (issue 16): a self-service manager makes a user
 * segment and a schedule in their modals and assigns them to a variant (the signal cell shows both), hits each
 * activation tooltip, sets a variant as the fallback, turns a seeded tree on in bulk with exactly one failing variant
 * (001 8's notice and checklist), uploads a signals CSV with each of its errors, and imports DV360 line items from the
 * simulator. Tests that change a tree's fallback or signals make their own campaign (ownCampaign).
 */
import { fillMessage, MESSAGES } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';
import { MANAGER, newVariant, ownCampaign, row, seededTree, shot } from './personalize-helpers';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
/** An option of the open select, as drawn (antd also keeps a hidden list of options for screen readers). */
const drawnOption = (page: Page, name: string) => page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${name}$`) });
const signalsMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: /^Signals/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
};
/** The variant's toggle is off, and hovering it tells why. */
const expectBlocked = async (page: Page, variant: string, why: string) => {
  await row(page, variant).getByTestId('activation-blocked').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: why })).toBeVisible();
};
const fallbackTag = (page: Page, variant: string | RegExp) => row(page, variant).locator('.ant-tag', { hasText: /^Fallback$/ });

test('a user segment and a schedule made in their modals are assigned to a variant and shown in its signal cell; each activation tooltip', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E Signals');
  await newVariant(page, google, 'E2E Cyclists');
  await page.goto(google.url);

  // the tree job's fallback is off and unapproved: its own toggle waits for approval, a new variant for the fallback
  await expectBlocked(page, 'Fallback', MESSAGES.tooltipPendingApproval);
  await expectBlocked(page, 'E2E Cyclists', MESSAGES.tooltipTurnOnFallback);

  await row(page, 'E2E Cyclists').getByRole('button', { name: 'Add user segment' }).click();
  const edit = dialog(page, 'Edit signals');
  await edit.getByRole('button', { name: 'New user segment' }).click();
  const segment = dialog(page, 'New user segment');
  await segment.getByLabel('Segment name').fill('Weekend cyclists');
  await segment.getByRole('combobox', { name: 'Values' }).fill('cyclists_de');
  await segment.getByRole('combobox', { name: 'Values' }).press('Enter');
  await shot(page, 'segment-modal');
  await segment.getByRole('button', { name: 'Save' }).click();
  await expect(segment).toBeHidden();

  await edit.getByRole('button', { name: 'New schedule' }).click();
  const schedule = dialog(page, 'New schedule');
  await schedule.getByLabel('Schedule name').fill('Weekend mornings');
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await schedule.getByPlaceholder('Start date').click();
  await schedule.getByPlaceholder('Start date').fill(`${today} 06:00`);
  await page.keyboard.press('Enter');
  await schedule.getByPlaceholder('End date').fill(`${later} 12:00`);
  await page.keyboard.press('Enter');
  await schedule.getByRole('combobox', { name: 'Days of the week' }).click();
  await drawnOption(page, 'Saturday').click();
  await drawnOption(page, 'Sunday').click();
  await schedule.getByLabel('Schedule name').click();
  await shot(page, 'schedule-modal');
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(schedule).toBeHidden();

  await expect(edit.getByText('Weekend cyclists')).toBeVisible();
  await expect(edit.getByText('Weekend mornings')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const cell = row(page, 'E2E Cyclists').getByTestId('signal-cell');
  await expect(cell.getByText('Weekend cyclists')).toBeVisible();
  await expect(cell.getByText('Weekend mornings')).toBeVisible();
  await shot(page, 'signal-cell');

  // with a segment, the variant still waits for the ad server's fallback
  await expectBlocked(page, 'E2E Cyclists', MESSAGES.tooltipTurnOnFallback);
  // a variant with an archived format is 'archived' for activation, whatever else it lacks
  await newVariant(page, google, 'E2E Empty');
  await row(page, 'E2E Empty').getByRole('button', { name: 'Archive' }).first().click();
  await expectBlocked(page, 'E2E Empty', MESSAGES.tooltipVariantArchived);
});

test('a variant is set as the fallback on a Meta tree: it needs no segment, but its required fields', async ({ page }) => {
  await signIn(page, MANAGER);
  const { facebook } = await ownCampaign(page, 'E2E Fallback');
  const understudy = await newVariant(page, facebook, 'E2E Understudy');
  await page.goto(facebook.url);
  // Meta has no fallback rule (001 8 checklist: the ad server only): a new variant needs a user segment
  await expectBlocked(page, 'E2E Understudy', MESSAGES.tooltipAddUserSegment);

  await row(page, 'E2E Understudy').getByRole('button', { name: 'Actions of E2E Understudy' }).click();
  await page.getByRole('menuitem', { name: 'Set as Fallback' }).click();
  await expect(fallbackTag(page, 'E2E Understudy')).toBeVisible();
  // the old fallback lost the role: it is an ordinary variant now, without a segment
  await expect(fallbackTag(page, /^Fallback/)).toHaveCount(0);
  // as the fallback it needs no segment: its new creatives wait for approval
  await expectBlocked(page, 'E2E Understudy', MESSAGES.tooltipPendingApproval);
  await shot(page, 'fallback');
  // a required value emptied beside the screen (the editors refuse an empty one): the required fields come first
  const { variant } = (await (await page.request.get(`/api${facebook.url}/variants/${understudy._id}`)).json()) as { variant: { formats: Record<string, { _id: string }> } };
  const formats = Object.values(variant.formats).map((f) => ({ variantId: understudy._id, formatId: f._id }));
  const emptied = await page.request.patch(`/api${facebook.url}/formats/dynamic-elements`, { headers: { 'x-csrf-token': await csrf(page) }, data: { formats, values: { frame1Headline: '' } } });
  expect(emptied.status(), await emptied.text()).toBe(200);
  await expectBlocked(page, 'E2E Understudy', MESSAGES.tooltipFillRequiredFields);
});

test('turning a seeded tree on in bulk: exactly one variant fails, with the notice and checklist of 001 8', async ({ page }) => {
  await signIn(page, MANAGER);
  const tree = await seededTree(page, 'Sparkle Zero US - Back to School');
  await page.goto(tree.url);
  await expect(row(page, 'Fallback').getByText('Active')).toBeVisible();
  const variants = (await (await page.request.get(`/api${tree.url}/variants`)).json()).variants as { name: string; enabled: boolean }[];
  const pending = variants.filter((v) => !v.enabled);
  expect(pending.map((v) => v.name)).toEqual(['Morning Fresh - Get offer']);
  await expectBlocked(page, 'Morning Fresh - Get offer', MESSAGES.tooltipPendingApproval);

  await page.getByRole('checkbox', { name: 'Select all variants' }).check();
  await page.getByRole('button', { name: 'Turn on' }).click();
  const warning = page.locator('.ant-notification-notice').filter({ hasText: fillMessage(MESSAGES.creativesCouldntBeTurnedOn, { n: 1 }) });
  await expect(warning).toBeVisible();
  await expect(warning.locator('li')).toHaveText([MESSAGES.checkFinalApproval]);
  await expect(warning).toContainText(MESSAGES.pleaseCheck);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: fillMessage(MESSAGES.creativesUpdated, { n: variants.length - 1 }) })).toBeVisible();
  const errors = page.getByTestId('activation-errors');
  await expect(errors).toContainText(MESSAGES.activationFailedHeading);
  await expect(errors.locator('li')).toHaveText([`Morning Fresh - Get offer: ${MESSAGES.checkFinalApproval}`]);
  await shot(page, 'bulk-one-failing');
  await expect(row(page, 'Morning Fresh - Get offer').getByText('Active')).toBeHidden();
});

test('a signals CSV with each of its errors shows each message; a good file uploads, and again reports the duplicates', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E CSV');
  await page.goto(google.url);
  await expect(row(page, 'Fallback')).toBeVisible();
  await signalsMenu(page, 'Upload user segments (CSV)');
  const modal = dialog(page, 'Upload user segments');
  const problem = modal.getByRole('alert');
  const upload = async (name: string, lines: string[]) => {
    await modal.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await expect(modal.getByText(name)).toBeVisible();
    await modal.getByRole('button', { name: 'Upload' }).click();
  };

  await upload('no-name.csv', ['Name,Custom', 'Cyclists,cyc_1']);
  await expect(problem).toHaveText(fillMessage(MESSAGES.csvMissingColumns, { 0: 'Segment name' }));
  await upload('meta-type.csv', ['Segment name,Campaign Ids,Meta Ad Set', 'Cyclists,123,456']);
  await expect(problem).toHaveText(fillMessage(MESSAGES.csvCheckColumnNames, { 0: 'Meta Ad Set', 1: 1 }));
  await upload('repeated.csv', ['Segment name,Custom', 'Cyclists,cyc_1', 'cyclists,cyc_2']);
  await expect(problem).toHaveText(fillMessage(MESSAGES.csvCheckColumn, { 0: 'Segment name', 1: 3 }));
  await upload('no-value.csv', ['Segment name,Custom', 'Cyclists,', 'Runners,run_1']);
  await expect(problem).toHaveText(fillMessage(MESSAGES.csvRequiredValue, { 0: 'Custom', 1: 2 }));
  await upload('no-campaigns.csv', ['Segment name,DV360 Line Item', 'Cyclists,51000001']);
  await expect(problem).toHaveText(fillMessage(MESSAGES.csvMissingColumns, { 0: 'Campaign Ids' }));
  await shot(page, 'csv-error');

  // a failure that is not the file's: 'Failed to import signals'
  await page.route('**/signals/upload', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) }));
  await upload('good.csv', ['Segment name,Custom', 'Cyclists,cyc_1', 'Runners,run_1;run_2']);
  await expect(page.getByText(MESSAGES.failedToImportSignals)).toBeVisible();
  await page.unroute('**/signals/upload');

  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(MESSAGES.csvUploadedSuccessfully, { exact: true })).toBeVisible();
  await expect(modal).toBeHidden();
  await signalsMenu(page, 'Upload user segments (CSV)');
  await upload('good.csv', ['Segment name,Custom', 'Cyclists,cyc_1', 'Runners,run_1;run_2']);
  await expect(page.getByText(`${MESSAGES.csvUploadedSuccessfully} (2 already existed)`)).toBeVisible();

  // the uploaded segments are there to assign
  await row(page, 'Fallback').getByRole('button', { name: 'Add user segment' }).click();
  await dialog(page, 'Edit signals').getByRole('combobox', { name: 'User segments' }).click();
  await expect(drawnOption(page, 'Cyclists')).toBeVisible();
  await expect(drawnOption(page, 'Runners')).toBeVisible();
});

test('DV360 line items are imported from the simulator, completed ones left out', async ({ page }) => {
  await signIn(page, MANAGER);
  const { google } = await ownCampaign(page, 'E2E DV360');
  await page.goto(google.url);
  await expect(row(page, 'Fallback')).toBeVisible();
  await signalsMenu(page, 'Import DV360 line items');
  const modal = dialog(page, 'Import DV360 line items');
  await modal.getByRole('combobox', { name: 'Campaigns' }).click();
  await drawnOption(page, 'Sparkle Zero Summer Display').click();
  await expect(modal.getByText('3 line item(s) in the chosen campaigns')).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: 'Exclude completed' })).toBeChecked();
  await shot(page, 'dv360-import');
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(MESSAGES.importedSegmentsSuccessfully)).toBeVisible();
  await expect(modal).toBeHidden();

  await row(page, 'Fallback').getByRole('button', { name: 'Add user segment' }).click();
  await dialog(page, 'Edit signals').getByRole('combobox', { name: 'User segments' }).click();
  await expect(drawnOption(page, 'DE 300x250 Prospecting')).toBeVisible();
  await expect(drawnOption(page, 'FR 300x600 Prospecting')).toBeVisible();
  // its flight ended: left out
  await expect(drawnOption(page, 'DE 728x90 Retargeting')).toHaveCount(0);
});
