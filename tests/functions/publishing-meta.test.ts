/**
 * The Meta publishing adapter against the embedded simulator's Graph write side (facebook-nodejs-business-sdk):
 * what reaches Meta (read back from the simulator: ad, ad creative, image hash), the field mapping of 001 3, carousel
 * limits, 'Buy Now' -> 'Shop now' with the warning, the video upload statuses, the catalogue's refusals, a redelivery
 * that makes no second ad, and the platform's faults (rate limit retried, expired token a failure of the channel).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { metaAdapter, publishReference, type MetaAdapterDeps } from '@functions/publishing/adapters/meta';
import { metaGraph } from '@functions/publishing/adapters/meta-graph';
import { PublishChannelError, PublishRetryableError, type PublishContext, type PublishItem } from '@functions/publishing/adapters/port';
import type { MetaTarget } from '@functions/personalize/public';
import { SIM_META_TOKEN } from '@infra/local/ad-platforms-simulator/accounts';
import { MESSAGES } from '@shared/messages';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
const ACCOUNT = '1029384756';
const PAGE = '104857392011';
const AD_SETS = ['120210000000001011', '120210000000001012'];
const run = randomBytes(4).toString('hex');

let png: Buffer;
let files: Map<string, Buffer>;
let videoServer: Server;
let videoBase = '';
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  png = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#0b3d91' } }).png().toBuffer();
  files = new Map([
    ['v2/partners/p/campaigns/c/screenshots/square.png', png],
    ['v2/partners/p/campaigns/c/assets/a1/card1.png', await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#ff0000' } }).png().toBuffer()],
    ['v2/partners/p/campaigns/c/assets/a2/card2.png', await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#00ff00' } }).png().toBuffer()],
    ['v2/partners/p/campaigns/c/assets/a3/card3.png', await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#0000ff' } }).png().toBuffer()],
  ]);
  // Meta fetches a video from its file_url: these stand for the files bucket's signed addresses
  videoServer = createServer((req, res) => {
    if (req.url?.endsWith('/clip.mp4')) return res.writeHead(200, { 'content-type': 'video/mp4' }).end(MP4);
    if (req.url?.endsWith('/notes.mp4')) return res.writeHead(200, { 'content-type': 'video/mp4' }).end('just some text');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => videoServer.listen(0, '127.0.0.1', resolve));
  videoBase = `http://127.0.0.1:${(videoServer.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => videoServer.close(resolve));
});

async function control(path: string, body: unknown) {
  const res = await fetch(`${sim()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}
afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
  await control('/__simulator/meta/video-processing', { reads: 1 });
});

/** A Graph read of the simulator, as Meta's Ads Manager would show it. */
async function graphGet(path: string, params: Record<string, string> = {}) {
  const url = new URL(`${sim()}/meta/v24.0/${path}`);
  url.searchParams.set('access_token', SIM_META_TOKEN);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return (await (await fetch(url)).json()) as Record<string, unknown> & { data?: Record<string, unknown>[] };
}

const adsOf = async (adSetId: string, reference: string) =>
  (await graphGet(`${adSetId}/ads`, { fields: 'id,name,status,creative,adset_id', filtering: JSON.stringify([{ field: 'name', operator: 'CONTAIN', value: `#${reference}` }]) })).data ?? [];

const warnings: { event: string; payload: Record<string, unknown> }[] = [];
function deps(target: Partial<MetaTarget> | null = {}): MetaAdapterDeps {
  return {
    graph: () => metaGraph(async () => SIM_META_TOKEN, `${sim()}/meta`),
    target: async (_c, item) => (target === null ? null : { variantId: 'v1', variantName: 'Variant', treeFormat: 'singleImage', enabled: true, adSetIds: [AD_SETS[0]!], ...target, ...(item.variantId === 'paused' ? { enabled: false } : {}) }),
    signedUrl: async (key) => `${videoBase}/${key}`,
    sleep: async () => undefined,
    warn: async (_campaignId, event, payload) => {
      warnings.push({ event, payload });
    },
  };
}

function context(overrides: Partial<PublishContext> = {}, text: Record<string, string> = {}): PublishContext {
  return {
    channel: 'facebook',
    campaign: { id: 'c'.repeat(24), partnerId: 'p'.repeat(24), name: 'Sparkle Zero DE - Social Launch', platform: 'facebook' },
    delivery: 'FACEBOOK_DIRECT',
    settings: { nodeId: 'n'.repeat(24), text: { facebookAdAccountId: ACCOUNT, facebookPageId: PAGE, ...text }, tokens: {} },
    idempotencyKey: (item) => `${run}#${item.creativeId}#${item.version}#facebook`,
    readFile: async (key) => {
      const file = files.get(key);
      if (!file) throw new Error(`no file ${key}`);
      return file;
    },
    ...overrides,
  };
}

