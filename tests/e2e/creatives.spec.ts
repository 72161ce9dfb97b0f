/**
 * Creatives and approvals in Chromium against `npm start` (issue 17), each test on a self-service campaign of its own
 * (the ready concept's 300x250 template on Germany, watched by the manager and the reviewer): a reviewer gives interim
 * approval and a manager final while the other's browser sees it without reloading; the server refuses activation of
 * an unapproved creative even when the page calls it directly, and allows it after final approval; a request for final
 * approval reaches the watcher's outbox and notification centre; an edit after approval revokes it and the audit trail (and its CSV) shows
 * every step.
 */
import dayjs from 'dayjs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { csrf, germanyId, signIn } from './helpers';

const SSM = 'selfservicemanager@demo.test';
const MANAGER = 'manager@demo.test';
const REVIEWER = 'reviewer@demo.test';
const READY_CONCEPT = 'Sparkle Zero Summer Launch';
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-creatives-${name}.png`), fullPage: true });
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

interface Setup {
  name: string;
  campaignId: string;
  treeId: string;
  /** The tree's fallback variant: its 300x250 format is the creative the tests approve. */
  fallbackId: string;
}

/** The ids of users as a signed-in page reads them. */
async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/current-user')).json()) as { id: string }).id;
}

/** A self-service campaign of the ready concept's 300x250 template, watched by the manager and the reviewer, with its tree made. */
async function campaignWithTree(ssm: Page, watcherIds: string[]): Promise<Setup> {
  const me = await (await ssm.request.get('/api/auth/current-user')).json();
  const concepts = (await (await ssm.request.get('/api/concepts?status=ready&limit=40')).json()).results as { _id: string; name: string }[];
  const conceptId = concepts.find((c) => c.name === READY_CONCEPT)!._id;
  const templates = (await (await ssm.request.get(`/api/concepts/${conceptId}/templates?partnerId=${me.partnerId}`)).json()).templates as { _id: string; size: string }[];
  const name = `Approvals ${Date.now().toString(36)}`;
  const created = await ssm.request.post('/api/campaigns', {
    headers: { 'x-csrf-token': await csrf(ssm), 'idempotency-key': crypto.randomUUID() },
    data: { name, businessNodeId: await germanyId(ssm), conceptId, templateIds: [templates.find((t) => t.size === '300x250')!._id], flightDates: { start: day(1), end: day(30) }, today: day(0), watcherIds },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { _id: string })._id;
  let tree: { _id: string; fallbackVariantId: string } | undefined;
  const readTree = async () => (tree = ((await (await ssm.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()).trees as (typeof tree)[])[0]);
  await expect.poll(async () => Boolean(await readTree()), { timeout: 30_000 }).toBe(true);
  if (!tree) throw new Error('no tree');
  return { name, campaignId, treeId: tree._id, fallbackId: tree.fallbackVariantId };
}

/** Activation called from the page's own context (its cookie and CSRF token), as a script on the page could. */
async function activateFromPage(page: Page, s: Setup): Promise<{ status: number; message: string }> {
  return page.evaluate(async ({ campaignId, treeId, fallbackId }) => {
    const token = JSON.parse(localStorage.getItem('marquee.session') ?? '{}').token as string;
    const res = await fetch(`/api/campaigns/${campaignId}/personalize/${treeId}/variants/${fallbackId}/activate`, { method: 'PATCH', credentials: 'include', headers: { 'x-csrf-token': token, 'content-type': 'application/json' }, body: '{}' });
    return { status: res.status, message: ((await res.json()) as { message?: string }).message ?? '' };
  }, s);
}

const FALLBACK = 'Fallback · 300x250';
const cardOf = (page: Page, title = FALLBACK) => page.getByTestId('creative-card').filter({ hasText: title });
async function decide(page: Page, choice: 'Approve' | 'Reject' | 'Neutral', title = FALLBACK, comment?: string) {
  await page.getByRole('group', { name: `Approval of ${title}` }).getByText(choice, { exact: true }).click();
  if (comment) await page.getByLabel('Approval comment').fill(comment);
  await page.getByRole('button', { name: /Save approvals/ }).click();
}

/** The mails an e2e server of this machine sent to an address about a campaign (each server has its own data folder). */
function mailsTo(email: string, about: string): { to: string; subject: string; text: string }[] {
  return readdirSync(tmpdir())
    .filter((d) => d.startsWith('marquee-e2e-'))
    .map((d) => join(tmpdir(), d, 'outbox'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; subject: string; text: string }))
    .filter((mail) => mail.to === email && `${mail.subject}\n${mail.text}`.includes(about));
}

async function signedIn(browser: import('@playwright/test').Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a reviewer gives interim approval and a manager final, each seen live by the other; activation is refused until final approval', async ({ browser }) => {
  test.setTimeout(180_000);
  const reviewer = await signedIn(browser, REVIEWER);
  const manager = await signedIn(browser, MANAGER);
  const ssm = await signedIn(browser, SSM);
  const s = await campaignWithTree(ssm, [await userId(manager), await userId(reviewer)]);

  // the gate: an unapproved creative is refused by the server, even when the page calls it directly
  await ssm.goto(`/campaigns/${s.campaignId}/personalize/${s.treeId}`);
  expect(await activateFromPage(ssm, s)).toEqual({ status: 422, message: MESSAGES.tooltipPendingApproval });

  await reviewer.goto(`/campaigns/${s.campaignId}/creatives`);
  await expect(reviewer).toHaveURL(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  await manager.goto(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  await expect(cardOf(reviewer).getByTestId('creative-status')).toHaveText('Unapproved');
  await expect(reviewer.getByTestId('creatives-count')).toHaveText('1 creative(s)');
  // client view only for both; the reviewer gives interim approval, the manager final
  await expect(reviewer.getByText('Client view')).toBeHidden();
  await expect(reviewer.getByText('Interim approval', { exact: true })).toBeVisible();
  await expect(manager.getByText('Final approval', { exact: true })).toBeVisible();

  await decide(reviewer, 'Approve', FALLBACK, 'Copy checked');
  await expect(reviewer.getByText('Interim approvals saved')).toBeVisible();
  await expect(cardOf(reviewer).getByTestId('creative-status')).toHaveText('Interim approved');
  // the manager's browser hears it on the campaign topic
  await expect(cardOf(manager).getByTestId('approval-tags')).toHaveText('Interim: Remy Reviewer');
  await expect(cardOf(manager).getByTestId('creative-status')).toHaveText('Interim approved');
  await shot(manager, 'interim');

  // interim approval does not open the gate
  expect((await activateFromPage(ssm, s)).status).toBe(422);

  await decide(manager, 'Approve');
  await expect(manager.getByText('Final approvals saved')).toBeVisible();
  await expect(cardOf(reviewer).getByTestId('approval-tags')).toContainText('Final: Mona Manager');
  await expect(cardOf(reviewer).getByTestId('creative-status')).toHaveText('Approved');
  await shot(reviewer, 'final');

  // final approval of the current version: the same call now passes
  expect((await activateFromPage(ssm, s)).status).toBe(200);
  await expect(cardOf(manager).getByTestId('creative-status')).toHaveText('Live');
  for (const p of [reviewer, manager, ssm]) await p.context().close();
});

test("a request for final approval reaches the watcher's outbox and notification centre", async ({ browser }) => {
  test.setTimeout(120_000);
  const ssm = await signedIn(browser, SSM);
  const manager = await signedIn(browser, MANAGER);
  const s = await campaignWithTree(ssm, [await userId(manager)]);
  await manager.goto('/campaigns');
  await ssm.goto(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  // both views for the self-service manager
  await expect(ssm.getByText('Client view')).toBeVisible();
  await ssm.getByRole('button', { name: /Request approval/ }).click();
  const dialog = ssm.getByRole('dialog').filter({ hasText: 'Request approval' });
  await expect(dialog.getByRole('checkbox', { name: 'Mona Manager (manager@demo.test)' })).toBeChecked();
  await dialog.getByText('Final', { exact: true }).click();
  await shot(ssm, 'request');
  await dialog.getByRole('button', { name: /Request approval/ }).click();
  await expect(ssm.getByText(fillMessage(NOTIFICATION_TEXTS.approvalRequested, { kind: 'Final' }), { exact: true })).toBeVisible();
  await expect(ssm.getByText(/^Final approval requested \d{4}-/)).toBeVisible();
  await expect.poll(() => mailsTo(MANAGER, s.name).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo(MANAGER, s.name)[0]!.subject).toContain('Final approval requested');

  // and the watcher's notification centre, without a reload (the manager's tab was open on the campaign list)
  const bell = manager.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const centre = manager.getByTestId('notification-centre');
  await expect(centre.getByTestId('notification-item').filter({ hasText: s.name }).first()).toContainText('Final approval requested');
  await shot(manager, 'notification');
  for (const p of [ssm, manager]) await p.context().close();
});

test('an edit after approval revokes it; the audit trail and its CSV show every step', async ({ browser }) => {
  test.setTimeout(180_000);
  const reviewer = await signedIn(browser, REVIEWER);
  const manager = await signedIn(browser, MANAGER);
  const ssm = await signedIn(browser, SSM);
  const s = await campaignWithTree(ssm, [await userId(manager), await userId(reviewer)]);

  await reviewer.goto(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  await decide(reviewer, 'Approve', FALLBACK, 'Interim ok');
  await expect(cardOf(reviewer).getByTestId('creative-status')).toHaveText('Interim approved');
  await manager.goto(`/campaigns/${s.campaignId}/creatives/${s.treeId}`);
  await decide(manager, 'Approve', FALLBACK, 'Go');
  await expect(cardOf(manager).getByTestId('creative-status')).toHaveText('Approved');

  // the self-service manager edits the headline in the personalize grid
  await ssm.goto(`/campaigns/${s.campaignId}/personalize/${s.treeId}`);
  const row = ssm.getByTestId('variant-row').filter({ hasText: 'Fallback' });
  await row.getByRole('button', { name: /^frame1Headline:/ }).first().click();
  const editor = ssm.getByRole('dialog').filter({ hasText: 'frame1Headline' });
  await editor.getByRole('textbox', { name: 'frame1Headline' }).fill('Autumn tastes like Sparkle Zero');
  await editor.getByRole('button', { name: 'Save' }).click();
  // editing the (approved) fallback warns first (001 4): wait for the warning or the saved value, whichever comes
  const warning = ssm.getByRole('dialog').filter({ hasText: MESSAGES.editFallbackVariant });
  const edited = row.getByRole('button', { name: 'frame1Headline: Autumn tastes like Sparkle Zero' });
  await expect(warning.or(edited).first()).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole('button', { name: /Save|Continue|OK/ }).click();
  await expect(edited).toBeVisible();

  // revoked: both approvers' browsers see it without reloading, and the gate is closed again
  await expect(cardOf(manager).getByTestId('creative-status')).toHaveText('Unapproved');
  await expect(cardOf(reviewer).getByTestId('approval-tags')).toHaveCount(0);
  expect((await activateFromPage(ssm, s)).status).toBe(422);

  await manager.getByRole('button', { name: `Audit trail of ${FALLBACK}` }).click();
  const drawer = manager.locator('.ant-drawer').filter({ hasText: `Audit trail: ${FALLBACK}` });
  const rows = drawer.locator('.ant-table-tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Interim approval');
  await expect(rows.nth(0)).toContainText('Remy Reviewer');
  await expect(rows.nth(0)).toContainText('Reviewer');
  await expect(rows.nth(0)).toContainText('v1');
  await expect(rows.nth(0)).toContainText('Interim ok');
  await expect(rows.nth(1)).toContainText('Final approval');
  await expect(rows.nth(1)).toContainText('Mona Manager');
  await expect(rows.nth(1)).toContainText('Go');
  await expect(rows.nth(2)).toContainText('revoked by an edit');
  await expect(rows.nth(2)).toContainText('Max Self-Service Manager');
  await expect(drawer.getByTestId('trail-summary')).toContainText('Current version: v2');
  await expect(drawer.getByTestId('trail-summary')).toContainText('No final approval');
  await shot(manager, 'trail');

  // the CSV link is a same-origin attachment: read with the manager's session
  const href = await drawer.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
  expect(href).toBe(`/api/campaigns/${s.campaignId}/approval-trail.csv`);
  const answer = await manager.request.get(href!);
  expect(answer.headers()['content-type']).toContain('text/csv');
  const csv = await answer.text();
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Action');
  expect(lines).toHaveLength(4);
  expect(csv).toContain('Remy Reviewer');
  expect(csv).toContain('Mona Manager');
  expect(csv).toContain('Revoked (edited)');
  for (const p of [reviewer, manager, ssm]) await p.context().close();
});
