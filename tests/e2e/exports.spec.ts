/**
 * Exports in Chromium against `npm start` (issue 18), on a self-service campaign of its own (the ready concept's
 * 300x250 and 728x90 templates on Germany; the 300x250 creative final-approved, the 728x90 not): from the creatives
 * view the Export dialog sends the prerendered HTML of the approved creative to the seeded cloud storage connection
 * (the embedded S3) and to the asset library, each item reaching 'Exported' and the bell the finished notification;
 * the unapproved creative is refused with the gate's text and its name.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { SEEDED_EXPORT_STORAGE } from '@infra/local/seed-exports';
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';
import { campaignWithTree } from './personalize-helpers';

const SSM = 'selfservicemanager@demo.test';
const READY_CONCEPT = 'Sparkle Zero Summer Launch';
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-exports-${name}.png`), fullPage: true });
/** A name as a pattern: its parentheses and dots taken literally. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface Setup {
  campaignId: string;
  treeId: string;
  approved: { id: string; name: string };
  waiting: { id: string; name: string };
}

/** A campaign with both templates, its tree, and the fallback's 300x250 creative final-approved by the signed-in user. */
async function campaignWithApprovedCreative(page: Page): Promise<Setup> {
  const me = await (await page.request.get('/api/auth/current-user')).json();
  const concepts = (await (await page.request.get('/api/concepts?status=ready&limit=40')).json()).results as { _id: string; name: string }[];
  const conceptId = concepts.find((c) => c.name === READY_CONCEPT)!._id;
  const templates = (await (await page.request.get(`/api/concepts/${conceptId}/templates?partnerId=${me.partnerId}`)).json()).templates as { _id: string; size: string }[];
  const { campaignId, treeId, creatives } = await campaignWithTree(
    page,
    { name: `Exports ${Date.now().toString(36)}`, conceptId, templateIds: templates.filter((t) => ['300x250', '728x90'].includes(t.size)).map((t) => t._id) },
    2,
  );
  const approved = creatives.find((c) => c.shortName === '300x250')!;
  const waiting = creatives.find((c) => c.shortName === '728x90')!;
  const res = await page.request.patch(`/api/campaigns/${campaignId}/creatives/approvals`, { headers: { 'x-csrf-token': await csrf(page) }, data: { treeId, approvals: [approved._id], final: true } });
  expect(res.status(), await res.text()).toBe(200);
  const label = (c: typeof approved) => ({ id: c._id, name: `${c.name} (${c.variantName})` });
  return { campaignId, treeId, approved: label(approved), waiting: label(waiting) };
}

async function openDialog(page: Page, s: Setup) {
  await page.goto(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByRole('checkbox', { name: literal(s.approved.name) })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: literal(s.waiting.name) })).not.toBeChecked();
  return dialog;
}

test('the prerendered HTML of a final-approved creative goes to the seeded cloud storage and to the asset library, with the finished notification', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SSM);
  const s = await campaignWithApprovedCreative(page);

  let dialog = await openDialog(page, s);
  await expect(dialog.getByRole('radio', { name: literal(`Cloud storage: ${SEEDED_EXPORT_STORAGE.name}`) })).toBeChecked();
  await shot(page, 'dialog');
  await dialog.getByRole('button', { name: /^Export/ }).click();
  await expect(dialog.getByTestId('export-item-status')).toHaveText('Exported', { timeout: 90_000 });
  await expect(dialog.getByTestId('export-job-status')).toHaveText(`Export to ${SEEDED_EXPORT_STORAGE.name}: finished`);
  await expect(dialog.getByText(new RegExp(`^${SEEDED_EXPORT_STORAGE.folder}/v2/partners/.+/campaigns/${s.campaignId}/creatives/.+\\.zip$`))).toBeVisible();
  await shot(page, 'cloud-finished');
  const finished = fillMessage(NOTIFICATION_TEXTS.exportFinished, { entity: s.approved.name, destination: SEEDED_EXPORT_STORAGE.name });
  await expect(page.getByText(finished).first()).toBeVisible({ timeout: 15_000 });
  // the toasts may cover the dialog's footer: Escape closes it as Close does
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openDialog(page, s);
  await dialog.getByRole('radio', { name: 'Asset library' }).check();
  await dialog.getByRole('button', { name: /^Export/ }).click();
  await expect(dialog.getByTestId('export-item-status')).toHaveText('Exported', { timeout: 90_000 });
  await expect(dialog.getByTestId('export-job-status')).toHaveText('Export to Asset library: finished');
  const assetId = (await dialog.getByRole('code').innerText()).trim();
  await expect.poll(async () => (await (await page.request.get(`/api/assets/single-files/${assetId}`)).json()).status, { timeout: 60_000 }).toBe('ready');
  await expect(page.getByText(fillMessage(NOTIFICATION_TEXTS.exportFinished, { entity: s.approved.name, destination: 'Asset library' })).first()).toBeVisible({ timeout: 15_000 });
  await shot(page, 'library-finished');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the bell keeps both
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const centre = page.getByRole('list', { name: NOTIFICATION_TEXTS.centreTitle });
  await expect(centre.getByText(finished)).toBeVisible();
  await expect(centre.getByText(fillMessage(NOTIFICATION_TEXTS.exportFinished, { entity: s.approved.name, destination: 'Asset library' }))).toBeVisible();
  // and each export's downloading step (kept in the bell, not toasted: the dialog shows the items' progress)
  for (const destination of [SEEDED_EXPORT_STORAGE.name, 'Asset library']) {
    await expect(centre.getByText(fillMessage(NOTIFICATION_TEXTS.exportDownloading, { entity: s.approved.name, destination }))).toBeVisible();
  }
  await shot(page, 'bell');
});

test('an unapproved creative is refused with the gate text and its name', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SSM);
  const s = await campaignWithApprovedCreative(page);
  const dialog = await openDialog(page, s);
  await dialog.getByRole('checkbox', { name: literal(s.waiting.name) }).check();
  await dialog.getByRole('button', { name: /^Export 2 items/ }).click();
  const error = dialog.getByTestId('export-error');
  await expect(error).toContainText(MESSAGES.creativeNotFinalApproved);
  await expect(error).toContainText(s.waiting.name);
  await shot(page, 'refused');
  expect(((await (await page.request.get(`/api/exports?campaignId=${s.campaignId}`)).json()).exports as unknown[]).length).toBe(0);
});
