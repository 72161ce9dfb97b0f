/**
 * Meta previews (001 7 'Meta previews') through the gateway and the real Meta SDK against the embedded simulator:
 * single image, single video and carousel in the three orientations, the iframe page the browser loads, what cannot be
 * previewed, Meta's errors as clear answers, and the ad account and page of a node the caller may read only.
 */
import { SIM_META_TOKEN } from '@infra/local/ad-platforms-simulator/accounts';
import { call, signIn, type SignedIn } from './client';

let ssa: SignedIn;
let other: SignedIn;
let reviewer: SignedIn;

beforeAll(async () => {
  [ssa, other, reviewer] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('other-admin@demo.test'), signIn('reviewer@demo.test')]);
});

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

const EMEA = '1029384756';
const PAGE = '104857392011';
const values = {
  primaryText: 'Summer tastes like <Sparkle Zero>',
  headline: 'Zero sugar, all summer',
  description: 'Ice cold in every store',
  websiteURL: 'https://sparkle.example/summer',
  displayLink: 'sparkle.example',
  callToAction: 'shop now',
  media: 'https://cdn.example/square.png',
};
const cards = {
  card1Image: 'https://cdn.example/c1.png', card1Headline: 'Lemon', card1WebsiteUrl: 'https://sparkle.example/lemon',
  card2Image: 'https://cdn.example/c2.png', card2Headline: 'Lime', card2Description: 'Sharp',
  card3Image: 'https://cdn.example/c3.png', card3Headline: 'Berry',
};
const preview = (who: SignedIn, body: object, carousel = false) => call('POST', `/api/facebook/preview${carousel ? '/carousel' : ''}`, { cookie: who.cookie, csrf: who.csrf, body });
const base = { advertiserId: EMEA, pageId: PAGE, height: 400, width: 505, isDynamicVariation: false };

