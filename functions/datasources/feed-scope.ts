/**
 * The campaign a live-feed call acts on, by the campaigns domain's one access rule (404 'Campaign not found', 403
 * 'Access to the Campaign denied'; a change needs a campaign that is not deleted), and its feed when one is connected.
 */
import { MESSAGES } from '@shared/messages';
import { campaignInScope, writableCampaign, type Campaign } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { liveFeedsRepository, type LiveFeed } from './live-feeds-repository';

export const readableCampaign = async (caller: Caller, id: string): Promise<Campaign> => (await campaignInScope(caller, id)).campaign;
export const changeableCampaign = async (caller: Caller, id: string): Promise<Campaign> => (await writableCampaign(caller, id)).campaign;

/** A change to the campaign's connected feed (refresh, approve): 'No live feed is connected to this campaign' without one. */
export async function connectedFeed(caller: Caller, campaignId: string) {
  const campaign = await changeableCampaign(caller, campaignId);
  const feed: LiveFeed | null = await liveFeedsRepository.get(campaign.id);
  if (!feed) throw notFound(MESSAGES.liveFeedNotConnected);
  return { campaign, feed };
}
