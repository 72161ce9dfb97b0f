/** Session behaviour across tabs and over time (000 4). */
import { expect, test } from './fixtures';
import { SHORT_SESSION_URL, SHORT_SESSION_MAX_AGE_MS } from './playwright.config';
import { signIn } from './helpers';

test('logging out in one tab logs out every tab', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'manager@demo.test');
  const second = await context.newPage();
  await second.goto('/campaigns');
  await expect(second.getByRole('heading', { name: 'Campaigns' })).toBeVisible();

  await first.getByRole('menuitem', { name: 'Mona Manager', exact: true }).click();
  await first.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/, { timeout: 10_000 });
});

test('the expiry warning counts down and logs the user out at zero', async ({ page }) => {
  test.setTimeout(SHORT_SESSION_MAX_AGE_MS * 3);
  await page.goto(`${SHORT_SESSION_URL}/login`);
  await signIn(page, 'reviewer@demo.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: SHORT_SESSION_MAX_AGE_MS });
  await expect(dialog).toContainText('You will be logged out in');
  const button = dialog.getByRole('button', { name: "Don't log me out" });
  await expect(button).toBeEnabled();
  await expect(button).toBeDisabled({ timeout: SHORT_SESSION_MAX_AGE_MS });
  await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
});

test("'Don't log me out' keeps the session", async ({ page }) => {
  test.setTimeout(SHORT_SESSION_MAX_AGE_MS * 3);
  await page.goto(`${SHORT_SESSION_URL}/login`);
  await signIn(page, 'manager@demo.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: SHORT_SESSION_MAX_AGE_MS });
  await dialog.getByRole('button', { name: "Don't log me out" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page).not.toHaveURL(/\/login/);
});

test('an anonymous visit to /login is silent and reads in the app font', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  const fonts = await page.evaluate(() => [document.querySelector('h1')!, document.querySelector('label')!].map((el) => getComputedStyle(el).fontFamily));
  for (const font of fonts) expect(font).toMatch(/sans-serif/);
  expect(errors).toEqual([]);
});
