/**
 * Starting a publish (POST campaigns/{id}/publish and POST google-ads/publish): the campaign in the caller's scope and
 * not deleted, each channel one the campaign publishes to, the approval gate first (422 'Creatives need final approval
 * of their current version' with the refused ones), then per channel its job item (409 while one runs) and one
 * `publishing` message. The node whose settings publish: the one named (ads manager), else the campaign's market.
 */
import { fillMessage, MESSAGES } from '@shared/messages';
import type { PublishAcceptedDto, PublishChannel } from '@shared/contracts/publishing';
import { campaignChannels, channelLabel } from '@shared/domain/publishing';
import { nodeIn } from '@functions/business-nodes/public';
import { writableCampaign } from '@functions/campaigns/public';
import { assertFinalApproved } from '@functions/creatives/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import type { Caller } from '@functions/lib/session';
import { deliveryOf } from './publish-job';
import { publishingRepository } from './publishing-repository';

export interface StartPublish {
  campaignId: string;
  channels: PublishChannel[];
  creativeIds?: string[];
  nodeId?: string;
  adGroupIds?: string[];
}

export async function startPublish(caller: Caller, input: StartPublish): Promise<PublishAcceptedDto> {
  const { campaign, scope } = await writableCampaign(caller, input.campaignId);
  const channels = [...new Set(input.channels)];
  const available = campaignChannels(campaign);
  const foreign = channels.find((c) => !available.includes(c));
  if (foreign) throw unprocessable(fillMessage(MESSAGES.publishChannelNotOfCampaign, { channel: channelLabel(foreign) }));
  if (channels.includes('gads') && !input.adGroupIds?.length) throw unprocessable(MESSAGES.googleAdsNoAdGroups);
  const nodeId = input.nodeId ? nodeIn(scope, input.nodeId, 'read').id : campaign.businessNodeId;
  await assertFinalApproved({ campaignId: campaign.id, creativeIds: input.creativeIds });
  const jobId = newId();
  const now = Date.now();
  for (const channel of channels) {
    const started = await publishingRepository.startJob({ campaignId: campaign.id, channel, jobId, userId: caller.user.id, nodeId, delivery: deliveryOf(campaign, channel) }, now);
    if (!started) throw new AppError('DEFAULT_ERROR', 409, fillMessage(MESSAGES.publishAlreadyRunning, { channel: channelLabel(channel) }));
    await sendToQueue('publishing', { jobId, campaignId: campaign.id, partnerId: campaign.partnerId, userId: caller.user.id, channel, nodeId, creativeIds: input.creativeIds, adGroupIds: channel === 'gads' ? input.adGroupIds : undefined });
  }
  return { campaignId: campaign.id, jobId, channels, status: 'queued' };
}
