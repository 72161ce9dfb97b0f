/**
 * Contracts of the feed calls (000 7.3 'feeds/check', 'feeds'; the spec's multipart forms sent as JSON: a feed is a
 * small text file). The columns and checks are in shared/domain/asset-feeds.ts.
 */
import * as z from 'zod';
import { ASSET_NAME_MAX_LENGTH, ASSET_TAG_MAX_LENGTH, MAX_JSON_BODY_BYTES } from '../constants';
import { ASSET_CATEGORIES } from '../domain/assets';
import { FEED_MAX_ROWS, isFeedUrl } from '../domain/asset-feeds';
import { MESSAGES } from '../messages';
import { idSchema, typedName } from './common';

/** POST /assets/single-files/feeds/check: the feed file's name and its text. */
export const feedCheckBodySchema = z.object({
  fileName: z.string().trim().min(1).max(ASSET_NAME_MAX_LENGTH).refine((n) => /\.csv$/i.test(n), MESSAGES.feedNotCsv),
  content: z.string().max(MAX_JSON_BODY_BYTES - 1024),
});
export type FeedCheckBody = z.input<typeof feedCheckBodySchema>;

export const feedRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  url: z.string(),
  category: z.enum(ASSET_CATEGORIES).nullable(),
  tags: z.array(z.string()),
  nodeIds: z.array(idSchema),
  errors: z.array(z.string()),
});
export const feedReportSchema = z.object({ errors: z.array(z.string()), columnErrors: z.array(z.string()), rows: z.array(feedRowSchema), validRows: z.number() });
export type FeedReport = z.infer<typeof feedReportSchema>;

/** One checked row to create (000 7.3: assets[i] as JSON). */
export const feedAssetSchema = z.object({
  row: z.number().int().min(2).optional(),
  name: typedName(z.string().min(1, 'Required').max(ASSET_NAME_MAX_LENGTH)),
  url: z.string().max(2000).refine(isFeedUrl, MESSAGES.invalidUrl),
  category: z.enum(ASSET_CATEGORIES).nullable().optional(),
  tags: z.array(z.string().trim().min(1).max(ASSET_TAG_MAX_LENGTH)).max(50).default([]),
  nodeIds: z.array(idSchema).max(100).default([]),
});

/** POST /assets/single-files/feeds?partnerId: the checked rows and the nodes (nodeIds[i]) every asset goes on. */
export const feedCreateBodySchema = z.object({
  nodeIds: z.array(idSchema).max(100).default([]),
  assets: z.array(feedAssetSchema).min(1).max(FEED_MAX_ROWS, MESSAGES.assetBatchTooLarge),
});
export type FeedCreateBody = z.input<typeof feedCreateBodySchema>;

/** Each row's outcome: the asset made (processing by the library's job) or why its file could not be fetched. */
export const feedCreateResultSchema = z.object({
  assets: z.array(z.object({ row: z.number().nullable(), name: z.string(), url: z.string(), assetId: idSchema.nullable(), error: z.string().nullable() })),
  createdAssets: z.number(),
  failedAssets: z.number(),
});
export type FeedCreateResult = z.infer<typeof feedCreateResultSchema>;
