/**
 * The Meta publishing adapter (channel facebook; deliveries FACEBOOK_DIRECT and FACEBOOK_DCM_TRACKING). Each creative
 * becomes, in the node's ad account: its media (adimages from the rendered creative or the orientation's image;
 * advideos by `file_url` for a video, published only once Meta says it is ready), one ad creative (single image, single
 * video, carousel of 2 to 10 cards, or dynamic image / video as an asset feed) and one ad per Meta ad set of its
 * variant's user segments, ACTIVE when the variant is on and PAUSED when it is off. The rules are pure
 * (shared/domain/meta-publishing.ts); this file fetches, uploads and reports.
 *
 * No double publish: each ad's name ends with ` #<reference>` of the item's publish record key, and the ad set is
 * asked for it first; a video is uploaded under that reference as its title and found again on the next try.
 * A video Meta is still processing answers In-Queue 'Some variation videos are still uploading' (the publisher tries
 * again); 'Buy Now' goes out as 'Shop now' with the catalogue's warning.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { fillMessage, MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import {
  mediaValue,
  metaAdName,
  metaCallToAction,
  metaCards,
  metaCreativeSpec,
  metaFields,
  metaOrientationLabel,
  metaOrientationOf,
  metaPublishErrors,
  metaShapeOf,
  metaVideoUploadStatus,
  dynamicMedia,
  type MetaShape,
} from '@shared/domain/meta-publishing';
import { metaTargetOf, type MetaTarget } from '@functions/personalize/public';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { publishEvent } from '@functions/lib/realtime';
import { GraphRefusal, metaGraph, type MetaGraph } from './meta-graph';
import { PublishChannelError, type PublishAdapter, type PublishContext, type PublishItem, type PublishItemResult } from './port';

const EVENTS = NOTIFICATION_EVENTS.meta;

/** How often and how far apart a new video's status is read before the creative waits for the next try. */
export const VIDEO_STATUS_READS = 3;
export const VIDEO_STATUS_WAIT_MS = 500;
/** How long Meta may take to fetch a video from its signed address. */
const VIDEO_URL_TTL_S = 6 * 3600;

/** The publish record's key, short: the reference an ad's name and a video's title carry. */
export const publishReference = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 12);

/** A files-bucket key (not a template's relative path, not an address). */
const isFileKey = (value: string | undefined): value is string => Boolean(value && value.startsWith('v2/') && !value.includes('..'));

export interface MetaAdapterDeps {
  graph: () => MetaGraph;
  target: (campaignId: string, item: PublishItem) => Promise<MetaTarget | null>;
  signedUrl: (key: string) => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  warn: (campaignId: string, event: string, payload: Record<string, unknown>) => Promise<void>;
}

const defaults: MetaAdapterDeps = {
  graph: (() => {
    let made: MetaGraph | undefined;
    return () => (made ??= metaGraph());
  })(),
  target: (campaignId, item) => metaTargetOf(campaignId, item.creativeId, item.variantId),
  signedUrl: (key) => getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.filesBucket, Key: key }), { expiresIn: VIDEO_URL_TTL_S }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  warn: (campaignId, event, payload) => publishEvent({ topic: `campaign:${campaignId}` }, { source: NOTIFICATION_SOURCES.meta, event, payload }),
};

/** The ad server's click tracker around the destination (FACEBOOK_DCM_TRACKING): Campaign Manager 360 counts the click, then redirects. */
export function dcmTrackedLink(networkId: string, advertiserId: string | undefined, reference: string, url: string): string {
  return `https://ad.doubleclick.net/ddm/trackclk/N${networkId}.${advertiserId ?? networkId}/B${reference};dc_trk_aid=${reference};dc_trk_cid=${reference};dc_lat=;dc_rdid=;tag_for_child_directed_treatment=;tfua=?${url}`;
}

export function metaAdapter(deps: MetaAdapterDeps = defaults): PublishAdapter {
  return {
    channel: 'facebook',
    async publish(ctx, items) {
      const account = ctx.settings.text.facebookAdAccountId;
      if (!account) throw new PublishChannelError(fillMessage(MESSAGES.adPlatformNotConfigured, { what: 'Meta ad account' }));
      const tracking = ctx.delivery === 'FACEBOOK_DCM_TRACKING';
      if (tracking && !ctx.settings.text.dcmNetworkId) throw new PublishChannelError(fillMessage(MESSAGES.adPlatformNotConfigured, { what: 'DCM network id' }));
      const results: PublishItemResult[] = [];
      // one at a time: Meta counts calls per ad account
      for (const item of items) results.push(await publishOne(deps, ctx, account, item));
      return results;
    },
  };
}

