/**
 * POST facebook/preview and facebook/preview/carousel (001 7 'Meta previews'): Meta's own preview of a variant as an
 * ad (generatepreviews on the ad account, with the creative spec of meta-creative.ts). The ad account and page must
 * be those of the publishing settings of a business node the caller may read (the Meta token is the product's: without
 * this check any user could preview through any account); without a page the account's node's page is used.
 * A template-based single image shows its format's screenshot (`thumbnail`: its files key).
 * Answers the iframe's source, height and width; a dynamic variation gets Meta's HTML as a string (001 7 'or a
 * string'). A preview that cannot be made answers 422 'Preview not available.'; Meta's refusals answer as every Meta
 * call does (platform-errors.ts). The client clears its loading state on any failure and shows no preview.
 */
import { metaPreviewSchema } from '@shared/contracts/personalize';
import { fillMessage, MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { splitKey, userContentUrl } from '@functions/lib/user-content';
import type { Caller } from '@functions/lib/session';
import { adAccountNode } from '../meta';
import { carouselCards, creativeSpec, iframeOf, mediaOf, type PreviewShape } from '../meta-creative';
import { readableSettings } from '../node-settings';
import { notConfigured } from '../platform-errors';
import { metaPort } from '../platforms';

/** Meta fetches the picture itself: the screenshot's signed address lives long enough for its preview to load. */
const SCREENSHOT_URL_TTL_S = 60 * 60;

/**
 * A template-based single image has no image value of its own: its picture is the format's screenshot (the
 * formats/screenshots job's PNG, named by its files key in `thumbnail`), when it is one of the caller's partner's.
 */
function screenshotPicture(caller: Caller, thumbnail: string | undefined): string | undefined {
  if (!thumbnail?.startsWith(`v2/partners/${caller.partnerId}/campaigns/`) || !thumbnail.includes('/preview/thumbnails/')) return undefined;
  try {
    return userContentUrl({ ...splitKey(thumbnail), expiresInSeconds: SCREENSHOT_URL_TTL_S });
  } catch {
    return undefined;
  }
}

function previewRoute(carousel: boolean) {
  return defineRoute({
    request: { body: metaPreviewSchema },
    async handle({ body, caller }) {
      if (!body.advertiserId) throw notConfigured('Meta ad account');
      const account = adAccountNode(body.advertiserId);
      const settings = (await readableSettings(caller)).filter((s) => s.text.facebookAdAccountId && adAccountNode(s.text.facebookAdAccountId) === account);
      if (!settings.length) throw unprocessable(fillMessage(MESSAGES.adPlatformAccountRefused, { platform: 'Meta', account: `ad account ${body.advertiserId}` }));
      const pageId = body.pageId ?? settings.find((s) => s.text.facebookPageId)?.text.facebookPageId;
      if (!pageId) throw notConfigured('Meta page');
      if (!settings.some((s) => s.text.facebookPageId === pageId)) throw unprocessable(fillMessage(MESSAGES.adPlatformAccountRefused, { platform: 'Meta', account: `page ${pageId}` }));

      const shape: PreviewShape = carousel ? 'carousel' : body.visibleType === 'video' || (body.videoId && body.visibleType !== 'image') ? 'video' : 'image';
      const picture = shape === 'image' ? screenshotPicture(caller, body.thumbnail) : undefined;
      const values = picture && !mediaOf({ shape, format: body.format, values: body.values, pageId }) ? { ...body.values, media: picture } : body.values;
      const thumbnail = picture ? undefined : body.thumbnail;
      const input = { shape, format: body.format, values, pageId, videoId: body.videoId, thumbnail, width: body.width, height: body.height };
      const available = carousel ? carouselCards(body.values).length >= 2 : Boolean(mediaOf(input));
      if (!available) throw unprocessable(MESSAGES.metaPreviewNotAvailable);

      const html = await metaPort().generatePreview(account, creativeSpec(input));
      if (body.isDynamicVariation) return { body: html };
      const frame = iframeOf(html);
      if (!frame) throw unprocessable(MESSAGES.metaPreviewNotAvailable);
      return { body: { src: frame.src, height: frame.height ?? body.height, width: frame.width ?? body.width } };
    },
  });
}

export const previewMetaAd = previewRoute(false);
export const previewMetaCarousel = previewRoute(true);
