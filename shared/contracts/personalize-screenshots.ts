/**
 * The variant formats' screenshots (001 7 POST formats/screenshots, 001 4 'Render and screenshot status'): the queue
 * message of the `personalize-screenshots` job (002 7 'bulk screenshots'). Each message carries a few formats of one
 * tree; the job renders each format's template with its values and stores a PNG under the campaign's
 * preview/thumbnails (002 9), moving the format to finished or error and pushing 'screenshot-status'.
 */
import * as z from 'zod';
import { idSchema } from './common';

/** Formats per queue message: one message's renders stay well inside its consumer's time limit. */
export const SCREENSHOT_FORMATS_PER_MESSAGE = 10;

export const screenshotJobMessageSchema = z.object({
  jobId: z.string().min(1),
  partnerId: idSchema,
  campaignId: idSchema,
  treeId: idSchema,
  /** Who asked (the job's events go to the campaign's topic; this names who made the change). */
  userId: z.string().min(1),
  formats: z.array(z.object({ variantId: idSchema, formatId: idSchema })).min(1).max(SCREENSHOT_FORMATS_PER_MESSAGE),
});
export type ScreenshotJobMessage = z.infer<typeof screenshotJobMessageSchema>;

/** Where a variant format's screenshot is kept (002 9 v2/partners/{p}/campaigns/{c}/preview/thumbnails). */
export const screenshotKey = (partnerId: string, campaignId: string, variantId: string, formatId: string) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/preview/thumbnails/${variantId}/${formatId}.png`;
