/**
 * The embedded stand-in for the live feeds' EventBridge schedule (infra/stacks/jobs-stack.ts): a timer that runs the
 * same refresher (functions/datasources/scheduled-refresh.ts) every LIVE_FEED_TICK_MINUTES, one tick at a time.
 * `LIVE_FEED_TICK_MS` shortens it for trying a schedule out. Stopping waits for a tick in progress.
 */
import { LIVE_FEED_TICK_MINUTES } from '@shared/constants';
import { refreshDueFeeds } from '@functions/datasources/scheduled-refresh';

export function startFeedTimer(intervalMs = Number(process.env.LIVE_FEED_TICK_MS) || LIVE_FEED_TICK_MINUTES * 60_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = refreshDueFeeds()
      .then(({ refreshed, failed }) => {
        if (refreshed || failed) console.log(`[feeds] ${refreshed} refreshed, ${failed} failed`);
      })
      .catch((error) => console.error('[feeds] refresh failed:', error))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
