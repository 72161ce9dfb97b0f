/**
 * Publishing to Meta and YouTube in Chromium against `npm start` (issue 18), each on a self-service campaign of its
 * own made as a user makes one: a template uploaded into the ready concept (a Meta single image whose fields carry
 * the publishing field names of 001 3: primaryText, headline, description, websiteURL, displayLink, callToAction; or
 * the 640x360 video sample), a campaign of that platform and its tree, then for Meta the ad sets of a Meta campaign
 * imported as user segments and one given to the fallback variant, for YouTube the creative's video rendered; the
 * creative final-approved. The Publish dialog sends it; its per-creative state reaches Published and ACTIVATED, and
 * the simulator's `GET /__simulator/published` holds the ad or video with the fields the creative carried.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { SEEDED_VIDEO_CAMPAIGN, SEEDED_VIDEO_VARIATION } from '@infra/local/seed-video';
import { templateSampleFiles } from '@infra/local/template-samples';
import { NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';
import { campaignWithTree, type TreeCreative } from './personalize-helpers';
import { AD_PLATFORMS_URL } from './playwright.config';

const SSM = 'selfservicemanager@demo.test';
const READY_CONCEPT = 'Sparkle Zero Summer Launch';
/** Germany's Meta settings (infra/local/seed-ad-platforms.ts) and a Meta campaign of that ad account with two ad sets. */
const AD_ACCOUNT = '1029384756';
const PAGE_ID = '104857392011';
const META_CAMPAIGN = '120210000000000101';
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `marquee-e2e-publishing-social-${name}.png`), fullPage: true });
const suffix = () => Date.now().toString(36);

/** The Meta sample with the publishing field names among its defaults (what a designer names them for Meta). */
export const META_VALUES = {
  primaryText: 'Zero sugar, all summer. Grab a can of Sparkle Zero.',
  headline: 'Summer tastes like Sparkle Zero',
  description: 'Ice cold, zero sugar',
  websiteURL: 'https://www.example.com/sparkle-zero/summer',
  displayLink: 'https://www.example.com',
  callToAction: 'Shop now',
};

function metaTemplateZip(name: string): Buffer {
  const files = templateSampleFiles('1080x1080-sparkle-summer-meta');
  // the sample's own publishing fields give way to this test's values
  const html = Buffer.from(files['index.html']!).toString('utf8').split('\n').filter((line) => !Object.keys(META_VALUES).some((k) => line.trimStart().startsWith(`${k}:`))).join('\n');
  const fields = Object.entries(META_VALUES).map(([k, v]) => `    ${k}: ${JSON.stringify(v)},\n`).join('');
  files['index.html'] = Buffer.from(html.replace('  var defaultValues = {\n', `  var defaultValues = {\n${fields}`));
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([p, b]) => [`${name}/${p}`, b]))));
}


