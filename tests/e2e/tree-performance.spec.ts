/**
 * The decision-tree performance view (issue 18) in Chromium: on a seeded Google campaign with reporting data, 'Tree
 * performance' in the personalize header shows the tree segment -> variant -> format with impressions, CTR, VTR and
 * conversions and the benchmark, the weakest path marked; a click on it opens that variant in personalize.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { MANAGER, seededTree } from './personalize-helpers';

const CAMPAIGN = 'Sparkle Zero US - Retargeting Display';

test('the tree with its numbers, the weakest path marked, one click to that variant in personalize', async ({ page }) => {
  await signIn(page, MANAGER);
  const { campaignId, treeId, url } = await seededTree(page, CAMPAIGN);
  await page.goto(url);
  await page.getByRole('button', { name: 'Tree performance' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tree performance' });
  await expect(drawer.getByTestId('tree-performance-flow')).toBeVisible();
  await expect(drawer.getByTestId('tree-benchmark')).toContainText(/Benchmark \(Ad server across your campaigns\): CTR \d+\.\d\d% · VTR/);
  // every level has nodes with numbers; the seeded facts give the tree's formats impressions
  await expect(drawer.getByTestId('tree-node-segment').first()).toContainText(/Impr\. [\d,]+/);
  await expect(drawer.getByTestId('tree-node-variant').first()).toBeVisible();
  const formats = drawer.getByTestId('tree-node-format');
  expect(await formats.count()).toBeGreaterThan(1);
  await expect(formats.filter({ hasText: /Impr\. [1-9][\d,]*/ }).first()).toContainText(/CTR \d+\.\d\d%.*VTR.*Conv\. [\d,]+/s);
  // the weakest path: listed, and its format node marked
  const weakest = drawer.getByTestId('weakest-paths').getByRole('listitem');
  await expect(weakest.first()).toContainText(/→ .+ → .+ · CTR \d+\.\d\d%/);
  await expect(drawer.locator('[data-testid="tree-node-format"][data-weakest="true"]').first()).toContainText('Weakest');
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-tree-performance.png') });

  const label = (await weakest.first().getByRole('link').textContent())!;
  const variantName = label.split(' → ')[1]!;
  await weakest.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}/personalize/${treeId}\\?variant=[0-9a-f]{24}$`));
  await expect(drawer).toBeHidden();
  // the grid shows that variant alone (the variants filter), and says a filter is on
  await expect(page.getByRole('row').filter({ hasText: variantName }).first()).toBeVisible();
  await expect(page.locator('.ant-badge', { has: page.getByRole('button', { name: 'Filters' }) })).toContainText('1');
  await expect(page.getByRole('row').filter({ hasText: 'Fallback' })).toHaveCount(0);
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-tree-performance-variant.png') });
});
