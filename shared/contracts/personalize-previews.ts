/** Variant screenshots, Meta creatives and Meta previews (001 7 'Personalize', 'Meta previews'). */
import * as z from 'zod';
import { commaList, idSchema } from './common';

/** POST B/formats/screenshots: answers 202 with the job; formats go progress then finished or error (screenshot-status events). */
export const formatScreenshotsSchema = z.object({ formatIds: z.array(idSchema).min(1).max(10_000) });
export const formatScreenshotsAcceptedSchema = z.object({ jobId: z.string(), formatIds: z.array(z.string()) });
/** GET B/bulk/creatives/meta?ids: variant format ids. */
export const bulkCreativesMetaQuerySchema = z.object({ ids: commaList(idSchema, 500) });
export const META_PREVIEW_FORMATS = ['square', 'vertical', 'horizontal'] as const;
/** POST facebook/preview and facebook/preview/carousel (001 7 'Meta previews'). */
export const metaPreviewSchema = z.object({
  values: z.record(z.string().max(200), z.string().max(10_000)),
  advertiserId: z.string().max(64).optional(),
  pageId: z.string().max(64).optional(),
  videoId: z.string().max(64).optional(),
  thumbnail: z.string().max(2048).optional(),
  format: z.enum(META_PREVIEW_FORMATS),
  height: z.number().int().min(1).max(600).default(400),
  width: z.number().int().min(1).max(600).default(505),
  visibleType: z.string().max(64).optional(),
  isDynamicVariation: z.boolean().default(false),
});
export const metaPreviewResponseSchema = z.union([z.object({ src: z.string(), height: z.number(), width: z.number() }), z.string()]);
