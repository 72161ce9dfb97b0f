/**
 * What users met in the browser, walked across the stack: the personalize header's counts follow a new variant live
 * in both browsers on the tree, and further screen fixes below.
 */
import { expect, test } from './fixtures';
import { csrf, signIn } from './helpers';
import { MANAGER, row, seededTree } from './personalize-helpers';

const countsLine = (total: number) => new RegExp(`^${total} ${total === 1 ? 'variant' : 'variants'} · \\d+ active · \\d+ archived$`);

test("the personalize header's counts follow a new variant live, in the maker's and another user's browser", async ({ browser, page }) => {
  await signIn(page, MANAGER);
  const { url, campaignId, treeId } = await seededTree(page, 'Sparkle Zero US - Back to School');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'selfserviceadmin@demo.test');
  await page.goto(url);
  await other.goto(url);
  const before = ((await (await page.request.get(`/api/campaigns/${campaignId}/personalize/${treeId}/variants`)).json()).counts as { totalAmount: number }).totalAmount;
  await expect(page.getByTestId('variant-counts')).toHaveText(countsLine(before));
  await expect(other.getByTestId('variant-counts')).toHaveText(countsLine(before));

  const made = await page.request.post(`/api/campaigns/${campaignId}/personalize/${treeId}/variant`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name: 'E2E Counted' } });
  expect(made.status()).toBe(201);
  await expect(row(other, 'E2E Counted')).toBeVisible();
  await expect(page.getByTestId('variant-counts')).toHaveText(countsLine(before + 1));
  await expect(other.getByTestId('variant-counts')).toHaveText(countsLine(before + 1));
  await other.context().close();
});
