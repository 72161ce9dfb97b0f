/**
 * A campaign's audiences and live feed in Chromium against `npm start` (issue 15): an admin imports a user segment CSV
 * on the audiences tab of a seeded campaign (a wrong column is refused in the spec's words and nothing is stored; a
 * good file becomes an audience with a rule per segment), then connects a live feed on the tools tab, whose rows
 * arrive held for review.
 */
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

const CAMPAIGN = 'Sparkle Zero DE - Summer Display';

async function campaignId(page: Page, name: string): Promise<string> {
  const answer = await (await page.request.get(`/api/campaigns?search=${encodeURIComponent(name)}`)).json();
  return (answer.items as { _id: string; name: string }[]).find((c) => c.name === name)!._id;
}

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an admin imports an audience CSV and connects a live feed held for review', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const id = await campaignId(page, CAMPAIGN);
  await page.goto(`/campaigns/${id}/audiences`);
  await expect(page.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
  const importInput = page.getByLabel('Import audiences').locator('input[type=file]');

  // A column no segment type knows: the spec's message, nothing stored.
  await importInput.setInputFiles(csv('Wrong.csv', 'Segment name,Colour\nRunners,1\n'));
  await expect(page.getByLabel('Import problem')).toContainText('Upload failed. Check column names ["Colour"] (rows: [1])');
  await expect(page.getByRole('table', { name: 'Audiences' })).toContainText('No audiences yet');

  await importInput.setInputFiles(csv('Spring segments.csv', 'Segment name,CM Placement\nRunners,"111,222"\nWalkers,333\n'));
  const row = page.getByRole('table', { name: 'Audiences' }).locator('tr').filter({ hasText: 'Spring segments' });
  await expect(row).toContainText('Runners');
  await expect(row).toContainText('Walkers');
  await expect(row).toContainText('Google: 2 rules');
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}/audiences$`));

  // The live feed: its rows are new and held for review until a final approver approves them.
  await page.getByRole('tab', { name: 'Tools' }).click();
  const feed = page.getByLabel('Live feed');
  await feed.locator('input[type=file]').setInputFiles(csv('Feed.csv', 'id,name,headline\nr1,Row one,Hello\nr2,Row two,World\n'));
  await expect(feed).toContainText('Row one');
  await expect(feed).toContainText('Row two');
  await expect(feed).toContainText('2 new, 0 updated, 0 archived: held for review.');
  await expect(feed.getByTitle('Held for review').first()).toContainText('1 New');
});
