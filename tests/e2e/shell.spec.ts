/** Each role signs in and sees exactly its navigation; guards send people where the spec says. */
import { expect, test } from './fixtures';
import { navigationFor } from '@shared/domain/navigation';
import { SEED_ACCOUNTS } from '@infra/local/seed';
import { openMenu, signIn } from './helpers';

for (const account of SEED_ACCOUNTS.filter((a) => a.partner === 'Demo Agency')) {
  test(`${account.email} sees exactly the navigation of ${account.role}${account.isConceptOnly ? ' (concepts only)' : ''}`, async ({ page }) => {
    const nav = navigationFor({ role: account.role, isConceptOnly: account.isConceptOnly ?? false });
    await signIn(page, account.email);
    const main = page.getByRole('navigation', { name: 'Main navigation' });
    const topLevel = main.locator(':scope > ul > li.ant-menu-item, :scope > ul > li.ant-menu-submenu');
    await expect(topLevel).toHaveText([...nav.main.map((i) => i.label), ...(nav.reports.length ? ['Reports'] : [])]);
    if (nav.reports.length) {
      expect(await openMenu(page, 'Reports')).toEqual(nav.reports.map((i) => (i.beta ? `${i.label}Beta` : i.label)));
    }
    if (nav.logout === 'parent-app') {
      await expect(page.getByRole('menuitem', { name: account.name })).toHaveCount(0);
    } else {
      // the account menu is titled with the user's name (never 'Admin' for a role without admin pages)
      await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
      const admin = await openMenu(page, account.name);
      expect(admin).toEqual([...nav.admin.map((i) => i.label), ...nav.globalSettings.map((i) => i.label), 'Log Out']);
    }
    await expect(page.getByPlaceholder('Client Name')).toHaveCount(nav.partnerSwitcher ? 1 : 0);
  });
}

test('an analyst lands on /reporter, everyone else on /concepts', async ({ page, browser }) => {
  await signIn(page, 'analyst@demo.test');
  await expect(page).toHaveURL(/\/reporter$/);
  await expect(page).toHaveTitle('Dashboard - Marquee');
  const other = await browser.newPage();
  await signIn(other, 'manager@demo.test');
  await expect(other).toHaveURL(/\/concepts$/);
  await other.close();
});

test('a deep link opened while signed out returns there, query included, after sign-in', async ({ page }) => {
  await page.goto('/admin/markets?partner=keep&tab=2');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'selfserviceadmin@demo.test');
  await expect(page).toHaveURL(/\/admin\/markets\?partner=keep&tab=2$/);
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
});

test('a role not allowed on a route goes to 404; unknown paths too', async ({ page }) => {
  await signIn(page, 'reviewer@demo.test');
  await page.goto('/partners');
  await expect(page).toHaveURL(/\/404/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('a wrong password shows the server text on the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('manager@demo.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill('Definitely-Wrong-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
