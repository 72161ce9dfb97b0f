/**
 * What the personalize specs share: screenshots under the temp folder, a seeded campaign's tree, a campaign of their
 * own (the specs share one server: a test that changes a tree's fallback or signals makes its own), a campaign of
 * given templates on Germany with its tree's creatives (exports, publishing), a variant made beside the screen and
 * the grid's row of a variant.
 */
import dayjs from 'dayjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from './fixtures';
import { csrf, germanyDay, germanyId } from './helpers';

export const MANAGER = 'selfservicemanager@demo.test';
const READY_CONCEPT = 'Sparkle Zero Summer Launch';

/** A full-page screenshot at <tmp>/marquee-e2e-personalize-<name>.png, to look at after the run. */
export const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-personalize-${name}.png`), fullPage: true });

export interface TreeRef {
  campaignId: string;
  treeId: string;
  url: string;
}
const treeRef = (campaignId: string, treeId: string): TreeRef => ({ campaignId, treeId, url: `/campaigns/${campaignId}/personalize/${treeId}` });

const treesOf = async (page: Page, campaignId: string) =>
  (await (await page.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()).trees as { _id: string; platform: string; format: string }[];

/** A seeded campaign's id and its tree of the platform, as the signed-in user reads them. */
export async function seededTree(page: Page, name: string, platform: 'google' | 'facebook' = 'google'): Promise<TreeRef> {
  const me = await (await page.request.get('/api/auth/current-user')).json();
  const list = (await (await page.request.get(`/api/campaigns?limit=40&partnerId=${me.partnerId}&search=${encodeURIComponent(name)}`)).json()).items as { _id: string; name: string }[];
  const campaignId = list.find((c) => c.name === name)!._id;
  return treeRef(campaignId, (await treesOf(page, campaignId)).find((t) => t.platform === platform)!._id);
}

/**
 * A self-service campaign of the ready concept with every approved template, made through the API: the tree job gives
 * it an ad server tree (the four display sizes) and a Meta single-image tree (1080x1080), each with a fallback that
 * is off and awaits approval. Answers both trees.
 */
export async function ownCampaign(page: Page, label: string): Promise<{ google: TreeRef; facebook: TreeRef }> {
  const concepts = (await (await page.request.get('/api/concepts')).json()).results as { _id: string; name: string; nodeIds: string[] }[];
  const concept = concepts.find((c) => c.name === READY_CONCEPT)!;
  const templates = (await (await page.request.get(`/api/concepts/${concept._id}/templates`)).json()).templates as { _id: string; approved: boolean }[];
  const day = germanyDay;
  const created = await page.request.post('/api/campaigns', {
    headers: { 'x-csrf-token': await csrf(page), 'idempotency-key': crypto.randomUUID() },
    data: {
      name: `${label} ${Date.now().toString(36)}`,
      businessNodeId: concept.nodeIds[0],
      conceptId: concept._id,
      templateIds: templates.filter((t) => t.approved).map((t) => t._id),
      platform: 'google',
      flightDates: { start: day(0), end: day(30) },
      today: day(0),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { _id: string })._id;
  let trees: Awaited<ReturnType<typeof treesOf>> = [];
  await expect.poll(async () => (trees = await treesOf(page, campaignId)).length, { timeout: 30_000 }).toBe(2);
  const of = (platform: string) => treeRef(campaignId, trees.find((t) => t.platform === platform)!._id);
  return { google: of('google'), facebook: of('facebook') };
}

/** A creative of a tree as the creatives view lists it. */
export interface TreeCreative {
  _id: string;
  name: string;
  variantId: string;
  variantName: string;
  shortName: string;
}

/**
 * A self-service campaign on Germany made through the API with the fields given (name, concept, templates, and a
 * platform, formats or deliveries when wanted), flying from tomorrow for 30 days, no watchers; answered once the
 * tree job made its decision tree and the tree has at least `creatives` creatives.
 */
export async function campaignWithTree(
  page: Page,
  fields: { name: string; conceptId: string; templateIds: string[] } & Record<string, unknown>,
  creatives = 1,
): Promise<{ campaignId: string; treeId: string; creatives: TreeCreative[] }> {
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
  const created = await page.request.post('/api/campaigns', {
    headers: { 'x-csrf-token': await csrf(page), 'idempotency-key': crypto.randomUUID() },
    data: { businessNodeId: await germanyId(page), ...fields, flightDates: { start: day(1), end: day(30) }, today: day(0), watcherIds: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { _id: string })._id;
  let treeId = '';
  await expect.poll(async () => (treeId = (await treesOf(page, campaignId))[0]?._id ?? ''), { timeout: 30_000 }).not.toBe('');
  let listed: TreeCreative[] = [];
  const readCreatives = async () => (listed = ((await (await page.request.get(`/api/campaigns/${campaignId}/creatives?treeId=${treeId}`)).json()) as { creatives: TreeCreative[] }).creatives).length;
  await expect.poll(readCreatives, { timeout: 30_000 }).toBeGreaterThanOrEqual(creatives);
  return { campaignId, treeId, creatives: listed };
}

/** A variant made beside the screen (POST variant), answered as the API gives it. */
export async function newVariant(page: Page, tree: TreeRef, name: string): Promise<{ _id: string; name: string }> {
  const made = await page.request.post(`/api${tree.url}/variant`, { headers: { 'x-csrf-token': await csrf(page) }, data: { name } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { variant: { _id: string; name: string } }).variant;
}

export const row = (page: Page, name: string | RegExp) => page.getByTestId('variant-row').filter({ hasText: name });

/** A Meta preview modal's toggles (shape and orientation) by their label, and a check of a disabled toggle's tooltip. */
export function metaToggles(page: Page, modal: Locator) {
  const toggle = (name: string) => modal.locator('.ant-segmented-item').filter({ hasText: new RegExp(`^${name}`) });
  const tooltipOf = async (name: string, text: string) => {
    await toggle(name).locator('span').last().hover();
    const tip = page.getByRole('tooltip').filter({ hasText: text });
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
  };
  return { toggle, tooltipOf };
}
