/** The business-node tree in the browser: add, rename, a publishing token shown only masked, delete of an unused node. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a self-service admin shapes the tree and sets a publishing token that shows only masked', async ({ page }) => {
  const name = `Austria ${Date.now().toString(36)}`;
  const renamed = `${name} renamed`;
  const token = `e2e-secret-youtube-${Date.now()}-abcd`;

  await signIn(page, 'selfserviceadmin@demo.test');
  await page.goto('/admin/tree');
  await expect(page).toHaveTitle('Partner tree - Marquee');
  await expect(page.getByText('Germany', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add under EMEA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-admin-tree.png'), fullPage: true });

  await page.getByRole('link', { name: `Publishing of ${renamed}` }).click();
  await expect(page).toHaveTitle('Integration - Marquee');
  await page.getByLabel('Facebook page id').fill('1234567890');
  await page.getByLabel('YouTube token').fill(token);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stored: ••••abcd')).toBeVisible();
  await expect(page.getByLabel('YouTube token')).toHaveValue('');
  await page.reload();
  await expect(page.getByText('Stored: ••••abcd')).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-admin-integration.png'), fullPage: true });

  await page.goto('/admin/tree');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('a node in use cannot be deleted', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/tree');
  await page.getByRole('button', { name: 'Delete EMEA' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Delete failed, entity in use')).toBeVisible();
  await expect(page.getByText('EMEA', { exact: true })).toBeVisible();
});
