/** Single sign-on in Chromium against `npm start`: admin manages SSO configs; the seeded SSO account signs in through SSO. */
import { expect, test } from './fixtures';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { SSO_DEMO_ACCOUNT } from '@infra/local/sso-try-out';
import { signIn } from './helpers';

test('admin creates an SSO config, sees it listed, and is told when a domain is taken', async ({ page }) => {
  const domain = `corp-${Date.now().toString(36)}.example.com`;
  await signIn(page, 'admin@demo.test');
  await page.goto('/sso-configs');
  await expect(page).toHaveTitle('SSO configuration - Marquee');
  await page.getByRole('button', { name: 'New SSO configuration' }).click();
  await expect(page).toHaveTitle('New SSO configuration - Marquee');
  await page.getByLabel('Name').fill('Corporate IdP');
  await page.getByLabel('Email domains').fill(domain);
  await page.keyboard.press('Enter');
  await page.getByLabel('Metadata URL').fill('https://idp.example.com/metadata');
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-sso-new.png') });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/sso-configs(\?|$)/);
  const row = page.getByRole('row', { name: /Corporate IdP/ }).filter({ hasText: domain });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-sso-list.png') });

  // the seeded SSO domain belongs to another config already
  await page.getByRole('button', { name: 'New SSO configuration' }).click();
  await page.getByLabel('Name').fill('Copy');
  await page.getByLabel('Email domains').fill('sso.demo.test');
  await page.keyboard.press('Enter');
  await page.getByLabel('Metadata URL').fill('https://idp.example.com/metadata');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Already exist' })).toBeVisible();
  await expect(page).toHaveURL(/\/sso-configs\/new/);
});

test('the SSO account signs in through the local sign-in page and lands where it wanted to go', async ({ page }) => {
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(SSO_DEMO_ACCOUNT);
  await page.getByRole('button', { name: 'Next' }).click();
  // cognito-local's hosted sign-in page stands in for the hosted UI and the company's identity provider
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(SSO_DEMO_ACCOUNT);
  await page.getByLabel('Password').fill(DEMO_PASSWORD_DEFAULT);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page).toHaveTitle('Campaigns - Marquee');
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-sso-signed-in.png') });
  const me = await page.request.get('/api/auth/current-user');
  expect(await me.json()).toMatchObject({ email: SSO_DEMO_ACCOUNT, role: 'manager' });
});
