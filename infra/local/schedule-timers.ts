/**
 * The embedded stand-ins for the EventBridge schedules of infra/stacks/jobs-stack.ts: timers that run the same
 * functions, one tick at a time each. The live feeds' refresher (functions/datasources/scheduled-refresh.ts) every
 * LIVE_FEED_TICK_MINUTES (`LIVE_FEED_TICK_MS` shortens it for trying a schedule out); the sweep of comment
 * attachments nobody used (functions/comments/attachments.ts) every COMMENT_SWEEP_MINUTES; the expiry of uploads
 * nobody completed (functions/assets/abandoned-uploads.ts) every UPLOAD_SWEEP_MINUTES. Stopping waits for a tick in
 * progress.
 */
import { COMMENT_SWEEP_MINUTES, LIVE_FEED_TICK_MINUTES, UPLOAD_SWEEP_MINUTES } from '@shared/constants';
import type { refreshDueFeeds } from '@functions/datasources/scheduled-refresh';
import type { sweepReservedAttachments } from '@functions/comments/attachments';
import type { expireAbandonedUploads } from '@functions/assets/abandoned-uploads';

function startTimer(label: string, intervalMs: number, tick: () => Promise<string | null>): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .then((line) => {
        if (line) console.log(`[${label}] ${line}`);
      })
      .catch((error) => console.error(`[${label}] failed:`, error))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The scheduled functions' entries, as the jobs stack builds them; `run` invokes one (default: imported here). */
export const FEEDS_ENTRY = 'functions/datasources/scheduled.ts';
export const SWEEP_ENTRY = 'functions/comments/scheduled-sweep.ts';
export const UPLOAD_EXPIRY_ENTRY = 'functions/assets/scheduled-expire-uploads.ts';
type Run = (entry: string) => Promise<unknown>;
/** The functions imported into this process at their first tick ('in-process' only: imported at once they cost seconds of every start). */
const inProcess: Run = async (entry) => {
  if (entry === FEEDS_ENTRY) return (await import('@functions/datasources/scheduled-refresh')).refreshDueFeeds();
  if (entry === UPLOAD_EXPIRY_ENTRY) return (await import('@functions/assets/abandoned-uploads')).expireAbandonedUploads();
  return (await import('@functions/comments/attachments')).sweepReservedAttachments();
};

export const startFeedTimer = (run: Run = inProcess, intervalMs = Number(process.env.LIVE_FEED_TICK_MS) || LIVE_FEED_TICK_MINUTES * 60_000) =>
  startTimer('feeds', intervalMs, async () => {
    const { refreshed, failed } = (await run(FEEDS_ENTRY)) as Awaited<ReturnType<typeof refreshDueFeeds>>;
    return refreshed || failed ? `${refreshed} refreshed, ${failed} failed` : null;
  });

export const startAttachmentSweepTimer = (run: Run = inProcess, intervalMs = COMMENT_SWEEP_MINUTES * 60_000) =>
  startTimer('comment attachments', intervalMs, async () => {
    const { swept, kept } = (await run(SWEEP_ENTRY)) as Awaited<ReturnType<typeof sweepReservedAttachments>>;
    return swept || kept ? `${swept} unused reservations swept, ${kept} used` : null;
  });

export const startUploadExpiryTimer = (run: Run = inProcess, intervalMs = UPLOAD_SWEEP_MINUTES * 60_000) =>
  startTimer('abandoned uploads', intervalMs, async () => {
    const { expired } = (await run(UPLOAD_EXPIRY_ENTRY)) as Awaited<ReturnType<typeof expireAbandonedUploads>>;
    return expired ? `${expired} upload(s) nobody completed marked failed` : null;
  });
