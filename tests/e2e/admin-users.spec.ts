/**
 * Admin invites a user; the invitee follows the link from the outbox (the embedded mail port), meets each password
 * rule, lands signed in with the invited role's navigation; re-invite; deactivation ends the invitee's session.
 */
import { expect, test, type Page } from './fixtures';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { navigationFor } from '@shared/domain/navigation';
import { signIn } from './helpers';

/** The newest link mailed to this address by any e2e server of this machine (each has its own data folder). */
function lastLinkTo(email: string): string | undefined {
  const mails = readdirSync(tmpdir())
    .filter((d) => d.startsWith('marquee-e2e-'))
    .map((d) => join(tmpdir(), d, 'outbox'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((f) => ({ f, mail: JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; link: string } })))
    .filter(({ mail }) => mail.to === email)
    .sort((a, b) => a.f.localeCompare(b.f));
  return mails.at(-1)?.mail.link;
}

/** Ant Design's select options are plain items with the label as title (its role=option nodes are for screen readers). */
/** Picks an option of the open select and waits for its list to close (under load it can still cover the next field). */
async function choose(page: Page, label: string) {
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const rule = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

test('admin invites a reviewer, who joins through the mailed link and is shut out when deactivated', async ({ page, browser }) => {
  const email = `e2e-${Date.now().toString(36)}@example.com`;
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  await choose(page, 'Reviewer');
  await dialog.getByLabel('Business node').click();
  await choose(page, 'Beverages');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('PENDING')).toBeVisible();

  await expect.poll(() => lastLinkTo(email)).toBeTruthy();
  const first = lastLinkTo(email)!;
  await row.getByRole('button', { name: `Re-invite ${email}` }).click();
  await expect(page.getByText('User was re-invited')).toBeVisible();
  await expect.poll(() => lastLinkTo(email)).not.toBe(first);
  const link = lastLinkTo(email)!;

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(first);
  await expect(invitee.getByText('This link is not valid or has already been used.')).toBeVisible();
  await invitee.goto(link);
  await expect(invitee.getByText(email)).toBeVisible();
  await invitee.getByLabel('Name').fill('Rita Reviewer');
  const password = invitee.getByLabel('Password', { exact: true });
  const steps: [string, string][] = [['a', 'A lowercase letter'], ['B', 'An uppercase letter'], ['7', 'A digit'], ['cdefghijklmno', '16 characters minimum']];
  for (const [typed, label] of steps) {
    await expect(rule(invitee, label)).toHaveAttribute('data-met', 'false');
    await password.pressSequentially(typed);
    await expect(rule(invitee, label)).toHaveAttribute('data-met', 'true');
  }
  await invitee.getByRole('button', { name: 'Join' }).click();
  await expect(invitee).toHaveURL(/\/concepts$/);
  const nav = navigationFor({ role: 'reviewer', isConceptOnly: false });
  const main = invitee.getByRole('navigation', { name: 'Main navigation' });
  await expect(main.locator(':scope > ul > li.ant-menu-item, :scope > ul > li.ant-menu-submenu')).toHaveText([...nav.main.map((i) => i.label), ...(nav.reports.length ? ['Reports'] : [])]);

  await page.reload();
  const active = page.getByRole('row').filter({ hasText: email });
  await expect(active.getByText('ACTIVE')).toBeVisible();
  await active.getByRole('button', { name: `Deactivate ${email}` }).click();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(active.getByText('DEACTIVATED')).toBeVisible();

  // The invitee's next call (current-user on reload) answers 401 and the tab goes to sign-in.
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login/);
});
