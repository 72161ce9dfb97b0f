/** Custom conversions (Beta) in Chromium against `npm start`: the admin creates, edits and deletes a conversion. */
import { expect, test } from './fixtures';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './helpers';

const shot = (name: string) => join(tmpdir(), `marquee-e2e-custom-conversions-${name}.png`);

test('the admin creates a conversion from floodlight activities, sees it listed, edits it and deletes it', async ({ page }) => {
  const name = `Checkout ${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.test');

  // Reports > Custom Conversions, with its Beta tag
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
  const entry = page.getByRole('menuitem', { name: /Custom Conversions/ });
  await expect(entry).toContainText('Beta');
  await entry.click();
  await expect(page).toHaveURL(/\/custom-conversions/);
  await expect(page).toHaveTitle('Custom Conversions - Marquee');
  await expect(page.getByRole('heading', { name: 'Custom Conversions Beta' })).toBeVisible();
  // the seeded conversion with the names of its seeded activities
  const seeded = page.getByRole('row', { name: /Sparkle leads/ });
  await expect(seeded).toContainText('Newsletter sign-up');
  await expect(seeded).toContainText('Coupon download');

  await page.getByRole('button', { name: 'Create Custom Conversion' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByRole('combobox', { name: 'Floodlight activities' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Add to cart' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Purchase' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: shot('create') });
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: 'Complete' })).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Add to cart');
  await expect(row).toContainText('Purchase');
  await expect(row).toContainText(`${name} Click-through Conversions, ${name} View-through Conversions, ${name} Total Conversions, ${name} CVR, ${name} rate`);
  await page.screenshot({ path: shot('list') });

  // edit: a new name and one activity fewer
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(drawer.getByLabel('Name')).toHaveValue(name);
  await drawer.getByLabel('Name').fill(`${name} v2`);
  await drawer.locator('.ant-select-selection-item', { hasText: 'Add to cart' }).locator('.ant-select-selection-item-remove').click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const edited = page.getByRole('row', { name: new RegExp(`${name} v2`) });
  await expect(edited).toContainText('Purchase');
  await expect(edited).not.toContainText('Add to cart');

  // survives a reload: it is stored
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`${name} v2`) })).toContainText('Purchase');

  await page.getByRole('button', { name: `Delete ${name} v2` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.locator('.ant-message-notice', { hasText: 'Complete' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Sparkle leads/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.screenshot({ path: shot('deleted') });
});
