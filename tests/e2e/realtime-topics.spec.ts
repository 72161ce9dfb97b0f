/**
 * The campaign topic and Meta previews in Chromium against `npm start`: two users' browsers on a seeded Meta campaign
 * subscribe over their sockets, one asks for screenshots and both hear 'screenshot-status' (the time from the call to
 * each browser is printed, not asserted); a user of another partner is refused and hears nothing; a Meta preview of
 * each shape is framed by the app from the embedded Meta (the fixture fails on any CSP violation).
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test, type Page } from './fixtures';
import { csrf, signIn } from './helpers';

const SEEDED_META = 'Sparkle Zero US - Dynamic Retargeting';

async function campaignIdByName(page: Page, name: string): Promise<string> {
  const answer = await (await page.request.get(`/api/campaigns?search=${encodeURIComponent(name)}`)).json();
  return (answer.items as { _id: string; name: string }[]).find((c) => c.name === name)!._id;
}

/** Opens the page's own socket and subscribes to the topic; resolves with the server's answer. */
const subscribe = (page: Page, topic: string) =>
  page.evaluate(
    (topic) =>
      new Promise<string>((resolve) => {
        const w = window as unknown as { heard: { at: number; event: string }[] };
        w.heard = [];
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/ws`);
        ws.onmessage = (m) => {
          const d = JSON.parse(m.data);
          if (d.source === 'realtime') resolve(d.event);
          else w.heard.push({ at: Date.now(), event: d.event });
        };
        ws.onopen = () => ws.send(JSON.stringify({ action: 'subscribe', topic }));
      }),
    topic,
  );
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: { at: number; event: string }[] }).heard);

test('two browsers on a campaign hear its events; another partner is refused; Meta previews are framed from Meta', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'selfservicemanager@demo.test');
  const second = await (await browser.newContext()).newPage();
  await signIn(second, 'selfserviceadmin@demo.test');
  const outsider = await (await browser.newContext()).newPage();
  await signIn(outsider, 'other-admin@demo.test');

  const campaignId = await campaignIdByName(page, SEEDED_META);
  const { trees } = await (await page.request.get(`/api/campaigns/${campaignId}/personalize/trees`)).json();
  const tree = trees.find((t: { platform: string }) => t.platform === 'facebook');
  const topic = `campaign:${campaignId}`;
  expect(await subscribe(page, topic)).toBe('topic-subscribed');
  expect(await subscribe(second, topic)).toBe('topic-subscribed');
  expect(await subscribe(outsider, topic)).toBe('topic-refused');

  const { variants } = await (await page.request.get(`/api/campaigns/${campaignId}/personalize/${tree._id}/variants`)).json();
  const token = await csrf(page);
  const sent = Date.now();
  const status = await page.evaluate(
    async ({ url, token, formatIds }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify({ formatIds }) })).status,
    { url: `/api/campaigns/${campaignId}/personalize/${tree._id}/formats/screenshots`, token, formatIds: variants[0].allVariantFormatIds },
  );
  expect(status).toBe(202);
  await expect.poll(async () => (await heard(second)).filter((h) => h.event === 'screenshot-status').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const [a, b] = await Promise.all([heard(page), heard(second)]);
  console.log(`[figure] formats/screenshots call -> 'screenshot-status' (progress): asking browser ${a[0]!.at - sent} ms, second browser ${b[0]!.at - sent} ms; finished: ${a.at(-1)!.at - sent} / ${b.at(-1)!.at - sent} ms`);
  expect(await heard(outsider)).toEqual([]);

  const meta = await (await page.request.get(`/api/campaigns/${campaignId}/personalize/${tree._id}/bulk/creatives/meta?ids=${variants[0]._id}`)).json();
  const media = meta.creatives[0].media as string;
  const values = { primaryText: 'Summer tastes like Sparkle Zero', headline: 'Zero sugar, all summer', websiteURL: 'https://sparkle.example', callToAction: 'shop now', media, card1Image: media, card1Headline: 'Lemon', card2Image: media, card2Headline: 'Lime' };
  for (const [format, carousel] of [['square', false], ['vertical', false], ['horizontal', false], ['square', true]] as const) {
    const body = { values, advertiserId: meta.advertiserId, pageId: meta.pageId, format, height: 400, width: 505, isDynamicVariation: false };
    const answer = await (await page.request.post(`/api/facebook/preview${carousel ? '/carousel' : ''}`, { data: body, headers: { 'x-csrf-token': token } })).json();
    await page.evaluate(({ src, width, height }) => {
      document.body.innerHTML = '';
      const frame = document.createElement('iframe');
      Object.assign(frame, { src, width: String(width), height: String(height), title: 'Meta preview' });
      document.body.appendChild(frame);
    }, answer);
    const frame = page.frameLocator('iframe[title="Meta preview"]');
    await expect(frame.getByText('Sponsored')).toBeVisible();
    await expect(frame.getByText(carousel ? 'Lemon' : 'Zero sugar, all summer')).toBeVisible();
    await page.screenshot({ path: join(tmpdir(), `marquee-e2e-meta-preview-${format}${carousel ? '-carousel' : ''}.png`) });
  }
});
