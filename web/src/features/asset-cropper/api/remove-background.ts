import type { RemoveBackgroundResult } from '../../../../../shared/contracts/asset-cropper';
import { api } from '../../../lib/api-client';

const POLL_MS = 2_000;

/** POST assets/remove-image-background, then its result until success is 1 (000 7.3) or the job failed (an error). */
export async function removeBackground(partnerId: string, id: string, signal?: AbortSignal): Promise<RemoveBackgroundResult> {
  let result = await api.post<RemoveBackgroundResult>('assets/remove-image-background', { url: id }, { query: { partnerId }, signal });
  while (result.success !== 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    signal?.throwIfAborted();
    result = await api.get<RemoveBackgroundResult>('assets/remove-image-background/result', { query: { partnerId, key: result.key }, signal });
  }
  return result;
}
