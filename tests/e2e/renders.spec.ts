/**
 * Screenshots, PDF and the render queue in Chromium against `npm start` (issue 18), on a self-service campaign of its
 * own (the ready concept's 300x250 template on Germany, several variants, their creatives final-approved through the
 * API): the finally approved creatives are screenshotted from the creatives view with progress visible and each result
 * downloadable, a PDF is made and downloaded, and on the campaign's tools tab a render is cancelled and restarted.
 */
import { PDFDocument } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { csrf, germanyDay, signIn } from './helpers';

const SSM = 'selfservicemanager@demo.test';
const READY_CONCEPT = 'Sparkle Zero Summer Launch';
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-renders-${name}.png`), fullPage: true });
const day = germanyDay;

/** A campaign of the 300x250 template with `variants` more variants beside its fallback, every creative final-approved. */
async function approvedCampaign(page: Page, variants: number): Promise<{ campaignId: string; treeId: string; creatives: number }> {
  const headers = async () => ({ 'x-csrf-token': await csrf(page), 'idempotency-key': crypto.randomUUID() });
  const concepts = (await (await page.request.get('/api/concepts')).json()).results as { _id: string; name: string; nodeIds: string[] }[];
  const concept = concepts.find((c) => c.name === READY_CONCEPT)!;
  const templates = (await (await page.request.get(`/api/concepts/${concept._id}/templates`)).json()).templates as { _id: string; size: string; approved: boolean }[];
  const created = await page.request.post('/api/campaigns', {
    headers: await headers(),
    data: { name: `Renders ${Date.now().toString(36)}`, businessNodeId: concept.nodeIds[0], conceptId: concept._id, templateIds: [templates.find((t) => t.approved && t.size === '300x250')!._id], platform: 'google', flightDates: { start: day(0), end: day(30) }, today: day(0) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { _id: string })._id;
  let treeId = '';
  await expect.poll(async () => (treeId = (((await (await page.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()).trees ?? []) as { _id: string }[])[0]?._id ?? ''), { timeout: 30_000 }).not.toBe('');
  for (let i = 1; i <= variants; i++) {
    const made = await page.request.post(`/api/campaigns/${campaignId}/personalize/${treeId}/variant`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name: `Render variant ${i}` } });
    expect(made.status(), await made.text()).toBe(201);
  }
  const creatives = ((await (await page.request.get(`/api/campaigns/${campaignId}/creatives?treeId=${treeId}`)).json()).creatives as { _id: string }[]).map((c) => c._id);
  const approved = await page.request.patch(`/api/campaigns/${campaignId}/creatives/approvals`, { headers: { 'x-csrf-token': await csrf(page) }, data: { treeId, approvals: creatives, final: true } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { campaignId, treeId, creatives: creatives.length };
}

test('the finally approved creatives are screenshotted with progress, each downloadable, and a PDF of them is made', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SSM);
  const { campaignId, treeId, creatives } = await approvedCampaign(page, 2);
  await page.goto(`/campaigns/${campaignId}/creatives/${treeId}`);
  await page.getByRole('button', { name: 'Screenshots & PDF' }).click();
  const drawer = page.getByRole('dialog', { name: 'Screenshots and PDF' });
  await expect(drawer.getByLabel('Approval status')).toBeVisible();
  await expect(drawer.getByText('Final approved', { exact: true })).toBeVisible();
  await expect(drawer.getByText('No screenshots of these creatives yet.')).toBeVisible();

  await drawer.getByRole('button', { name: 'Make screenshots' }).click();
  const progress = drawer.getByLabel('Render progress');
  // progress shows while it runs and ends finished with every creative done
  await expect(progress).toBeVisible();
  await shot(page, 'screenshots-progress');
  await expect(progress.getByText('Finished')).toBeVisible({ timeout: 120_000 });
  await expect(progress.getByText(`${creatives} of ${creatives} done`)).toBeVisible();
  const downloads = drawer.getByRole('link', { name: 'Download', exact: true });
  await expect(downloads).toHaveCount(creatives);
  await expect(drawer.getByRole('img', { name: /300x250.*Render variant 1/ })).toBeVisible();
  await shot(page, 'screenshots-done');

  const [png] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const body = readFileSync((await png.path())!);
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  expect(body.readUInt32BE(16)).toBe(300);
  expect(body.readUInt32BE(20)).toBe(250);

  await drawer.getByRole('button', { name: 'Create PDF' }).click();
  await expect(progress.getByText('PDF')).toBeVisible();
  await expect(progress.getByText('Finished')).toBeVisible({ timeout: 120_000 });
  const pdfLink = drawer.getByRole('link', { name: /^Download .*\.pdf$/ });
  await expect(pdfLink).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  const doc = await PDFDocument.load(readFileSync((await pdf.path())!));
  expect(doc.getPageCount()).toBe(creatives);
  await shot(page, 'pdf-done');
});

test('a request that fails says so', async ({ page }) => {
  await signIn(page, SSM);
  const { campaignId, treeId } = await approvedCampaign(page, 0);
  await page.route(`**/api/campaigns/${campaignId}/make-screenshots*`, (route) => route.abort('connectionfailed'));
  await page.goto(`/campaigns/${campaignId}/creatives/${treeId}`);
  await page.getByRole('button', { name: 'Screenshots & PDF' }).click();
  await page.getByRole('button', { name: 'Make screenshots' }).click();
  await expect(page.getByText('Could not send the request to the server.')).toBeVisible({ timeout: 30_000 });
});

test('a render is cancelled and restarted from the campaign tools tab', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, SSM);
  const { campaignId, creatives } = await approvedCampaign(page, 24);
  await page.goto(`/campaigns/${campaignId}/tools`);
  const card = page.locator('.ant-card').filter({ has: page.getByText('Render queue', { exact: true }) });
  await expect(card.getByText('No render job yet', { exact: false })).toBeVisible();

  const started = await page.request.post(`/api/campaigns/${campaignId}/make-screenshots`, { headers: { 'x-csrf-token': await csrf(page), 'idempotency-key': crypto.randomUUID() }, data: { approvalStatus: 'clientApproved' } });
  expect(started.status(), await started.text()).toBe(202);
  // the card hears the job start on the campaign's topic
  await expect(card.getByText(/Queued|In progress/)).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Cancel render' }).click();
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await shot(page, 'cancelled');
  // it stopped early: fewer than all done
  const cancelled = (await (await page.request.get(`/api/campaigns/${campaignId}/render-queue/state`)).json()).job as { done: number; cancelled: boolean };
  expect(cancelled.cancelled).toBe(true);
  expect(cancelled.done).toBeLessThan(creatives);

  await card.getByRole('button', { name: 'Restart' }).click();
  await expect(card.getByText(/Queued|In progress/)).toBeVisible();
  await expect(card.getByText('Finished')).toBeVisible({ timeout: 180_000 });
  await expect(card.getByText(`${creatives} of ${creatives} done`)).toBeVisible();
  await shot(page, 'restarted');
});