async function publishOne(deps: MetaAdapterDeps, ctx: PublishContext, account: string, item: PublishItem): Promise<PublishItemResult> {
  const done = (status: PublishItemResult['status'], extra: Omit<PublishItemResult, 'creativeId' | 'status'> = {}): PublishItemResult => ({ creativeId: item.creativeId, status, ...extra });
  const target = await deps.target(ctx.campaign.id, item);
  const shape: MetaShape = metaShapeOf(target?.treeFormat ?? item.format);
  const orientation = metaOrientationOf(item.format);
  const values = item.values;
  const fields = metaFields(values);
  const cards = shape === 'carousel' ? metaCards(values) : [];
  const video = shape === 'video' || shape === 'dynamicVideo';
  const single = shape === 'image' ? (item.files.screenshot ?? mediaValue(values, 'Image', orientation)) : shape === 'video' ? (item.files.video ?? mediaValue(values, 'Video', orientation)) : undefined;
  const dynamic = shape === 'dynamicImage' || shape === 'dynamicVideo' ? dynamicMedia(values, video ? 'Video' : 'Image').map((m) => m.value) : [];
  const media = shape === 'carousel' ? cards.map((c) => c.image) : single ? [single] : dynamic;
  const pageId = ctx.settings.text.facebookPageId;
  const errors = metaPublishErrors({ shape, pageId, fields, hasMedia: media.length > 0 && media.every(isFileKey), cards });
  if (errors.length) {
    if (!pageId) await deps.warn(ctx.campaign.id, EVENTS.pageIdMissing, { creativeId: item.creativeId, name: item.name });
    else if (errors.includes(NOTIFICATION_TEXTS.mediaNotSpecified)) await deps.warn(ctx.campaign.id, EVENTS.mediaNotSpecified, { creativeId: item.creativeId, name: item.name });
    else if (errors.includes(NOTIFICATION_TEXTS.noVideoToUpload)) await deps.warn(ctx.campaign.id, EVENTS.noVideoToUpload, { creativeId: item.creativeId, name: item.name });
    return done('Error', { message: errors.join(' · ') });
  }
  if (!target?.adSetIds.length) return done('Error', { message: MESSAGES.metaNoAdSet });

  const graph = deps.graph();
  const reference = publishReference(ctx.idempotencyKey(item));
  const adName = metaAdName(item.name, reference);
  const cta = metaCallToAction(fields.callToAction);
  const warning = cta?.replacedBuyNow ? NOTIFICATION_TEXTS.buyNowUnsupported : undefined;
  try {
    // a previous try may have made some of the ads already
    const existing = new Map<string, string>();
    for (const adSetId of target.adSetIds) {
      const found = await graph.findAd(adSetId, reference);
      if (found) existing.set(adSetId, found);
    }
    const missing = target.adSetIds.filter((id) => !existing.has(id));
    if (!missing.length) return done('Published', { platformId: [...existing.values()].join(','), ...(warning ? { message: warning } : {}) });

    const hashes = new Map<string, string>();
    const videos = new Map<string, { id: string; thumbnailUrl?: string }>();
    for (const [i, value] of media.entries()) {
      if (video) {
        const title = `${adName.slice(0, 200)} ${i + 1}`;
        const id = (await graph.findVideo(account, title)) ?? (await graph.uploadVideo(account, await deps.signedUrl(value), title));
        const state = await videoState(deps, graph, id);
        const label = metaOrientationLabel(shape === 'video' ? orientation : (dynamicMedia(values, 'Video')[i]?.orientation ?? orientation));
        if (state.status === 'Upload failed' || state.status === 'URL failed') {
          await deps.warn(ctx.campaign.id, EVENTS.videoUploadFailed, { creativeId: item.creativeId, name: item.name, status: state.status });
          return done('Error', { message: `${NOTIFICATION_TEXTS.metaVideoUploadFailed} (${fillMessage(MESSAGES.metaVideoStillUploading, { format: label, status: state.status })})` });
        }
        if (state.status !== 'ready') return done('In-Queue', { message: `${NOTIFICATION_TEXTS.videosStillUploading} (${fillMessage(MESSAGES.metaVideoStillUploading, { format: label, status: state.status })})` });
        videos.set(value, { id, thumbnailUrl: state.picture });
      } else if (!hashes.has(value)) {
        hashes.set(value, await graph.uploadImage(account, await ctx.readFile(value), `${reference}-${i + 1}.${value.toLowerCase().endsWith('.jpg') || value.toLowerCase().endsWith('.jpeg') ? 'jpg' : 'png'}`));
      }
    }
    const { dcmNetworkId, dcmAdvertiserId } = ctx.settings.text;
    const link = (url: string) => (ctx.delivery === 'FACEBOOK_DCM_TRACKING' && dcmNetworkId ? dcmTrackedLink(dcmNetworkId, dcmAdvertiserId, reference, url) : url);
    const spec = metaCreativeSpec(
      { shape, orientation, pageId: pageId!, instagramAccountId: ctx.settings.text.instagramAccountId, values, media: single, link },
      { imageHash: (v) => hashes.get(v)!, video: (v) => videos.get(v)! },
    );
    const creativeId = await graph.createCreative(account, { name: adName, ...spec });
    const status = target.enabled ? 'ACTIVE' : 'PAUSED';
    for (const adSetId of missing) existing.set(adSetId, await graph.createAd(account, { name: adName, adSetId, creativeId, status }));
    if (warning) await deps.warn(ctx.campaign.id, EVENTS.buyNowUnsupported, { creativeId: item.creativeId, name: item.name });
    return done('Published', { platformId: [...existing.values()].join(','), ...(warning ? { message: warning } : {}) });
  } catch (err) {
    if (err instanceof GraphRefusal) return done('Error', { message: err.message });
    throw err;
  }
}

async function videoState(deps: MetaAdapterDeps, graph: MetaGraph, id: string) {
  let read = await graph.video(id);
  for (let i = 1; i < VIDEO_STATUS_READS && metaVideoUploadStatus(read.status, true) !== 'ready' && !metaVideoUploadStatus(read.status, true).endsWith('failed'); i++) {
    await deps.sleep(VIDEO_STATUS_WAIT_MS);
    read = await graph.video(id);
  }
  return { status: metaVideoUploadStatus(read.status, true), picture: read.picture };
}
