/**
 * Publishing a creative to Meta (001 3 'Publishing field names', 001 5, 001 8, 001 9): which Meta format a creative
 * is, its fields read under the publishing names (primaryText, headline, description, websiteURL, displayLink,
 * callToAction; card{N}Image/Headline/Description/WebsiteUrl) or Meta's own (Text, Headline, Call to Action, ...), the
 * checks before anything is sent, the call to action ('Buy Now' is not Meta's: 'Shop now' with the catalogue's
 * warning), the ad name (at most 256), the creative specs (object_story_spec for single image, single video and
 * carousel; asset_feed_spec for dynamic image and video) and the Meta video upload status of Graph's answer.
 * Pure: the media are given as Meta's image hashes and video ids.
 */
import { AD_NAME_MAX_LENGTH } from '../constants';
import { MESSAGES, NOTIFICATION_TEXTS } from '../messages';
import { CAROUSEL_MAX_CARDS, CAROUSEL_MIN_CARDS, urlValueError } from './variant-rules';

export type MetaShape = 'image' | 'video' | 'carousel' | 'dynamicImage' | 'dynamicVideo';
export type MetaOrientation = 'square' | 'vertical' | 'horizontal';
export const META_ORIENTATIONS: readonly MetaOrientation[] = ['square', 'vertical', 'horizontal'];

/** 001 4 'Meta video upload statuses'; 'ready' is a video Meta finished processing. */
export const META_VIDEO_UPLOAD_STATUSES = ['Uploading', 'Upload pending', 'Processing', 'Upload failed', 'URL failed'] as const;
export type MetaVideoUploadStatus = (typeof META_VIDEO_UPLOAD_STATUSES)[number] | 'ready';

/** The format of a creative (variant format or variation: singleImage-square, fbCarousel, dynamicVideo, ...). */
export function metaShapeOf(format: string): MetaShape {
  const f = format.toLowerCase();
  if (f.includes('carousel')) return 'carousel';
  if (f.includes('dynamicvideo')) return 'dynamicVideo';
  if (f.includes('dynamicimage')) return 'dynamicImage';
  if (f.includes('video')) return 'video';
  return 'image';
}

/** The orientation a format names (singleImage-vertical, or the variant format's own 'vertical'); square otherwise. */
export function metaOrientationOf(format: string): MetaOrientation {
  const f = format.toLowerCase();
  return META_ORIENTATIONS.find((o) => f.endsWith(o)) ?? 'square';
}

/** 001 5 'Meta video orientation': width equals height square, greater horizontal, less vertical. */
export const orientationOfSize = (width: number, height: number): MetaOrientation => (width === height ? 'square' : width > height ? 'horizontal' : 'vertical');

type Values = Readonly<Record<string, string | undefined>>;
const first = (values: Values, ...names: string[]) => {
  for (const n of names) {
    const v = values[n]?.trim();
    if (v) return v;
  }
  return undefined;
};

/** A creative's Meta fields: the publishing names first, Meta's own names second. */
export interface MetaFields {
  primaryText?: string;
  headline?: string;
  description?: string;
  websiteURL?: string;
  displayLink?: string;
  callToAction?: string;
}

/**
 * The fields Meta publishing cannot do without (001 3 publishing names, then Meta's own): a Meta template that has none
 * of a field's names makes creatives that cannot be published, so its upload and the campaign form say which.
 */
export const META_REQUIRED_FIELDS = [
  { label: 'Primary text', names: ['primaryText', 'Text', 'Primary text'] },
  { label: 'Website URL', names: ['websiteURL', 'Website URL'] },
  { label: 'Call to action', names: ['callToAction', 'Call to Action', 'CTA'] },
] as const;

/** The required Meta fields (their labels) that none of these field names provides. */
export const missingMetaFields = (fieldNames: readonly string[]): string[] =>
  META_REQUIRED_FIELDS.filter((f) => !f.names.some((n) => fieldNames.includes(n))).map((f) => f.label);

export function metaFields(values: Values): MetaFields {
  return {
    primaryText: first(values, ...META_REQUIRED_FIELDS[0].names),
    headline: first(values, 'headline', 'Headline'),
    description: first(values, 'description', 'News feed link description', 'Description'),
    websiteURL: first(values, ...META_REQUIRED_FIELDS[1].names),
    displayLink: first(values, 'displayLink', 'Display Link'),
    callToAction: first(values, ...META_REQUIRED_FIELDS[2].names),
  };
}

/** The media values of an orientation (squareImage, verticalVideo, ...), then the generic `media`. */
export const mediaValue = (values: Values, kind: 'Image' | 'Video', orientation: MetaOrientation) => first(values, `${orientation}${kind}`, 'media');

/** Every orientation's media of a dynamic creative (asset feed): the ones given. */
export const dynamicMedia = (values: Values, kind: 'Image' | 'Video') =>
  META_ORIENTATIONS.flatMap((o) => (first(values, `${o}${kind}`) ? [{ orientation: o, value: first(values, `${o}${kind}`)! }] : []));