async function page(src: string) {
  const res = await fetch(src);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

describe('POST facebook/preview', () => {
  it.each([
    ['square', 'MOBILE_FEED_STANDARD'],
    ['vertical', 'FACEBOOK_STORY_MOBILE'],
    ['horizontal', 'DESKTOP_FEED_STANDARD'],
  ] as const)('answers Meta\'s iframe of a single image, %s (%s), that the browser loads', async (format, adFormat) => {
    const res = await preview(ssa, { ...base, values, format });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ src: expect.stringMatching(new RegExp(`^${sim()}/meta/ads/api/preview_iframe\\.php\\?d=[\\w-]+&t=[\\w-]+$`)), height: 400, width: 505 });
    const shown = await page(res.body.src);
    expect(shown).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(shown.html).toContain(`data-ad-format="${adFormat}"`);
    for (const text of ['Sparkle Zero', 'Sponsored', 'Summer tastes like &#60;Sparkle Zero&#62;', 'Zero sugar, all summer', 'Ice cold in every store', 'sparkle.example', 'Shop now', 'https://cdn.example/square.png']) expect(shown.html).toContain(text);
    expect(shown.html).not.toContain('<Sparkle Zero>');
  });

  it('takes the orientation\'s own image before media, and the page of the node when none is given', async () => {
    const res = await preview(ssa, { ...base, pageId: undefined, values: { ...values, verticalImage: 'https://cdn.example/vertical.png' }, format: 'vertical' });
    expect(res.status).toBe(200);
    expect((await page(res.body.src)).html).toContain('https://cdn.example/vertical.png');
  });

  it("shows a template-based single image with its format's screenshot, and only a screenshot of the caller's partner", async () => {
    const key = `v2/partners/${ssa.user.partnerId}/campaigns/0123456789abcdef01234567/preview/thumbnails/v1/f1.png`;
    const res = await preview(ssa, { ...base, values: { ...values, media: '' }, thumbnail: key, format: 'square' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html = (await page(res.body.src)).html;
    // its signed address on the user-content origin (the token names the folder, the path the file)
    expect(html).toMatch(/src="https?:\/\/[^"]+\/[\w.-]+\/f1\.png"/);
    const foreign = key.replace(ssa.user.partnerId, '0123456789abcdef01234567');
    expect(await preview(ssa, { ...base, values: { ...values, media: '' }, thumbnail: foreign, format: 'square' })).toMatchObject({ status: 422, body: { message: 'Preview not available.' } });
  });

  it('previews a single video with its thumbnail', async () => {
    const res = await preview(ssa, { ...base, values: { ...values, media: '' }, videoId: '998877665544', thumbnail: 'https://cdn.example/poster.jpg', visibleType: 'video', format: 'square' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { html } = await page(res.body.src);
    expect(html).toContain('https://cdn.example/poster.jpg');
    expect(html).toContain('aria-label="Play video"');
    expect(html).toContain('Zero sugar, all summer');
  });

  it('answers Meta\'s HTML as a string for a dynamic variation', async () => {
    const res = await preview(ssa, { ...base, values, format: 'square', isDynamicVariation: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/meta\/ads\/api\/preview_iframe\.php\?d=[\w-]+&amp;t=[\w-]+" width="505" height="400"/);
  });

  it("answers 'Preview not available.' without media, without a video, and asks Meta nothing", async () => {
    expect(await preview(ssa, { ...base, values: { ...values, media: '' }, format: 'square' })).toMatchObject({ status: 422, body: { message: 'Preview not available.' } });
    expect(await preview(ssa, { ...base, values, visibleType: 'video', format: 'square' })).toMatchObject({ status: 422, body: { message: 'Preview not available.' } });
  });

  it("answers Meta's refusals clearly: an expired token 422, the rate limit 429, a link Meta requires 422", async () => {
    await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_META_TOKEN, fault: 'expired' }) });
    expect(await preview(ssa, { ...base, values, format: 'square' })).toMatchObject({
      status: 422,
      body: { message: "Meta refused the token of the publishing settings: it is invalid or has expired. Enter a new one in the business node's publishing settings." },
    });
    await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_META_TOKEN, fault: 'rate-limit' }) });
    const limited = await preview(ssa, { ...base, values, format: 'square' });
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too Many Requests' } });
    expect(limited.headers.get('retry-after')).toBe('60');
    await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
    expect(await preview(ssa, { ...base, values: { ...values, websiteURL: '' }, format: 'square' })).toMatchObject({ status: 422, body: { message: 'Meta refused the request' } });
  });

  it("uses only the ad account and page of a node the caller may read; other roles may not preview", async () => {
    expect(await preview(other, { ...base, values, format: 'square' })).toMatchObject({ status: 422, body: { message: "Meta has no ad account 1029384756 that the publishing settings can read. Check the business node's publishing settings." } });
    expect(await preview(ssa, { ...base, pageId: '209384756120', values, format: 'square' })).toMatchObject({ status: 422, body: { message: "Meta has no page 209384756120 that the publishing settings can read. Check the business node's publishing settings." } });
    expect(await preview(ssa, { ...base, advertiserId: undefined, values, format: 'square' })).toMatchObject({ status: 422, body: { message: 'The publishing settings of this business node have no Meta ad account' } });
    expect(await preview(reviewer, { ...base, values, format: 'square' })).toMatchObject({ status: 403 });
    expect(await preview(ssa, { ...base, values, format: 'round' })).toMatchObject({ status: 422 });
  });
});

describe('POST facebook/preview/carousel', () => {
  it('answers the carousel with its cards in order and the shared call to action', async () => {
    const res = await preview(ssa, { ...base, values: { ...values, media: '', ...cards }, format: 'square' }, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { html } = await page(res.body.src);
    expect(html.match(/class="card"/g)).toHaveLength(3);
    expect(html.indexOf('Lemon')).toBeLessThan(html.indexOf('Lime'));
    expect(html.indexOf('Lime')).toBeLessThan(html.indexOf('Berry'));
    expect(html).toContain('Sharp');
    expect(html).toContain('Shop now');
  });

  it("answers 'Preview not available.' with fewer than 2 cards", async () => {
    expect(await preview(ssa, { ...base, values: { ...values, card1Image: cards.card1Image }, format: 'square' }, true)).toMatchObject({ status: 422, body: { message: 'Preview not available.' } });
  });
});
