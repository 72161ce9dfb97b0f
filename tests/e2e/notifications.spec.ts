/**
 * The notification centre in Chromium against `npm start`: a campaign made from the ready concept while the manager
 * has no tab open queues its decision-tree job, whose outcome is stored for them; on the next load the bell counts it
 * and the centre lists it; marking it read stays after a reload; with a tab open, the next campaign's outcome arrives
 * live as a toast at the catalogue's level (success) and in the centre.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { csrf, germanyId, signIn } from './helpers';

const READY_CONCEPT = 'Sparkle Zero Summer Launch';
const TREE_READY = 'Decision tree was initialized';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Setup {
  token: string;
  conceptId: string;
  templateIds: string[];
  nodeId: string;
}

async function setupFor(page: Page): Promise<Setup> {
  const concepts = (await (await page.request.get('/api/concepts?status=ready&limit=40')).json()) as { results: { _id: string; name: string }[] };
  const conceptId = concepts.results.find((c) => c.name === READY_CONCEPT)!._id;
  const { templates } = (await (await page.request.get(`/api/concepts/${conceptId}/templates`)).json()) as { templates: { _id: string; approved: boolean; type: string; archived: boolean }[] };
  const templateIds = templates.filter((t) => t.approved && !t.archived && t.type === 'html').map((t) => t._id);
  expect(templateIds.length).toBeGreaterThan(0);
  return { token: await csrf(page), conceptId, templateIds, nodeId: await germanyId(page) };
}

/** Creates a Google campaign from the ready concept; its tree job tells the creator when it ends. */
async function createCampaign(request: APIRequestContext, setup: Setup, name: string): Promise<string> {
  const created = await request.post('/api/campaigns', {
    headers: { 'x-csrf-token': setup.token, 'idempotency-key': crypto.randomUUID() },
    data: { name, businessNodeId: setup.nodeId, conceptId: setup.conceptId, templateIds: setup.templateIds, platform: 'google', flightDates: { start: day(1), end: day(30) }, today: day(0) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

async function treeJobDone(request: APIRequestContext, campaignId: string) {
  await expect
    .poll(async () => ((await (await request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()) as { job?: { status: string } }).job?.status, { timeout: 60_000 })
    .toBe('finished');
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const centreItems = (page: Page) => page.getByTestId('notification-centre').getByTestId('notification-item');

test('a notification made while offline is in the centre on the next load; read state persists; a live one toasts', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, 'manager@demo.test');
  const setup = await setupFor(first);
  // start from nothing unread, then leave: no tab of this user is open while the job runs
  expect((await context.request.patch('/api/notifications/read', { headers: { 'x-csrf-token': setup.token }, data: { all: true } })).status()).toBe(200);
  await first.close();

  const offlineId = await createCampaign(context.request, setup, `Notify offline ${Date.now().toString(36)}`);
  await treeJobDone(context.request, offlineId);

  const page = await context.newPage();
  await page.goto('/concepts');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await expect(page.getByTestId('notification-badge')).toContainText('1');
  await bell(page).click();
  await expect(centreItems(page).first()).toContainText(TREE_READY);
  await expect(centreItems(page).first()).toHaveAttribute('data-read', 'false');
  await expect(centreItems(page).first()).toContainText('Unread');

  await centreItems(page).first().getByRole('button', { name: `Mark as read: ${TREE_READY}` }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Concepts', level: 2 })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(centreItems(page).first()).toHaveAttribute('data-read', 'true');
  await expect(centreItems(page).first()).toContainText('Read');
  await page.keyboard.press('Escape');

  // live: the tab is open when the next job ends
  const liveId = await createCampaign(page.request, setup, `Notify live ${Date.now().toString(36)}`);
  const toast = page.getByTestId('notification-toast').filter({ hasText: TREE_READY });
  await expect(toast).toBeVisible({ timeout: 60_000 });
  await expect(toast).toHaveAttribute('data-level', 'success');
  await expect(toast).toHaveClass(/ant-notification-notice-success/);
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await treeJobDone(page.request, liveId);
  await context.close();
});
