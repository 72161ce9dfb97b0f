/**
 * One channel's publishing job (the `publishing` queue's message): the campaign's live final-approved creatives go
 * through the channel's adapter a batch at a time. Before each batch every creative's publish record is claimed
 * (conditional write); Published ones are kept as they are, never sent again. Each batch's answers are settled on the
 * records and pushed as 'publishing-progress' to campaign:{id}. The end: 'Published successfully' / 'Creatives were
 * published to {channel}', or 'Publish failed' with the platform's message or 'Sorry, something went wrong publishing
 * into {channel}, please contact Customer Success', told through notifyUsers (source publisher).
 * An outage or rate limit throws: the queue tries the message again after its back-off; on the last receive the job
 * ends failed (its open records Error) and the message goes to the dead-letter queue.
 */
import { campaignTopic } from '@shared/contracts/personalize-events';
import { PUBLISHING_EVENT_SOURCE, PUBLISHING_PROGRESS_EVENT, type PublishChannel, type PublishJobMessage } from '@shared/contracts/publishing';
import { allowsDecisionTree, type AdServerDelivery } from '@shared/domain/campaigns';
import { channelLabel, landingPageOf } from '@shared/domain/publishing';
import { MESSAGES, NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { effectiveSettings, type NodeSettings } from '@functions/ad-platforms/public';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository, type Campaign } from '@functions/campaigns/public';
import { errorText, logger } from '@functions/lib/logger';
import { publishEvent } from '@functions/lib/realtime';
import { PermanentJobError } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { templateFiles } from '@functions/template-render/public';
import { adapterOf } from './adapters';
import { PublishChannelError, PublishRetryableError, type PublishContext, type PublishItem, type PublishItemResult } from './adapters/port';
import { campaignCreatives } from './publish-items';
import { publishingRepository, recordKeyText, type RecordKey } from './publishing-repository';

/** Creatives per adapter call (the progress step; a decision tree goes whole: it is one creative per size). */
export const PUBLISH_BATCH = 5;

/** The channel's delivery: the ad server's and Meta's from the campaign's settings. */
export function deliveryOf(campaign: Campaign, channel: PublishChannel): string | undefined {
  const d = campaign.settings?.deliveries;
  if (channel === 'google') return d?.adServer ?? 'NON_TRAFFICKED';
  if (channel === 'facebook') return d?.meta ?? 'FACEBOOK_DIRECT';
  return undefined;
}

/** Where a channel's records go: the platform account (and for Google Ads the ad groups), so another account publishes anew. */
export function destinationOf(channel: PublishChannel, settings: NodeSettings, message: Pick<PublishJobMessage, 'adGroupIds'>, delivery?: string): string {
  const t = settings.text;
  switch (channel) {
    case 'google':
      return `network ${t.dcmNetworkId ?? '-'} advertiser ${t.dcmAdvertiserId ?? '-'} ${delivery ?? ''}`.trim();
    case 'dv360':
      return `advertiser ${t.dv360AdvertiserId ?? '-'}`;
    case 'gads':
      return `customer ${t.gadsCustomerAccountId ?? '-'} adgroups ${[...(message.adGroupIds ?? [])].sort().join(',')}`;
    case 'facebook':
      return `ad account ${t.facebookAdAccountId ?? '-'} page ${t.facebookPageId ?? '-'} ${delivery ?? ''}`.trim();
    default:
      return `youtube node ${settings.nodeId}`;
  }
}

async function settingsOfNode(partnerId: string, nodeId: string): Promise<NodeSettings | null> {
  const nodes = await businessNodesRepository.listByPartner(partnerId);
  const node = nodes.find((n) => n.id === nodeId);
  return node ? effectiveSettings({ nodes }, node) : null;
}

interface JobEnd {
  status: 'finished' | 'error';
  title: string;
  message?: string;
  event: string;
  source: string;
}

