/**
 * Video rendering ('Rendering: Video'): the `video-render` queue's message, the start call and what the
 * rendered files look like to callers. A creative is a variant format of a personalize tree (self service) or a
 * campaign variation (managed service) whose template is a video, or an HTML5 template playing a video field.
 */
import * as z from 'zod';
import { SINGLE_RENDER_STATUSES } from '../domain/video-render';
import { idSchema } from './common';

/** Creatives one job renders: each is a few ffmpeg passes, so a job stays inside its consumer's 15 minutes. */
export const VIDEO_RENDER_MAX_CREATIVES = 50;

export const videoCreativeRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('format'), variantId: idSchema, formatId: idSchema }),
  z.object({ kind: z.literal('variation'), reportingHash: z.string().min(1).max(200) }),
]);
export type VideoCreativeRef = z.infer<typeof videoCreativeRefSchema>;

export const videoRenderMessageSchema = z.object({
  jobId: z.string().min(1),
  partnerId: idSchema,
  campaignId: idSchema,
  userId: z.string().min(1),
  creatives: z.array(videoCreativeRefSchema).min(1).max(VIDEO_RENDER_MAX_CREATIVES),
});
export type VideoRenderMessage = z.infer<typeof videoRenderMessageSchema>;

/** POST campaigns/{id}/rendered-videos: the creatives to render (variant format ids or variation ids); none: all of them. */
export const startVideoRenderSchema = z.object({ creativeIds: z.array(z.string().min(1).max(200)).min(1).max(VIDEO_RENDER_MAX_CREATIVES).optional() }).strict();
export const campaignIdParamsSchema = z.object({ id: idSchema });

export interface RenderedVideoFile {
  formatId: string;
  label: string;
  key: string;
  width: number;
  height: number;
  durationMs: number;
  bytes: number;
  /** Over the campaign platform's limit: not offered for publishing. */
  tooLarge: boolean;
}

export interface RenderedVideo {
  creativeId: string;
  name: string;
  status: (typeof SINGLE_RENDER_STATUSES)[number];
  platform: string;
  limitBytes: number;
  renderedAt: string;
  files: (RenderedVideoFile & { url?: string })[];
}

/** GET campaigns/{id}/rendered-videos: the campaign's video creatives, each with its last render (null: never rendered). */
export interface CampaignVideoCreative {
  creativeId: string;
  name: string;
  size: string;
  rendered: RenderedVideo | null;
}