export interface MetaCard {
  n: number;
  image: string;
  headline?: string;
  description?: string;
  websiteUrl?: string;
}

/** card1..card10 that have an image, in order. */
export function metaCards(values: Values): MetaCard[] {
  const cards: MetaCard[] = [];
  for (let n = 1; n <= CAROUSEL_MAX_CARDS + 5; n++) {
    const image = first(values, `card${n}Image`);
    if (image) cards.push({ n, image, headline: first(values, `card${n}Headline`), description: first(values, `card${n}Description`), websiteUrl: first(values, `card${n}WebsiteUrl`) });
  }
  return cards;
}

/** 'shop now' -> SHOP_NOW, 'event RSVP' -> EVENT_RSVP: Meta's call_to_action type. */
export const metaCtaType = (label: string) => label.trim().toUpperCase().replace(/[\s-]+/g, '_');

/** Meta has no 'Buy Now' button: it becomes 'Shop now' and the user is warned (catalogue: meta buy-now-unsupported). */
export function metaCallToAction(label: string | undefined): { type: string; replacedBuyNow: boolean } | undefined {
  if (!label) return undefined;
  if (metaCtaType(label) === 'BUY_NOW') return { type: 'SHOP_NOW', replacedBuyNow: true };
  return { type: metaCtaType(label), replacedBuyNow: false };
}

/**
 * What keeps a creative from Meta, in the catalogue's words where it has them (001 8), before any call: no page
 * ('Meta page id not defined for variation'), no image or video, a video format without a video, a carousel outside
 * 2 to 10 cards, the required fields of 001 3 (primary text, website URL, call to action) and URLs without a
 * protocol (001 5). Empty when it may go.
 */
export function metaPublishErrors(input: { shape: MetaShape; pageId?: string; fields: MetaFields; hasMedia: boolean; cards: readonly MetaCard[] }): string[] {
  const errors: string[] = [];
  if (!input.pageId) errors.push(NOTIFICATION_TEXTS.metaPageIdMissing);
  if (input.shape === 'carousel') {
    if (input.cards.length < CAROUSEL_MIN_CARDS || input.cards.length > CAROUSEL_MAX_CARDS) errors.push(MESSAGES.metaCarouselCards);
  } else if (!input.hasMedia) {
    errors.push(input.shape === 'video' || input.shape === 'dynamicVideo' ? NOTIFICATION_TEXTS.noVideoToUpload : NOTIFICATION_TEXTS.mediaNotSpecified);
  }
  const { fields } = input;
  if (!fields.primaryText) errors.push(MESSAGES.metaPrimaryTextRequired);
  if (!fields.websiteURL && !(input.shape === 'carousel' && input.cards.every((c) => c.websiteUrl))) errors.push(MESSAGES.metaWebsiteUrlRequired);
  if (!fields.callToAction) errors.push(MESSAGES.metaCallToActionRequired);
  const urls: [string, string | undefined][] = [['websiteURL', fields.websiteURL], ['displayLink', fields.displayLink], ...input.cards.map((c): [string, string | undefined] => [`card${c.n}WebsiteUrl`, c.websiteUrl])];
  for (const [name, value] of urls) {
    const error = value ? urlValueError(name, value) : null;
    if (error && !errors.includes(error)) errors.push(error);
  }
  return errors;
}

/** The ad's name: the creative's, cut so that with the publish reference it stays within 256 (001 5). */
export function metaAdName(name: string, reference: string): string {
  const suffix = ` #${reference}`;
  const room = AD_NAME_MAX_LENGTH - suffix.length;
  const base = name.trim().replace(/\s+/g, ' ') || 'Creative';
  return `${base.length > room ? base.slice(0, room) : base}${suffix}`;
}

/** The media of a creative, once on Meta: image hashes by value, video ids (and their thumbnails) by value. */
export interface MetaMedia {
  imageHash: (value: string) => string;
  video: (value: string) => { id: string; thumbnailUrl?: string };
}

const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export interface MetaSpecInput {
  shape: MetaShape;
  orientation: MetaOrientation;
  pageId: string;
  instagramAccountId?: string;
  values: Values;
  /** The image or video value a single format publishes (a rendered creative or the orientation's media). */
  media?: string;
  /** The link the ad leads to (the website URL, or the ad server's click tracker with it). */
  link: (url: string) => string;
}

/**
 * The ad creative's body for POST act_{id}/adcreatives: `object_story_spec` (link_data with image_hash, video_data
 * with video_id, link_data.child_attachments for the carousel) or `asset_feed_spec` (dynamic: every orientation's
 * images or videos, bodies, titles, descriptions, link and call to action).
 */