async function end(message: PublishJobMessage, counts: { total: number; published: number; failed: number }, result: JobEnd, channelName: string) {
  await publishingRepository.updateJob(message.campaignId, message.channel, message.jobId, { status: result.status, title: result.title, message: result.message, ...counts });
  await publishEvent({ topic: campaignTopic(message.campaignId) }, { source: PUBLISHING_EVENT_SOURCE, event: PUBLISHING_PROGRESS_EVENT, payload: { campaignId: message.campaignId, channel: message.channel, jobId: message.jobId, status: result.status, ...counts } });
  await notifyUsers({
    partnerId: message.partnerId,
    userIds: [message.userId],
    source: result.source,
    event: result.event,
    payload: { campaignId: message.campaignId, channel: channelName, ...(result.message ? { message: result.message } : {}) },
  });
}

const failedEnd = (channelName: string, serverMessage?: string): JobEnd => ({
  status: 'error',
  title: NOTIFICATION_TEXTS.publishFailed,
  message: serverMessage ?? fillMessage(NOTIFICATION_TEXTS.publishFailedIn, { channel: channelName }),
  source: NOTIFICATION_SOURCES.publisher,
  event: NOTIFICATION_EVENTS.publisher.failed,
});

/** Runs the job; `lastReceive` says this is the message's last try before the dead-letter queue. */
export async function runPublishJob(message: PublishJobMessage, lastReceive: boolean): Promise<void> {
  const job = await publishingRepository.getJob(message.campaignId, message.channel);
  // a newer job of the channel, or this one already ended (a redelivered message of a finished job): nothing to do
  if (!job || job.jobId !== message.jobId || job.status === 'finished' || job.status === 'error') return;
  const campaign = await campaignsRepository.get(message.campaignId);
  const delivery = campaign ? deliveryOf(campaign, message.channel) : undefined;
  const channelName = channelLabel(message.channel, delivery);
  const zero = { total: 0, published: 0, failed: 0 };
  if (!campaign || campaign.partnerId !== message.partnerId) {
    return end(message, zero, { status: 'error', title: NOTIFICATION_TEXTS.nothingToPublish, source: NOTIFICATION_SOURCES.renderNode, event: NOTIFICATION_EVENTS.renderNode.nothingToPublish }, channelName);
  }
  const adapter = await adapterOf(message.channel);
  if (!adapter) {
    return end(message, zero, { status: 'error', title: NOTIFICATION_TEXTS.unknownChannel, source: NOTIFICATION_SOURCES.publisher, event: NOTIFICATION_EVENTS.publisher.unknownChannel }, channelName);
  }
  const { total, items, fromTrees } = await campaignCreatives(campaign, message.creativeIds);
  if (total === 0) {
    return end(message, zero, { status: 'error', title: NOTIFICATION_TEXTS.nothingToPublish, source: NOTIFICATION_SOURCES.renderNode, event: NOTIFICATION_EVENTS.renderNode.nothingToPublish }, channelName);
  }
  if (!items.length) {
    return end(message, zero, { status: 'error', title: NOTIFICATION_TEXTS.noVariationsToPublish, source: NOTIFICATION_SOURCES.publisher, event: NOTIFICATION_EVENTS.publisher.noVariations }, channelName);
  }
  // 001 1: a decision tree goes out on the ad server only as its non-trafficked (dynamic) creative
  if (message.channel === 'google' && fromTrees && !allowsDecisionTree('google', delivery as AdServerDelivery) && delivery !== 'PRE_RENDERED') {
    return end(message, zero, { status: 'error', title: NOTIFICATION_TEXTS.deliveryTypeUnsupported, source: NOTIFICATION_SOURCES.decisionTreePublisher, event: NOTIFICATION_EVENTS.decisionTreePublisher.deliveryTypeUnsupported }, channelName);
  }
  const settings = await settingsOfNode(message.partnerId, message.nodeId);
  if (!settings) return end(message, zero, failedEnd(channelName), channelName);
  const destination = destinationOf(message.channel, settings, message, delivery);
  const keyOf = (item: PublishItem): RecordKey => ({ campaignId: campaign.id, channel: message.channel, destination, creativeId: item.creativeId, version: item.version });
  await publishingRepository.updateJob(campaign.id, message.channel, message.jobId, { status: 'progress', total: items.length, creativeIds: items.map((i) => i.creativeId), destination, delivery });

  const ctx: PublishContext = {
    channel: message.channel,
    campaign: { id: campaign.id, partnerId: campaign.partnerId, name: campaign.name, platform: campaign.platform, publishing: campaign.publishing },
    delivery,
    settings,
    adGroupIds: message.adGroupIds,
    defaultLandingPage: items.map((i) => landingPageOf(i.values)).find(Boolean) ?? undefined,
    idempotencyKey: (item) => recordKeyText(keyOf(item)),
    readFile: async (key) => {
      const body = await templateFiles.read(key);
      if (!body) throw new PublishChannelError(MESSAGES.publishNoFile);
      return body;
    },
  };
  const counts = { total: items.length, published: 0, failed: 0 };
  const pending: PublishItem[] = [];
  for (const item of items) {
    const { record } = await publishingRepository.claim(keyOf(item), item.name, message.jobId);
    if (record.status === 'Published') counts.published++;
    else pending.push(item);
  }
  const batch = message.channel === 'google' && delivery === 'NON_TRAFFICKED' ? Math.max(1, pending.length) : PUBLISH_BATCH;
  let lastError: string | undefined;
  // creatives the platform still works on (Meta processing a video: In-Queue); the job is tried again for them
  let waiting: string | undefined;
  try {
    for (let at = 0; at < pending.length; at += batch) {
      const slice = pending.slice(at, at + batch);
      const results = await adapter.publish(ctx, slice);
      const byId = new Map(results.map((r) => [r.creativeId, r]));
      for (const item of slice) {
        const r: PublishItemResult = byId.get(item.creativeId) ?? { creativeId: item.creativeId, status: 'Error', message: fillMessage(NOTIFICATION_TEXTS.publishFailedIn, { channel: channelName }) };
        await publishingRepository.settle(keyOf(item), { status: r.status, activation: r.status === 'Published' ? 'ACTIVATED' : r.status === 'Error' ? 'ERROR' : 'IN_QUEUE', platformId: r.platformId, message: r.message });
        if (r.status === 'Published') counts.published++;
        else if (r.status === 'Error') {
          counts.failed++;
          lastError = r.message;
        } else waiting ??= r.message ?? NOTIFICATION_TEXTS.videosStillUploading;
      }
      await publishingRepository.updateJob(campaign.id, message.channel, message.jobId, { ...counts });
      await publishEvent({ topic: campaignTopic(campaign.id) }, { source: PUBLISHING_EVENT_SOURCE, event: PUBLISHING_PROGRESS_EVENT, payload: { campaignId: campaign.id, channel: message.channel, jobId: message.jobId, status: 'progress', ...counts } });
    }
    // the queue's back-off lets the platform finish; on the last receive those still waiting end in Error with why
    if (waiting) throw new PublishRetryableError(waiting, 'unavailable');
  } catch (error) {
    if (!lastReceive && !(error instanceof PublishChannelError)) {
      // an outage, a rate limit or a blip of our own store: the queue tries again after its back-off
      logger.warn('publishing paused: tried again later', { campaignId: campaign.id, channel: message.channel, error: errorText(error) });
      if (error instanceof PublishRetryableError) await publishingRepository.updateJob(campaign.id, message.channel, message.jobId, { ...counts, message: error.message });
      throw error;
    }
    // the channel refused for good, or the last try failed too: the open records and the job end in Error
    const serverMessage = error instanceof PublishChannelError || error instanceof PublishRetryableError ? error.message : undefined;
    const open = (await publishingRepository.listRecords(campaign.id)).filter((r) => r.channel === message.channel && r.destination === destination && r.status === 'In-Queue');
    for (const r of open) await publishingRepository.settle({ campaignId: r.campaignId, channel: r.channel, destination: r.destination, creativeId: r.creativeId, version: r.version }, { status: 'Error', activation: 'ERROR', message: serverMessage });
    counts.failed = counts.total - counts.published;
    await end(message, counts, failedEnd(channelName, serverMessage), channelName);
    if (error instanceof PublishChannelError) return;
    throw new PermanentJobError(`publishing ${message.channel} failed after its last try: ${errorText(error)}`);
  }
  if (counts.failed) return end(message, counts, failedEnd(channelName, lastError), channelName);
  return end(
    message,
    counts,
    { status: 'finished', title: NOTIFICATION_TEXTS.publishedSuccessfully, message: fillMessage(NOTIFICATION_TEXTS.publishedTo, { channel: channelName }), source: NOTIFICATION_SOURCES.publisher, event: NOTIFICATION_EVENTS.publisher.finished },
    channelName,
  );
}
