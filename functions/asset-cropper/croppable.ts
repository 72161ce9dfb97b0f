/** Which assets the image work (cropper, background removal, recommendations) takes; kept apart from sharp, which API functions need not load. */
import { kindOfMime } from '@shared/domain/assets';
import { MESSAGES } from '@shared/messages';
import type { Asset } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';

/** Images larger than this are not decoded in the API (the whole image would sit in memory). */
export const CROP_SOURCE_MAX_BYTES = 100 * 1024 * 1024;

/** Raster images only: an SVG is active content and is never rendered on the server. */
export function assertCroppable(asset: Asset): void {
  if (asset.status !== 'ready' || kindOfMime(asset.mimeType) !== 'image' || asset.mimeType.includes('svg') || asset.size > CROP_SOURCE_MAX_BYTES) {
    throw unprocessable(MESSAGES.cropperImageFailed);
  }
}
