/**
 * The schedule's work: every feed whose refresh is due is fetched again and compared, its changes held for review as
 * on a manual refresh. A feed that cannot be read is logged with the reason and tried again at its next interval; a
 * feed another refresh holds is left for the next tick. Run by EventBridge Scheduler in AWS (./scheduled.ts, every
 * few minutes) and by a timer of `npm start` locally (infra/local).
 */
import { AppError } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { campaignsRepository } from '@functions/campaigns/public';
import { liveFeedsRepository } from './live-feeds-repository';
import { applyFeed, fetchFeedText, parseFeedText, recordFailure } from './refresh';

export async function refreshDueFeeds(now = Date.now()): Promise<{ refreshed: number; failed: number }> {
  let refreshed = 0;
  let failed = 0;
  for (const feed of await liveFeedsRepository.listDue(now)) {
    if (feed.source !== 'url' || !feed.url || feed.leaseUntil > now) continue;
    const campaign = await campaignsRepository.get(feed.campaignId);
    if (!campaign) continue;
    try {
      const parsed = parseFeedText(await fetchFeedText(feed.url));
      await applyFeed({ campaign, settings: null, parsed, trigger: 'schedule', userId: null, now });
      refreshed += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode === 409) {
        if (!(error instanceof AppError)) logger.error('live feed refresh failed', { campaignId: feed.campaignId, error: String(error) });
        continue;
      }
      await recordFailure(feed, error.message, 'schedule', now);
      failed += 1;
    }
  }
  return { refreshed, failed };
}
