/** The campaign a live-feed call acts on (the audiences domain's campaign check) and its feed, when one is connected. */
import { MESSAGES } from '@shared/messages';
import { campaignInScope } from '@functions/audiences/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { liveFeedsRepository, type LiveFeed } from './live-feeds-repository';

export { campaignInScope };

export async function connectedFeed(caller: Caller, campaignId: string) {
  const campaign = await campaignInScope(caller, campaignId);
  const feed: LiveFeed | null = await liveFeedsRepository.get(campaign.id);
  if (!feed) throw notFound(MESSAGES.liveFeedNotConnected);
  return { campaign, feed };
}