/** A template uploaded into the ready concept as the upload dialog does it (start, presigned PUT, complete), approved. */
async function uploadTemplate(page: Page, fileName: string, zip: Buffer): Promise<{ conceptId: string; templateId: string }> {
  const headers = () => csrf(page).then((token) => ({ 'x-csrf-token': token, 'idempotency-key': crypto.randomUUID() }));
  const concepts = (await (await page.request.get('/api/concepts?status=ready&limit=40')).json()).results as { _id: string; name: string }[];
  const conceptId = concepts.find((c) => c.name === READY_CONCEPT)!._id;
  const start = await page.request.post(`/api/concepts/${conceptId}/templates/uploads`, { headers: await headers(), data: { fileName, size: zip.length, contentType: 'application/zip' } });
  expect(start.status(), await start.text()).toBe(201);
  const target = (await start.json()) as { uploadId: string; url: string };
  expect((await page.request.put(target.url, { data: zip })).status()).toBe(200);
  const done = await page.request.post(`/api/concepts/${conceptId}/templates/uploads/${target.uploadId}/complete`, { headers: await headers() });
  expect(done.status(), await done.text()).toBe(201);
  const templateId = ((await done.json()) as { _id: string })._id;
  const approved = await page.request.post(`/api/templates/${templateId}/approve`, { headers: await headers(), data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  return { conceptId, templateId };
}

interface Made {
  campaignId: string;
  treeId: string;
  creative: TreeCreative;
}

/** The creative final-approved, then its (fallback) variant turned on: only live creatives are published. */
async function approveAndTurnOn(page: Page, m: Made) {
  const res = await page.request.patch(`/api/campaigns/${m.campaignId}/creatives/approvals`, { headers: { 'x-csrf-token': await csrf(page) }, data: { treeId: m.treeId, approvals: [m.creative._id], final: true } });
  expect(res.status(), await res.text()).toBe(200);
  const on = await page.request.patch(`/api/campaigns/${m.campaignId}/personalize/${m.treeId}/variants/${m.creative.variantId}/activate`, { headers: { 'x-csrf-token': await csrf(page) }, data: {} });
  expect(on.status(), await on.text()).toBe(200);
}

async function publishFromDialog(page: Page, m: Made, label: string, channel: string) {
  await page.goto(`/campaigns/${m.campaignId}/creatives/${m.treeId}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('checkbox', { name: label }).check();
  await dialog.getByRole('button', { name: `Publish to ${label}` }).click();
  return dialog.getByTestId(`publish-state-${channel}`);
}

type Published = {
  meta: { ads: { id: string; name: string; adset_id: string; account_id: string; creative: { id: string }; status: string }[]; creatives: { id: string; name: string; object_story_spec?: Record<string, never> }[]; images: { hash: string; account_id: string; size: number }[] };
  youtube: { videos: { id: string; channelId: string; snippet: { title: string; description?: string; tags?: string[] }; privacyStatus: string; uploadStatus: string; size: number }[] };
};
const published = async () => (await (await fetch(`${AD_PLATFORMS_URL}/__simulator/published`)).json()) as Published;

test('a Meta single image with the publishing fields goes to its imported ad set: Published, the ad and its creative on Meta with the fields', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SSM);
  const name = `1080x1080-meta-publish-${suffix()}`;
  const { conceptId, templateId } = await uploadTemplate(page, `${name}.zip`, metaTemplateZip(name));
  const made = await campaignWithTree(page, {
    name: `Meta publish ${suffix()}`,
    conceptId,
    platform: 'facebook',
    formats: [{ platform: 'facebook', channel: 'static', format: 'singleImage-square' }],
    deliveries: { meta: 'FACEBOOK_DIRECT' },
    templateIds: [templateId],
  });
  const m: Made = { campaignId: made.campaignId, treeId: made.treeId, creative: made.creatives[0]! };

  // the ad sets of a Meta campaign, imported as user segments; the first given to the fallback variant
  const imported = await page.request.post(`/api/campaigns/${m.campaignId}/personalize/${m.treeId}/signals/import/adsets`, {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { campaignIds: [META_CAMPAIGN], facebookAdAccountId: AD_ACCOUNT, facebookPageId: PAGE_ID, excludeCompleted: true },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const signals = ((await (await page.request.get(`/api/campaigns/${m.campaignId}/personalize/${m.treeId}/signals?type=userSegment`)).json()) as { signals: { _id: string; name: string; values?: string[] }[] }).signals;
  const segment = signals.find((s) => s.name.includes('DE Fitness 18-34'))!;
  const adSetId = segment.values![0]!;
  const assigned = await page.request.patch(`/api/campaigns/${m.campaignId}/personalize/${m.treeId}/formats/signals`, { headers: { 'x-csrf-token': await csrf(page) }, data: { variants: [m.creative.variantId], userSegment: [segment._id] } });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);
  await approveAndTurnOn(page, m);
  // the ads of this name a run before this one (--repeat-each) left in the simulator
  const named = <T extends { name: string }>(ads: T[]) => ads.filter((a) => a.name.startsWith(`${m.creative.variantName} ${m.creative.shortName} #`));
  const before = named((await published()).meta.ads).length;

  const state = await publishFromDialog(page, m, 'Meta', 'facebook');
  await expect(state.getByText(NOTIFICATION_TEXTS.publishedSuccessfully)).toBeVisible({ timeout: 120_000 });
  await expect(state.getByText(fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: 'Meta' }))).toBeVisible();
  const row = state.getByRole('row').nth(1);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('ACTIVATED');
  await shot(page, 'meta');

  // on Meta: one ad in the imported ad set, its creative carrying the creative's publishing fields and page
  const meta = (await published()).meta;
  const ads = named(meta.ads).slice(before);
  expect(ads).toHaveLength(1);
  expect(ads[0]).toMatchObject({ adset_id: adSetId, account_id: AD_ACCOUNT, status: 'ACTIVE' });
  await expect(row).toContainText(ads[0]!.id);
  const creative = meta.creatives.find((c) => c.id === ads[0]!.creative.id)!;
  const story = creative.object_story_spec as unknown as { page_id: string; link_data: Record<string, unknown> };
  expect(story.page_id).toBe(PAGE_ID);
  expect(story.link_data).toMatchObject({
    message: META_VALUES.primaryText,
    name: META_VALUES.headline,
    description: META_VALUES.description,
    link: META_VALUES.websiteURL,
    caption: META_VALUES.displayLink,
    call_to_action: { type: 'SHOP_NOW', value: { link: META_VALUES.websiteURL } },
  });
  const image = meta.images.find((i) => i.hash === story.link_data.image_hash)!;
  expect(image.account_id).toBe(AD_ACCOUNT);
  expect(image.size).toBeGreaterThan(1000);
});

