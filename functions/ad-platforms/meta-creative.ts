/**
 * A Meta preview request (001 7 'Meta previews') as Meta's ad creative spec for `generatepreviews`: single image and
 * single video as `object_story_spec.link_data` / `video_data`, carousel as `link_data.child_attachments` (cards 2 to
 * 10). Values carry the publishing field names of 001 3 (media, primaryText, headline, description, websiteURL,
 * displayLink, callToAction, card{N}Image/Headline/Description/WebsiteUrl); the Meta names per orientation
 * (squareImage, verticalVideo, ...) are read too. The orientation picks the placement Meta renders it in.
 */
import { CAROUSEL_MAX_CARDS } from '@shared/domain/variant-rules';
import type { MetaPreviewRequest } from './meta';

export type MetaOrientation = 'square' | 'vertical' | 'horizontal';
export type PreviewShape = 'image' | 'video' | 'carousel';

/** Square in the mobile feed, vertical (9:16) as a story, horizontal (1.91:1) in the desktop feed. */
export const AD_FORMAT_OF: Record<MetaOrientation, string> = { square: 'MOBILE_FEED_STANDARD', vertical: 'FACEBOOK_STORY_MOBILE', horizontal: 'DESKTOP_FEED_STANDARD' };

export interface PreviewInput {
  shape: PreviewShape;
  format: MetaOrientation;
  values: Record<string, string>;
  pageId: string;
  videoId?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
}

/** 'shop now' -> SHOP_NOW, 'event RSVP' -> EVENT_RSVP: Meta's call_to_action type. */
export const ctaType = (label: string) => label.trim().toUpperCase().replace(/[\s-]+/g, '_');

const text = (values: Record<string, string>, ...names: string[]) => {
  for (const n of names) if (values[n]?.trim()) return values[n].trim();
  return undefined;
};

function callToAction(values: Record<string, string>, link: string | undefined) {
  const cta = text(values, 'callToAction', 'Call to Action');
  return cta ? { type: ctaType(cta), ...(link ? { value: { link } } : {}) } : undefined;
}

const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** The carousel's cards in order: card1..card10 that have an image. */
export function carouselCards(values: Record<string, string>) {
  const cards = [];
  for (let n = 1; n <= CAROUSEL_MAX_CARDS; n++) {
    const picture = text(values, `card${n}Image`);
    if (!picture) continue;
    const link = text(values, `card${n}WebsiteUrl`, 'websiteURL');
    cards.push(defined({ picture, link, name: text(values, `card${n}Headline`), description: text(values, `card${n}Description`), call_to_action: callToAction(values, link) }));
  }
  return cards;
}

/** The media a single image or video preview shows; null when there is none (the preview is not available). */
export function mediaOf(input: PreviewInput): string | null {
  if (input.shape === 'video') return input.videoId ?? null;
  return text(input.values, `${input.format}Image`, 'media') ?? null;
}

export function creativeSpec(input: PreviewInput): MetaPreviewRequest {
  const { values } = input;
  const link = text(values, 'websiteURL', 'Website URL');
  const message = text(values, 'primaryText', 'Text');
  const caption = text(values, 'displayLink', 'Display Link');
  let story: Record<string, unknown>;
  if (input.shape === 'video') {
    story = {
      video_data: defined({
        video_id: input.videoId,
        image_url: input.thumbnail,
        message,
        title: text(values, 'headline', 'Headline'),
        link_description: text(values, 'description', 'News feed link description'),
        call_to_action: callToAction(values, link) && { ...callToAction(values, link), value: defined({ link, link_caption: caption }) },
      }),
    };
  } else if (input.shape === 'carousel') {
    story = { link_data: defined({ message, link, caption, child_attachments: carouselCards(values), multi_share_end_card: false, call_to_action: callToAction(values, link) }) };
  } else {
    story = {
      link_data: defined({
        picture: mediaOf(input) ?? undefined,
        message,
        link,
        name: text(values, 'headline', 'Headline'),
        description: text(values, 'description', 'News feed link description'),
        caption,
        call_to_action: callToAction(values, link),
      }),
    };
  }
  return {
    creative: { object_story_spec: { page_id: input.pageId, ...story } },
    adFormat: AD_FORMAT_OF[input.format],
    ...(input.width ? { width: input.width } : {}),
    ...(input.height ? { height: input.height } : {}),
  };
}

/** Meta's answer `<iframe src="..." width=".." height="..">`: its address and size (entities decoded), or null. */
export function iframeOf(body: string): { src: string; width?: number; height?: number } | null {
  const src = /\bsrc="([^"]+)"/i.exec(body)?.[1];
  if (!src) return null;
  const num = (name: string) => {
    const v = new RegExp(`\\b${name}="(\\d+)"`, 'i').exec(body)?.[1];
    return v ? Number(v) : undefined;
  };
  return { src: src.replace(/&amp;/g, '&'), width: num('width'), height: num('height') };
}
