/**
 * A campaign of its own with video cells and a Meta single video tree, for the video editor and the single video
 * preview (issue 16). The seeded concept has neither (and the other specs take all its approved templates), so an
 * admin makes a concept of its own: storyboards approved by the manager, two templates uploaded through the API (the
 * 640x360 HTML video sample, whose videoUrl1 is a video field of the ad server tree; a 1080x1920 mp4, Meta's vertical
 * single video) and approved by the manager; the self-service manager then makes a campaign of it.
 */
import { readFileSync } from 'node:fs';
import { zipTemplateSample } from '@infra/local/template-samples';
import { emptyBrief } from '@shared/domain/concepts';
import { expect, type Browser, type Page } from './fixtures';
import { csrf, germanyDay, germanyId, signIn } from './helpers';
import { MANAGER, type TreeRef } from './personalize-helpers';

export const CLIP_MP4 = readFileSync('tests/fixtures/storyboards/clip.mp4');

const headers = async (page: Page) => ({ 'x-csrf-token': await csrf(page), 'idempotency-key': crypto.randomUUID() });

async function uploadTemplate(page: Page, conceptId: string, fileName: string, bytes: Buffer): Promise<string> {
  const start = await page.request.post(`/api/concepts/${conceptId}/templates/uploads`, { headers: await headers(page), data: { fileName, size: bytes.length } });
  expect(start.status(), await start.text()).toBe(201);
  const { url, uploadId } = (await start.json()) as { url: string; uploadId: string };
  expect((await page.request.put(url, { data: bytes })).status()).toBe(200);
  const done = await page.request.post(`/api/concepts/${conceptId}/templates/uploads/${uploadId}/complete`, { headers: await headers(page), data: {} });
  expect(done.status(), await done.text()).toBe(201);
  return ((await done.json()) as { _id: string })._id;
}

async function videoConcept(browser: Browser): Promise<{ conceptId: string; templateIds: string[] }> {
  const admin = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.test');
  await signIn(manager, 'manager@demo.test');
  const brief = emptyBrief();
  brief.intro = { name: `E2E Video concept ${Date.now().toString(36)}`, businessNodes: [await germanyId(admin)], languages: ['de'] };
  brief.objectives = { elements: ['awareness'], customText: '' };
  brief.channels = { google: { display: true }, facebook: { video: true } };
  brief.formats = { google: { display: ['300x250'] }, facebook: { video: ['singleVideo-vertical'] } };
  brief.assets = (['brands', 'fonts', 'logos'] as const).map((type, i) => ({ _id: `aaaaaaaaaaaaaaaaaaaaaaa${i}`, isFromDam: false, isLink: true, name: `${type}.pdf`, url: `https://example.com/${type}.pdf`, type }));
  brief.otherBusiness = { text: 'Bright and bold.' };
  brief.signOff = { areAgreementsAccepted: true };
  brief.meta = { currentStep: 'SIGN_OFF', formats: {} };
  const created = await admin.request.post('/api/concepts/brief', { headers: await headers(admin), data: { brief, status: 'StoryboardsInProgress', isLastStep: true } });
  expect(created.status(), await created.text()).toBe(201);
  const conceptId = ((await created.json()) as { _id: string })._id;
  expect((await admin.request.put(`/api/concepts/${conceptId}/status`, { headers: await headers(admin), data: { event: 'sentForReview' } })).status()).toBe(200);
  expect((await manager.request.put(`/api/concepts/${conceptId}/status`, { headers: await headers(manager), data: { event: 'storyboardsApproved' } })).status()).toBe(200);

  const html = zipTemplateSample('640x360-sparkle-summer-video');
  const templateIds = [
    await uploadTemplate(admin, conceptId, html.fileName, Buffer.from(html.zip)),
    await uploadTemplate(admin, conceptId, '1080x1920-e2e-vertical.mp4', CLIP_MP4),
  ];
  for (const id of templateIds) {
    const approved = await manager.request.post(`/api/templates/${id}/approve`, { headers: await headers(manager), data: {} });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  await admin.context().close();
  await manager.context().close();
  return { conceptId, templateIds };
}

const treesOf = async (page: Page, campaignId: string) =>
  (await (await page.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json()).trees as { _id: string; platform: string; format: string }[];

/** The self-service manager (signed in on `page`) with a campaign of the video concept: its ad server and Meta single video trees. */
export async function videoCampaign(browser: Browser, page: Page, label: string): Promise<{ google: TreeRef; facebook: TreeRef }> {
  const { conceptId, templateIds } = await videoConcept(browser);
  await signIn(page, MANAGER);
  const day = germanyDay;
  const concept = (await (await page.request.get('/api/concepts')).json()).results.find((c: { _id: string }) => c._id === conceptId) as { nodeIds: string[] };
  const created = await page.request.post('/api/campaigns', {
    headers: await headers(page),
    data: { name: `${label} ${Date.now().toString(36)}`, businessNodeId: concept.nodeIds[0], conceptId, templateIds, platform: 'google', flightDates: { start: day(0), end: day(30) }, today: day(0) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { _id: string })._id;
  let trees: Awaited<ReturnType<typeof treesOf>> = [];
  await expect.poll(async () => (trees = await treesOf(page, campaignId)).length, { timeout: 30_000 }).toBe(2);
  const of = (platform: string) => {
    const tree = trees.find((t) => t.platform === platform)!;
    return { campaignId, treeId: tree._id, url: `/campaigns/${campaignId}/personalize/${tree._id}` };
  };
  expect(trees.find((t) => t.platform === 'facebook')!.format).toBe('singleVideo');
  return { google: of('google'), facebook: of('facebook') };
}
