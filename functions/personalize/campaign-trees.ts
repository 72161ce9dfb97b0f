/** A campaign's tree job from the campaign itself: its concept, chosen templates and tree platforms. */
import { treePlatformsOf } from '@shared/domain/personalize';
import { MESSAGES } from '@shared/messages';
import { templateIdsOf, type Campaign } from '@functions/campaigns/public';
import { unprocessable } from '@functions/lib/errors';
import { enqueueTreeJob } from './tree-jobs';

/**
 * Queues the initialisation (or, once trees exist, the restructure) of the campaign's trees. Null when the campaign
 * has no concept or no platform that takes trees (nothing to do); 422 'Templates are not provided' when it has a
 * concept but no chosen templates; 409 'Only one process at a time can be executed' while a job of it runs.
 */
export async function enqueueCampaignTrees(campaign: Campaign, userId: string): Promise<{ jobId: string; message: string } | null> {
  const platforms = treePlatformsOf({ platform: campaign.platform, formats: campaign.settings?.formats, deliveries: campaign.settings?.deliveries });
  if (!campaign.conceptId || platforms.length === 0) return null;
  const templateIds = templateIdsOf(campaign);
  if (templateIds.length === 0) throw unprocessable(MESSAGES.templatesNotProvided);
  return enqueueTreeJob({ campaignId: campaign.id, partnerId: campaign.partnerId, conceptId: campaign.conceptId, templateIds, platforms, userId });
}