test('a rendered video creative goes to YouTube: Published, the video on the channel with its title, tags and the rendered file', async ({ page }) => {
  test.setTimeout(240_000);
  // a YouTube video campaign is an assembly campaign (002 4): its creatives are variations, so the seeded video
  // variation of 'Sparkle Zero US - Bumper Reach' (infra/local/seed-video.ts) is the one published
  await signIn(page, 'admin@demo.test');
  const me = await (await page.request.get('/api/auth/current-user')).json();
  const list = (await (await page.request.get(`/api/campaigns?limit=40&partnerId=${me.partnerId}&search=${encodeURIComponent(SEEDED_VIDEO_CAMPAIGN)}`)).json()).items as { _id: string; name: string }[];
  const campaignId = list.find((c) => c.name === SEEDED_VIDEO_CAMPAIGN)!._id;

  // rendered to the platform formats from the creatives screen's 'Videos' drawer
  await page.goto(`/campaigns/${campaignId}/creatives`);
  await page.getByRole('button', { name: 'Videos' }).click();
  const drawer = page.getByRole('dialog', { name: 'Rendered videos' });
  await drawer.getByRole('button', { name: 'Render videos' }).click();
  await expect(drawer.getByTestId('video-render-progress')).toContainText(/Video rendering finished: \d+ of \d+ rendered/, { timeout: 150_000 });
  const rendered = (await (await page.request.get(`/api/campaigns/${campaignId}/rendered-videos`)).json()) as { creativeId: string; name: string; rendered: { files: { formatId: string; bytes: number }[] } | null }[];
  const creative = rendered.find((c) => c.name === SEEDED_VIDEO_VARIATION)!;
  const bumper = creative.rendered!.files.find((f) => f.formatId === 'bumper-16x9')!;
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // final approval of the video variation (the approval gate)
  const approved = await page.request.put(`/api/campaigns/${campaignId}/variations/approvals`, { headers: { 'x-csrf-token': await csrf(page) }, data: { approve: [creative.creativeId], reject: [], neutral: [], final: true } });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.reload();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('checkbox', { name: 'YouTube' }).check();
  // the campaign's reporting variations have no video (YouTube would refuse them: 'The variation has no video to
  // upload'): the user narrows the publish to the video creative
  await dialog.getByRole('combobox', { name: 'Creatives to publish' }).click();
  await dialog.getByRole('combobox', { name: 'Creatives to publish' }).fill('Ice cold');
  await page.keyboard.press('Enter');
  await dialog.getByText('Only finally approved creatives are published.').click();
  await expect(dialog.locator('.ant-select-selection-item-content', { hasText: SEEDED_VIDEO_VARIATION })).toBeVisible();
  await shot(page, 'youtube-chosen');
  await dialog.getByRole('button', { name: 'Publish to YouTube' }).click();
  const state = dialog.getByTestId('publish-state-youtube');
  await expect(state.getByText(NOTIFICATION_TEXTS.publishedSuccessfully)).toBeVisible({ timeout: 120_000 });
  await expect(state.getByText(fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: 'YouTube' }))).toBeVisible();
  await expect(state.getByRole('row')).toHaveCount(2);
  const row = state.getByRole('row').nth(1);
  await expect(row).toContainText(SEEDED_VIDEO_VARIATION);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('ACTIVATED');
  await shot(page, 'youtube');

  // on the channel of the market's YouTube token: the bumper cut, whole, unlisted, with its format and reference tags
  // (one video per creative: a run before this one, a retry, finds its video by the reference tag and sends none)
  const videos = (await published()).youtube.videos.filter((v) => v.snippet.title === SEEDED_VIDEO_VARIATION);
  expect(videos).toHaveLength(1);
  const video = videos[0]!;
  await expect(row).toContainText(video.id);
  expect(video).toMatchObject({ privacyStatus: 'unlisted', size: bumper.bytes });
  expect(video.snippet.tags).toEqual([expect.stringMatching(/^marquee-[0-9a-f]{12}$/), '16:9 bumper']);
  expect(video.snippet.description).toBe(`${SEEDED_VIDEO_CAMPAIGN} · 16:9 bumper`);
});
