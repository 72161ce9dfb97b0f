/** Administration of partners (super) and markets (self-service admin) in Chromium against `npm start`. */
import { expect, test } from './fixtures';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './helpers';

test('super creates a partner and sees it in the table and in the partner switcher', async ({ page }) => {
  const name = `Zeta Foods ${Date.now().toString(36)}`;
  await signIn(page, 'super@demo.test');
  await page.goto('/partners');
  await expect(page).toHaveTitle('Partners - Marquee');
  await expect(page.getByRole('cell', { name: 'Demo Agency', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create Partner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option-content', { hasText: /^Demo$/ }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([name, 'Demo', '0', '0', '0', 'Active', 'EditArchive']);

  // The switcher's list refreshed without a reload.
  await page.getByRole('combobox', { name: 'Partner' }).click();
  await expect(page.locator('.ant-select-item-option-content', { hasText: name })).toBeVisible();
  await page.keyboard.press('Escape');

  // The same name again is refused with the server's text.
  await page.getByRole('button', { name: 'Create Partner' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Already exist')).toBeVisible();
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-partners-admin.png') });
});

test('the self-service admin creates a market, deletes a free one, and cannot delete one in use', async ({ page }) => {
  const name = `Italy ${Date.now().toString(36)}`;
  await signIn(page, 'selfserviceadmin@demo.test');
  await page.goto('/admin/markets');
  await expect(page).toHaveTitle('Markets - Marquee');
  await expect(page.getByRole('cell', { name: 'Germany', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create Market' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText('Delete failed, entity in use')).toHaveCount(0);

  // Germany is the market of the seeded Germany node.
  await page.getByRole('button', { name: 'Delete Germany' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Delete failed, entity in use' })).toBeVisible();
  await expect(page.getByText('Germany is used by a business node and was not deleted.')).toBeVisible();
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-markets-blocked.png') });
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Germany', exact: true })).toBeVisible();
});