export function metaCreativeSpec(input: MetaSpecInput, media: MetaMedia): Record<string, unknown> {
  const fields = metaFields(input.values);
  const cta = metaCallToAction(fields.callToAction);
  const link = fields.websiteURL ? input.link(fields.websiteURL) : undefined;
  const identity = defined({ page_id: input.pageId, instagram_actor_id: input.instagramAccountId });
  const callToAction = (to: string | undefined) => (cta ? { type: cta.type, ...(to ? { value: { link: to } } : {}) } : undefined);
  switch (input.shape) {
    case 'image':
      return {
        object_story_spec: {
          ...identity,
          link_data: defined({ image_hash: media.imageHash(input.media!), message: fields.primaryText, link, name: fields.headline, description: fields.description, caption: fields.displayLink, call_to_action: callToAction(link) }),
        },
      };
    case 'video': {
      const video = media.video(input.media!);
      return {
        object_story_spec: {
          ...identity,
          video_data: defined({ video_id: video.id, image_url: video.thumbnailUrl, message: fields.primaryText, title: fields.headline, link_description: fields.description, call_to_action: cta && { type: cta.type, value: defined({ link, link_caption: fields.displayLink }) } }),
        },
      };
    }
    case 'carousel': {
      const cards = metaCards(input.values).map((c) => {
        const to = c.websiteUrl ? input.link(c.websiteUrl) : link;
        return defined({ image_hash: media.imageHash(c.image), link: to, name: c.headline, description: c.description, call_to_action: callToAction(to) });
      });
      return { object_story_spec: { ...identity, link_data: defined({ message: fields.primaryText, link, caption: fields.displayLink, child_attachments: cards, multi_share_end_card: false, call_to_action: callToAction(link) }) } };
    }
    default: {
      const kind = input.shape === 'dynamicVideo' ? 'Video' : 'Image';
      const assets = dynamicMedia(input.values, kind);
      const text = (t?: string) => (t ? [{ text: t }] : undefined);
      return {
        object_story_spec: identity,
        asset_feed_spec: defined({
          ...(kind === 'Image' ? { images: assets.map((a) => ({ hash: media.imageHash(a.value) })) } : { videos: assets.map((a) => defined({ video_id: media.video(a.value).id, thumbnail_url: media.video(a.value).thumbnailUrl })) }),
          bodies: text(fields.primaryText),
          titles: text(fields.headline),
          descriptions: text(fields.description),
          link_urls: link ? [defined({ website_url: link, display_url: fields.displayLink })] : undefined,
          call_to_action_types: cta ? [cta.type] : undefined,
          ad_formats: [kind === 'Image' ? 'SINGLE_IMAGE' : 'SINGLE_VIDEO'],
        }),
      };
    }
  }
}

/** Graph's `status` of an ad video (video_status and its phases) as 001 4's Meta video upload status. */
export interface GraphVideoStatus {
  video_status?: string;
  uploading_phase?: { status?: string; errors?: { message?: string }[] };
  processing_phase?: { status?: string; errors?: { message?: string }[] };
}

export function metaVideoUploadStatus(status: GraphVideoStatus | undefined, fromUrl: boolean): MetaVideoUploadStatus {
  if (!status) return 'Upload pending';
  if (status.video_status === 'ready') return 'ready';
  const uploading = status.uploading_phase?.status;
  if (uploading === 'error') return fromUrl ? 'URL failed' : 'Upload failed';
  if (status.video_status === 'error' || status.processing_phase?.status === 'error' || status.video_status === 'expired') return 'Upload failed';
  if (uploading === 'in_progress') return 'Uploading';
  if (uploading === 'not_started') return 'Upload pending';
  return 'Processing';
}

/** 001 8 Meta preview tooltips for a video in a status (format: Square, Vertical or Horizontal). */
export function metaVideoTooltip(status: MetaVideoUploadStatus, format: string): string | null {
  if (status === 'ready') return null;
  if (status === 'Upload failed' || status === 'URL failed') return MESSAGES.metaVideoFailed.replace('{format}', format);
  return MESSAGES.metaWaitVideoProcessing.replace('{format}', format);
}

const ORIENTATION_LABELS: Record<MetaOrientation, string> = { square: 'Square', vertical: 'Vertical', horizontal: 'Horizontal' };
export const metaOrientationLabel = (o: MetaOrientation) => ORIENTATION_LABELS[o];

/** The video status a publish result's message names ('... (Vertical video: Processing)'), for the screens. */
export function metaVideoOfMessage(message: string | undefined): { format: string; status: (typeof META_VIDEO_UPLOAD_STATUSES)[number] } | null {
  const found = /\b(Square|Vertical|Horizontal) video: (Uploading|Upload pending|Processing|Upload failed|URL failed)\b/.exec(message ?? '');
  return found ? { format: found[1]!, status: found[2] as (typeof META_VIDEO_UPLOAD_STATUSES)[number] } : null;
}
