import type { RemoveBackgroundResult } from '@shared/contracts/asset-cropper';
import { api } from '@web/lib/api-client';
import { subscribeRealtime } from '@web/lib/realtime';

/**
 * How long to wait for the job's ws-event before asking once anyway. The event is sent once and API Gateway keeps no
 * backlog: one sent while this tab's socket was reconnecting is lost, and without this check the wait would not end.
 */
export const BACKGROUND_SAFETY_CHECK_MS = 30_000;

/**
 * POST assets/remove-image-background (000 7.3) starts the job, or answers success 1 for a preview made before. The
 * job's end arrives as the `background-removed` ws-event with its key; then one result call answers the preview's URL
 * (success 1) or the job's failure (an error with the spec's text).
 */
export async function removeBackground(partnerId: string, id: string, signal?: AbortSignal): Promise<RemoveBackgroundResult> {
  // Listening before the start call: a job faster than its answer still counts.
  const finished = new Set<string>();
  let wake: () => void = () => undefined;
  const stop = subscribeRealtime((e) => {
    const key = (e.payload as { key?: unknown } | undefined)?.key;
    if (e.source !== 'assets' || e.event !== 'background-removed' || typeof key !== 'string') return;
    finished.add(key);
    wake();
  });
  try {
    let result = await api.post<RemoveBackgroundResult>('assets/remove-image-background', { url: id }, { query: { partnerId }, signal });
    while (result.success !== 1) {
      const key = result.key;
      if (!finished.has(key)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, BACKGROUND_SAFETY_CHECK_MS);
          wake = () => {
            if (!finished.has(key)) return;
            clearTimeout(timer);
            resolve();
          };
          signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
      }
      signal?.throwIfAborted();
      finished.delete(key);
      result = await api.get<RemoveBackgroundResult>('assets/remove-image-background/result', { query: { partnerId, key }, signal });
    }
    return result;
  } finally {
    stop();
  }
}
