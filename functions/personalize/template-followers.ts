/**
 * Campaigns follow their templates (the template-changes queue, sent by the templates domain after a new version or
 * generation, an approval or its removal): each non-deleted campaign that chose the template gets its tree job, which
 * applies the template structure comparison (tree-structure.ts: pairs move to the new version or generation keeping
 * their variant values). A template message fans out to one message per campaign, so a busy campaign is retried on its
 * own: while its lock is held ('Only one process at a time can be executed') the message fails as retryable and the
 * queue tries it again after its back-off, so the change is applied once the running job ends (or goes stale).
 */
import type { TemplateChangeMessage } from '@shared/contracts/templates';
import { campaignsRepository, campaignsUsingTemplate, templateIdsOf } from '@functions/campaigns/public';
import { AppError } from '@functions/lib/errors';
import { sendToQueue } from '@functions/lib/queues';
import { enqueueCampaignTrees } from './campaign-trees';

/** The campaign's lock is held by another job: try the message again later. */
export class CampaignBusyError extends Error {}

export async function followTemplateChange(message: TemplateChangeMessage): Promise<void> {
  const { campaignId, ...change } = message;
  if (!campaignId) {
    const ids = await campaignsUsingTemplate(change.partnerId, change.templateId);
    for (const id of ids) await sendToQueue('template-changes', { ...change, campaignId: id });
    return;
  }
  const campaign = await campaignsRepository.get(campaignId);
  // deleted, another partner's, or no longer using the template since the message was sent: nothing to follow
  if (!campaign || campaign.partnerId !== change.partnerId || campaign.status === 'deleted' || !templateIdsOf(campaign).includes(change.templateId)) return;
  try {
    await enqueueCampaignTrees(campaign, change.userId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) throw new CampaignBusyError(`campaign ${campaignId} is busy: its tree job follows template ${change.templateId} later`);
    throw error;
  }
}
