import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';

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
  const trigger = page.getByRole('menuitem', { name, exact: true });
  await trigger.click();
  // The popup this submenu controls: another one may still be closing (its animation), so "the last open" is not it.
  const popup = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(popup).toBeVisible();
  const texts = await popup.locator('.ant-menu-item').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 700);
  await expect(popup).toBeHidden();
  return texts.map((t) => t.trim());
}

/** The session's CSRF token, for API calls made beside the screens. */
export const csrf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('marquee.session') ?? '{}').token as string);

/** The id of Demo Agency's market node Germany, as the signed-in user sees the tree. */
export async function germanyId(page: Page): Promise<string> {
  const find = (list: { _id: string; name: string; children: never[] }[]): string | undefined => {
    for (const n of list) {
      if (n.name === 'Germany') return n._id;
      const inner = find(n.children);
      if (inner) return inner;
    }
  };
  return find(await (await page.request.get('/api/business-nodes')).json())!;
}

/** A library asset made as the library's upload list makes it (start, presigned PUT, complete), once processed. */
export async function uploadLibraryAsset(page: Page, file: { name: string; body: Buffer; type: string; category?: string }, nodeIds: string[] = []): Promise<string> {
  const headers = { 'x-csrf-token': await csrf(page) };
  const start = await page.request.post('/api/assets/single-files/uploads', { headers, data: { files: [{ name: file.name, size: file.body.length, type: file.type, category: file.category }], nodeIds } });
  expect(start.status()).toBe(201);
  const target = (await start.json()).uploads[0];
  expect((await page.request.put(target.url, { data: file.body })).status()).toBe(200);
  await page.request.post(`/api/assets/single-files/uploads/${target.assetId}/complete`, { headers, data: { parts: [] } });
  await expect.poll(async () => (await (await page.request.get(`/api/assets/single-files/${target.assetId}`)).json()).status, { timeout: 60_000 }).toBe('ready');
  return target.assetId;
}

/**
 * A calendar day of the Germany market (Europe/Berlin), `offset` days from now, as YYYY-MM-DD: flight dates count
 * the market's day, which is already tomorrow's UTC date for an hour or two before UTC midnight.
 */
export const germanyDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offset * 86_400_000));
