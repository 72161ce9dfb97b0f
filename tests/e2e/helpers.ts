import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD_DEFAULT } from '../../infra/local/seed';

/** Signs in through the login screen as a person would: email, Next, password, Log In. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD_DEFAULT) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The labels of the open dropdown's items. */
export async function openMenu(page: Page, name: string): Promise<string[]> {
  await page.getByRole('menuitem', { name, exact: true }).click();
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').last();
  await expect(popup).toBeVisible();
  const texts = await popup.locator('.ant-menu-item').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 700);
  return texts.map((t) => t.trim());
}
