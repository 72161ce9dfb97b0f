/** Where a background-removal job leaves its answer: the PNG at its key, or a failure marker beside it. */
import type { RemoveBackgroundResult } from '@shared/contracts/asset-cropper';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';

export const failureMarker = (key: string) => `${key}.failed`;

export const previewName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** success 1 with a download link when the preview is there, 0 while the job runs; the spec's text when it failed. */
export async function backgroundResult(key: string): Promise<RemoveBackgroundResult> {
  if ((await assetStorage.size(key)) !== null) {
    return { success: 1, key, url: await assetStorage.presignGet(key, { fileName: previewName(key), contentType: 'image/png', attachment: true }) };
  }
  if ((await assetStorage.size(failureMarker(key))) !== null) throw unprocessable(MESSAGES.backgroundRemovalFailed);
  return { success: 0, key, url: null };
}
