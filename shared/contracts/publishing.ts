/**
 * Publishing (001 7 'POST campaigns/{id}/publish: channels' and the ads manager calls, 001 4 publishing
 * upload status and ad activation status, 001 8 'Publishing'). A publish is queued per channel (the `publishing`
 * queue) and answered at once; each creative's progress is read back with GET campaigns/{id}/publishing/state and
 * pushed as ws-events (source 'publisher') to `campaign:{id}`.
 */
import * as z from 'zod';
import { AD_ACTIVATION_STATUSES, PUBLISH_CHANNELS, PUBLISH_JOB_STATUSES, PUBLISHING_UPLOAD_STATUSES } from '../constants';
import { NOTIFICATION_TEXTS } from '../notification-texts';
import { idSchema } from './common';
import { platformIdSchema } from './ad-platforms';

export type PublishChannel = (typeof PUBLISH_CHANNELS)[number];
export type PublishingUploadStatus = (typeof PUBLISHING_UPLOAD_STATUSES)[number];
export type AdActivationStatus = (typeof AD_ACTIVATION_STATUSES)[number];
export type PublishJobStatus = (typeof PUBLISH_JOB_STATUSES)[number];

/** A channel name; anything else answers 'Unknown publishing channel' (001 8 publisher catalogue). */
export const publishChannelSchema = z.string().refine((c): c is PublishChannel => (PUBLISH_CHANNELS as readonly string[]).includes(c), { message: NOTIFICATION_TEXTS.unknownChannel });

/** 001 7 POST campaigns/{id}/publish: channels; `creativeIds` (ours) narrows to some creatives, else every live one. */
export const publishBodySchema = z.object({
  channels: z.array(publishChannelSchema).min(1).max(PUBLISH_CHANNELS.length),
  creativeIds: z.array(idSchema).min(1).max(1000).optional(),
});
export type PublishBody = z.input<typeof publishBodySchema>;

/** 001 7 POST google-ads/publish: campaignId (ours), nodeId (the node whose Google Ads account and token publish), the ad groups chosen. */
export const googleAdsPublishBodySchema = z.object({
  campaignId: idSchema,
  nodeId: idSchema,
  adGroupIds: z.array(platformIdSchema).min(1).max(100),
  creativeIds: z.array(idSchema).min(1).max(1000).optional(),
});
export type GoogleAdsPublishBody = z.input<typeof googleAdsPublishBodySchema>;

/** DELETE google-ads/oauth/reset/{id} and dv360/oauth/reset/{id}: {id} is the business node whose token is cleared. */
export const oauthResetParamsSchema = z.object({ id: idSchema });

/** Google Ads feed call (ours: 001 names it, shows no path): GET google-ads/feed/{campaignId}?nodeId: what was published there. */
export const googleAdsFeedParamsSchema = z.object({ campaignId: idSchema });
export const googleAdsFeedQuerySchema = z.object({ nodeId: idSchema });

export const campaignParamsSchema = z.object({ id: idSchema });

export interface PublishAcceptedDto {
  campaignId: string;
  jobId: string;
  channels: PublishChannel[];
  status: 'queued';
}

/** One creative on one channel (001 4 statuses). */
export interface PublishedCreativeDto {
  creativeId: string;
  name: string;
  version: string;
  status: PublishingUploadStatus;
  activation: AdActivationStatus;
  platformId?: string;
  message?: string;
  updatedAt: number;
}

export interface PublishChannelStateDto {
  channel: PublishChannel;
  /** The ad server's or Meta's delivery the job published with. */
  delivery?: string;
  jobId: string;
  status: PublishJobStatus;
  /** The success or failure text shown for the channel. */
  title?: string;
  message?: string;
  total: number;
  published: number;
  failed: number;
  updatedAt: number;
  creatives: PublishedCreativeDto[];
}

export interface PublishingStateDto {
  campaignId: string;
  /** The channels this campaign may publish to, in the dialog's order. */
  available: PublishChannel[];
  channels: PublishChannelStateDto[];
}

/** The `publishing` queue's message: one channel of one campaign (delivery re-read from the campaign when absent). */
export const publishJobMessageSchema = z.object({
  jobId: z.string().min(1).max(64),
  campaignId: idSchema,
  partnerId: idSchema,
  userId: idSchema,
  channel: z.enum(PUBLISH_CHANNELS),
  /** The node whose publishing settings publish (the campaign's, or the one the ads manager call names). */
  nodeId: idSchema,
  creativeIds: z.array(z.string().min(1).max(64)).max(1000).optional(),
  /** Google Ads: the ad groups chosen. */
  adGroupIds: z.array(z.string().min(1).max(24)).max(100).optional(),
});
export type PublishJobMessage = z.infer<typeof publishJobMessageSchema>;

/** The ws-event of a channel's progress (source 'publisher'). */
export const PUBLISHING_EVENT_SOURCE = 'publisher';
export const PUBLISHING_PROGRESS_EVENT = 'publishing-progress';