const FIELDS = { primaryText: 'Zero sugar, all summer.', headline: 'Summer tastes like Sparkle Zero', description: 'Ice cold, zero sugar', websiteURL: 'https://sparkle.example/zero', displayLink: 'sparkle.example', callToAction: 'Learn more' };
let serial = 0;
const item = (over: Partial<PublishItem> = {}): PublishItem => ({
  creativeId: String(++serial).padStart(24, '0'),
  version: '3',
  name: 'Summer Splash - Learn more',
  format: 'square',
  values: { ...FIELDS },
  files: { screenshot: 'v2/partners/p/campaigns/c/screenshots/square.png' },
  ...over,
});

describe('single image', () => {
  it('uploads the rendered creative, makes one ad creative with the publishing fields and an ACTIVE ad in the variant ad set; a redelivery makes no second ad', async () => {
    const creative = item();
    const [result] = await metaAdapter(deps()).publish(context(), [creative]);
    expect(result).toMatchObject({ creativeId: creative.creativeId, status: 'Published' });
    const reference = publishReference(`${run}#${creative.creativeId}#3#facebook`);
    const ads = await adsOf(AD_SETS[0]!, reference);
    expect(ads).toHaveLength(1);
    expect(ads[0]).toMatchObject({ id: result!.platformId, name: `Summer Splash - Learn more #${reference}`, status: 'ACTIVE', adset_id: AD_SETS[0] });
    const spec = (await graphGet((ads[0]!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as Record<string, Record<string, unknown>>;
    expect(spec.page_id).toBe(PAGE);
    expect(spec.link_data).toEqual({
      image_hash: createHash('md5').update(png).digest('hex'),
      message: 'Zero sugar, all summer.',
      link: 'https://sparkle.example/zero',
      name: 'Summer tastes like Sparkle Zero',
      description: 'Ice cold, zero sugar',
      caption: 'sparkle.example',
      call_to_action: { type: 'LEARN_MORE', value: { link: 'https://sparkle.example/zero' } },
    });

    const again = await metaAdapter(deps()).publish(context(), [creative]);
    expect(again).toEqual([{ creativeId: creative.creativeId, status: 'Published', platformId: result!.platformId }]);
    expect(await adsOf(AD_SETS[0]!, reference)).toHaveLength(1);
  });

  it("reads Meta's own field names, makes one ad per ad set, PAUSED when the variant is off, and keeps the ad name within 256", async () => {
    const values = { Text: 'Primary from Meta names', Headline: 'Meta headline', 'Website URL': 'https://sparkle.example/meta', 'Call to Action': 'Sign up', squareImage: 'v2/partners/p/campaigns/c/assets/a1/card1.png' };
    const creative = item({ values, files: {}, name: 'N'.repeat(300), variantId: 'paused' });
    const [result] = await metaAdapter(deps({ adSetIds: AD_SETS })).publish(context(), [creative]);
    expect(result!.status).toBe('Published');
    expect(result!.platformId!.split(',')).toHaveLength(2);
    const reference = publishReference(`${run}#${creative.creativeId}#3#facebook`);
    for (const adSet of AD_SETS) {
      const [ad] = await adsOf(adSet, reference);
      expect(ad).toMatchObject({ status: 'PAUSED' });
      expect(String(ad!.name)).toHaveLength(256);
      const spec = (await graphGet((ad!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as { link_data: Record<string, unknown> };
      expect(spec.link_data).toMatchObject({ message: 'Primary from Meta names', name: 'Meta headline', link: 'https://sparkle.example/meta', call_to_action: { type: 'SIGN_UP' } });
    }
  });

  it("publishes 'Buy Now' as 'Shop now' with the catalogue's warning", async () => {
    warnings.length = 0;
    const creative = item({ values: { ...FIELDS, callToAction: 'Buy Now' } });
    const [result] = await metaAdapter(deps()).publish(context(), [creative]);
    expect(result).toMatchObject({ status: 'Published', message: "The 'Buy Now' call to action is not supported by Meta: replace it with 'Shop now'" });
    expect(warnings).toEqual([{ event: 'buy-now-unsupported', payload: { creativeId: creative.creativeId, name: creative.name } }]);
    const [ad] = await adsOf(AD_SETS[0]!, publishReference(`${run}#${creative.creativeId}#3#facebook`));
    const spec = (await graphGet((ad!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as { link_data: { call_to_action: { type: string } } };
    expect(spec.link_data.call_to_action.type).toBe('SHOP_NOW');
  });

  it('wraps the links in the ad server click tracker for FACEBOOK_DCM_TRACKING, and refuses that delivery without a DCM network', async () => {
    const creative = item();
    const [result] = await metaAdapter(deps()).publish(context({ delivery: 'FACEBOOK_DCM_TRACKING' }, { dcmNetworkId: '1122334', dcmAdvertiserId: '8012345' }), [creative]);
    expect(result!.status).toBe('Published');
    const reference = publishReference(`${run}#${creative.creativeId}#3#facebook`);
    const [ad] = await adsOf(AD_SETS[0]!, reference);
    const spec = (await graphGet((ad!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as { link_data: { link: string; caption: string } };
    expect(spec.link_data.link).toBe(`https://ad.doubleclick.net/ddm/trackclk/N1122334.8012345/B${reference};dc_trk_aid=${reference};dc_trk_cid=${reference};dc_lat=;dc_rdid=;tag_for_child_directed_treatment=;tfua=?https://sparkle.example/zero`);
    expect(spec.link_data.caption).toBe('sparkle.example');
    await expect(metaAdapter(deps()).publish(context({ delivery: 'FACEBOOK_DCM_TRACKING' }), [item()])).rejects.toThrow('The publishing settings of this business node have no DCM network id');
  });

  it("refuses in the catalogue's words: no page, no image, missing required fields, a URL without protocol, no ad set", async () => {
    warnings.length = 0;
    const noPage = item();
    const results = await metaAdapter(deps()).publish(context({}, { facebookPageId: '' }), [noPage]);
    expect(results[0]).toMatchObject({ status: 'Error', message: 'Meta page id is not defined for the variation' });
    expect(warnings.map((w) => w.event)).toEqual(['page-id-missing']);
    const [noImage] = await metaAdapter(deps()).publish(context(), [item({ files: {} })]);
    expect(noImage).toMatchObject({ status: 'Error', message: 'Image or video is not specified' });
    const [missing] = await metaAdapter(deps()).publish(context(), [item({ values: { headline: 'Only a headline', websiteURL: 'sparkle.example/zero' } })]);
    expect(missing).toMatchObject({ status: 'Error', message: ['Primary text is required', 'Call to action is required', MESSAGES.urlNeedsProtocol].join(' · ') });
    const [noAdSet] = await metaAdapter(deps({ adSetIds: [] })).publish(context(), [item()]);
    expect(noAdSet).toMatchObject({ status: 'Error', message: 'The variation has no Meta ad set: add a Meta Ad Set user segment' });
  });
});

describe('carousel and dynamic image', () => {
  const cards = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        [`card${i + 1}Image`, `v2/partners/p/campaigns/c/assets/a${(i % 3) + 1}/card${(i % 3) + 1}.png`],
        [`card${i + 1}Headline`, `Card ${i + 1}`],
        [`card${i + 1}WebsiteUrl`, `https://sparkle.example/card${i + 1}`],
      ]).flat(),
    );

  it('publishes 3 cards as child attachments and refuses 1 or 11 cards', async () => {
    const creative = item({ values: { ...FIELDS, ...cards(3) }, files: {} });
    const carousel = deps({ treeFormat: 'carousel' });
    const [result] = await metaAdapter(carousel).publish(context(), [creative]);
    expect(result!.status).toBe('Published');
    const [ad] = await adsOf(AD_SETS[0]!, publishReference(`${run}#${creative.creativeId}#3#facebook`));
    const spec = (await graphGet((ad!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as { link_data: { child_attachments: Record<string, unknown>[]; multi_share_end_card: boolean } };
    expect(spec.link_data.child_attachments.map((c) => [c.name, c.link])).toEqual([
      ['Card 1', 'https://sparkle.example/card1'],
      ['Card 2', 'https://sparkle.example/card2'],
      ['Card 3', 'https://sparkle.example/card3'],
    ]);
    for (const n of [1, 11]) {
      const [refused] = await metaAdapter(carousel).publish(context(), [item({ values: { ...FIELDS, ...cards(n) }, files: {} })]);
      expect(refused).toMatchObject({ status: 'Error', message: 'A carousel needs 2 to 10 cards' });
    }
  });

  it('publishes every orientation of a dynamic image as an asset feed', async () => {
    const values = { ...FIELDS, squareImage: 'v2/partners/p/campaigns/c/assets/a1/card1.png', verticalImage: 'v2/partners/p/campaigns/c/assets/a2/card2.png', horizontalImage: 'v2/partners/p/campaigns/c/assets/a3/card3.png' };
    const creative = item({ values, files: {} });
    const [result] = await metaAdapter(deps({ treeFormat: 'dynamicImage' })).publish(context(), [creative]);
    expect(result!.status).toBe('Published');
    const [ad] = await adsOf(AD_SETS[0]!, publishReference(`${run}#${creative.creativeId}#3#facebook`));
    const feed = (await graphGet((ad!.creative as { id: string }).id, { fields: 'asset_feed_spec' })).asset_feed_spec as Record<string, unknown[]>;
    expect(feed.images).toHaveLength(3);
    expect(feed).toMatchObject({ bodies: [{ text: FIELDS.primaryText }], titles: [{ text: FIELDS.headline }], call_to_action_types: ['LEARN_MORE'], ad_formats: ['SINGLE_IMAGE'] });
  });
});

describe('single video', () => {
  const video = (key: string) => item({ format: 'vertical', files: { video: key }, values: { ...FIELDS } });
  const videoDeps = () => deps({ treeFormat: 'singleVideo' });

  it('waits while Meta processes the video (In-Queue, still uploading), then publishes it without uploading it again', async () => {
    await control('/__simulator/meta/video-processing', { reads: 3 });
    const creative = video('v2/partners/p/campaigns/c/rendered-videos/clip.mp4');
    const [waiting] = await metaAdapter(videoDeps()).publish(context(), [creative]);
    expect(waiting).toMatchObject({ status: 'In-Queue', message: 'Some variation videos are still uploading (Vertical video: Processing)' });
    const [published] = await metaAdapter(videoDeps()).publish(context(), [creative]);
    expect(published!.status).toBe('Published');
    const videos = ((await graphGet(`act_${ACCOUNT}/advideos`, { fields: 'id,title,status', limit: '500' })).data ?? []).filter((v) => String(v.title).includes(publishReference(`${run}#${creative.creativeId}#3#facebook`)));
    expect(videos).toHaveLength(1);
    expect(videos[0]!.status).toMatchObject({ video_status: 'ready' });
    const [ad] = await adsOf(AD_SETS[0]!, publishReference(`${run}#${creative.creativeId}#3#facebook`));
    const spec = (await graphGet((ad!.creative as { id: string }).id, { fields: 'object_story_spec' })).object_story_spec as { video_data: Record<string, unknown> };
    expect(spec.video_data).toMatchObject({ video_id: videos[0]!.id, message: FIELDS.primaryText, title: FIELDS.headline, link_description: FIELDS.description, call_to_action: { type: 'LEARN_MORE', value: { link: FIELDS.websiteURL, link_caption: FIELDS.displayLink } } });
  });

  it('reports URL failed and Upload failed as Meta video upload failed, and a video format without a video', async () => {
    warnings.length = 0;
    const [urlFailed] = await metaAdapter(videoDeps()).publish(context(), [video('v2/partners/p/campaigns/c/rendered-videos/missing.mp4')]);
    expect(urlFailed).toMatchObject({ status: 'Error', message: 'Meta video upload failed (Vertical video: URL failed)' });
    const [uploadFailed] = await metaAdapter(videoDeps()).publish(context(), [video('v2/partners/p/campaigns/c/rendered-videos/notes.mp4')]);
    expect(uploadFailed).toMatchObject({ status: 'Error', message: 'Meta video upload failed (Vertical video: Upload failed)' });
    expect(warnings.map((w) => [w.event, w.payload.status])).toEqual([['video-upload-failed', 'URL failed'], ['video-upload-failed', 'Upload failed']]);
    const [none] = await metaAdapter(videoDeps()).publish(context(), [item({ format: 'vertical', files: {} })]);
    expect(none).toMatchObject({ status: 'Error', message: 'The variation has no video to upload' });
  });
});

describe("Meta's faults", () => {
  it('throws a retryable error on the rate limit and a channel error on an expired token, publishing nothing', async () => {
    await control('/__simulator/faults', { token: SIM_META_TOKEN, fault: 'rate-limit' });
    const creative = item();
    await expect(metaAdapter(deps()).publish(context(), [creative])).rejects.toBeInstanceOf(PublishRetryableError);
    await control('/__simulator/faults', { token: SIM_META_TOKEN, fault: 'expired' });
    const expired = await metaAdapter(deps()).publish(context(), [creative]).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(PublishChannelError);
    expect((expired as Error).message).toBe("Meta refused the token of the publishing settings: it is invalid or has expired. Enter a new one in the business node's publishing settings.");
    await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
    expect(await adsOf(AD_SETS[0]!, publishReference(`${run}#${creative.creativeId}#3#facebook`))).toEqual([]);
  });

  it('refuses a node without a Meta ad account for the whole channel', async () => {
    await expect(metaAdapter(deps()).publish(context({}, { facebookAdAccountId: '' }), [item()])).rejects.toThrow('The publishing settings of this business node have no Meta ad account');
  });
});
