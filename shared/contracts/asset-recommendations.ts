/**
 * Contracts of the recommendation calls (000 7.3 'recommendation', 'recommendation/generate', '/create', '/feedback').
 * `url` names the image asset (as remove-image-background does) or, for feedback, one recommended item.
 */
import * as z from 'zod';
import { ASSET_TAG_MAX_LENGTH } from '../constants';
import { RECOMMENDATION_FEEDBACK, RECOMMENDATION_KINDS, RECOMMENDATION_STATUSES } from '../domain/asset-recommendations';
import { idSchema } from './common';

export const recommendationBodySchema = z.object({ url: idSchema });
export const recommendationGenerateBodySchema = z.object({
  url: idSchema,
  /** Tags the kept assets get. */
  tags: z.array(z.string().trim().min(1).max(ASSET_TAG_MAX_LENGTH)).max(50).default([]),
});
export const recommendationCreateBodySchema = z.object({
  /** The recommended items to keep, by id. */
  assets: z.array(idSchema).min(1).max(20),
  /** Nodes of the new assets; empty: the image's own nodes. */
  nodeIds: z.array(idSchema).max(100).default([]),
  partnerId: idSchema.optional(),
});
export const recommendationFeedbackBodySchema = z.object({ url: idSchema, feedback: z.enum(RECOMMENDATION_FEEDBACK) });

export const recommendedItemSchema = z.object({
  _id: idSchema,
  kind: z.enum(RECOMMENDATION_KINDS),
  format: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  status: z.enum(RECOMMENDATION_STATUSES),
  /** A short-lived link to the recommended image while it is ready. */
  url: z.string().nullable(),
  feedback: z.enum(RECOMMENDATION_FEEDBACK).nullable(),
  /** The library asset made from it ('Keep'). */
  keptAssetId: idSchema.nullable(),
});
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

/** The recommendations stored for an image: 'none' before any were generated. */
export const recommendationsSchema = z.object({
  assetId: idSchema,
  status: z.enum(['none', ...RECOMMENDATION_STATUSES]),
  tags: z.array(z.string()),
  items: z.array(recommendedItemSchema),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const recommendationCreateResultSchema = z.object({ assets: z.array(z.object({ recommendationId: idSchema, assetId: idSchema })) });
export type RecommendationCreateResult = z.infer<typeof recommendationCreateResultSchema>;

/** The generation job's message (queue asset-recommendations). */
export const generateRecommendationsMessageSchema = z.object({ assetId: idSchema, generation: idSchema, userId: z.string().min(1) });

/** The ws-event payload of source 'assets', event 'recommendations-ready'. */
export const recommendationsReadyEventSchema = z.object({ assetId: idSchema, status: z.enum(RECOMMENDATION_STATUSES) });
