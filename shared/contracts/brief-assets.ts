/**
 * Contracts of the brief asset calls (000 7.3 'brief/...'): temporary uploads for the wizard's assets step, Link to URL,
 * suggested assets, and turning temporary assets into library assets when the brief is submitted.
 * Bodies never pass through the API (architecture 'Data'): save-single-tmp answers a presigned PUT for the file, the
 * browser sends the file there, then validate checks the stored content against the category.
 */
import * as z from 'zod';
import { ASSET_BATCH_MAX, ASSET_MAX_BYTES, ASSET_NAME_MAX_LENGTH } from '../constants';
import { ASSET_CATEGORIES } from '../domain/assets';
import { MESSAGES } from '../messages';
import { idSchema, typedName } from './common';

export const briefAssetCategorySchema = z.enum(ASSET_CATEGORIES);
export type BriefAssetCategory = z.infer<typeof briefAssetCategorySchema>;

/** A temporary upload's storage key: assets-temp/{partnerId}/{tempAssetId}/{file name}. */
export const tempKeySchema = z.string().regex(/^assets-temp\/[0-9a-f]{24}\/[0-9a-f]{24}\/[^/]+$/, 'Not a temporary asset');

/** A brief asset (000 3): a temporary upload or link (isFromDam false, url = its temporary key) or a library asset. */
export const briefAssetSchema = z.object({
  _id: idSchema,
  isFromDam: z.boolean(),
  isLink: z.boolean(),
  // The asset's name as stored (a library asset's may predate the name rule); names are checked where they are typed.
  name: z.string().min(1).max(ASSET_NAME_MAX_LENGTH),
  url: z.string().max(1000),
  hash: z.string().max(128).optional(),
  type: briefAssetCategorySchema,
});
export type BriefAsset = z.infer<typeof briefAssetSchema>;

/** The client's row id of a file in the upload list (any short text: it only comes back in the answer). */
const tempIdSchema = z.string().trim().min(1).max(64);

/** POST brief/save-single-tmp: where to send one file of a category. */
export const saveSingleTmpBodySchema = z.object({
  tempId: tempIdSchema,
  meta: z.object({
    type: briefAssetCategorySchema,
    name: typedName(z.string().min(1).max(ASSET_NAME_MAX_LENGTH)),
    size: z.number().int().min(0).max(ASSET_MAX_BYTES, MESSAGES.assetTooLarge),
  }),
});
export type SaveSingleTmpBody = z.input<typeof saveSingleTmpBodySchema>;
export const saveSingleTmpResultSchema = z.object({ tempId: z.string(), tempAssetId: idSchema, key: z.string(), uploadUrl: z.string() });
export type SaveSingleTmpResult = z.infer<typeof saveSingleTmpResultSchema>;

/** POST brief/validate: checks a stored temporary file's content against a category; answers the brief asset. */
export const validateBodySchema = z.object({ url: tempKeySchema, type: briefAssetCategorySchema, meta: z.object({ isLink: z.boolean().default(false) }).default({ isLink: false }) });
export type ValidateBody = z.input<typeof validateBodySchema>;
export const validateResultSchema = z.object({ asset: briefAssetSchema });

/** One verdict of revalidate: the asset, and the message when its content does not belong in its category. */
export const assetVerdictSchema = z.object({ asset: briefAssetSchema, valid: z.boolean(), message: z.string().nullable() });
export type AssetVerdict = z.infer<typeof assetVerdictSchema>;

/** POST brief/revalidate: the same check for several temporary assets (for example after moving them between tabs). */
export const revalidateBodySchema = z.object({ assets: z.array(briefAssetSchema.extend({ url: tempKeySchema })).min(1).max(ASSET_BATCH_MAX), meta: z.object({}).passthrough().default({}) });
export type RevalidateBody = z.input<typeof revalidateBodySchema>;
export const revalidateResultSchema = z.object({ results: z.array(assetVerdictSchema) });

/** POST brief/create-temp-asset-from-url: the server fetches a public http(s) URL into a temporary asset. */
export const createTempAssetFromUrlBodySchema = z.object({
  url: z.string().trim().min(1, MESSAGES.invalidUrl).max(2000, MESSAGES.invalidUrl),
  fileTempId: tempIdSchema,
  meta: z.object({ type: briefAssetCategorySchema }),
});
export type CreateTempAssetFromUrlBody = z.input<typeof createTempAssetFromUrlBodySchema>;
export const tempAssetResultSchema = z.object({ tempId: z.string(), asset: briefAssetSchema });
export type TempAssetResult = z.infer<typeof tempAssetResultSchema>;

/** PATCH remove-from-s3: drops temporary files the user removed from the list. */
export const removeFromS3BodySchema = z.object({ urls: z.array(tempKeySchema).min(1).max(ASSET_BATCH_MAX) });
export type RemoveFromS3Body = z.input<typeof removeFromS3BodySchema>;

/**
 * POST brief/create-single-files-from-urls (called when the brief is submitted): each temporary asset becomes a library
 * asset on the concept's nodes (processed by the library's job: hash, merge, thumbnail). Library assets in the list
 * (isFromDam) are answered as they are. The answer maps each temporary id to its library asset id.
 */
export const createSingleFilesFromUrlsBodySchema = z.object({
  tempAssetData: z.array(briefAssetSchema).min(1).max(500),
  nodeIds: z.array(idSchema).min(1).max(100),
  partnerId: idSchema.optional(),
  isFromRecommendation: z.boolean().default(false),
});
export type CreateSingleFilesFromUrlsBody = z.input<typeof createSingleFilesFromUrlsBodySchema>;
export const createSingleFilesFromUrlsResultSchema = z.object({
  assets: z.array(z.object({ tempAssetId: idSchema, _id: idSchema, name: z.string(), type: briefAssetCategorySchema })),
});
export type CreateSingleFilesFromUrlsResult = z.infer<typeof createSingleFilesFromUrlsResultSchema>;

/** GET brief/suggested-assets?nodeIds[]: library assets on the chosen nodes for the required categories (000 3 'Suggested asset'). */
export const suggestedAssetsQuerySchema = z.preprocess(
  (q) => {
    if (!q || typeof q !== 'object') return q;
    const entries = Object.entries(q as Record<string, string>);
    const ids = entries.filter(([k]) => /^nodeIds(\[\d*\])?$/.test(k)).flatMap(([, v]) => String(v).split(',').filter(Boolean));
    return { ...Object.fromEntries(entries.filter(([k]) => !k.startsWith('nodeIds'))), nodeIds: ids };
  },
  z.object({ partnerId: idSchema.optional(), nodeIds: z.array(idSchema).min(1).max(100) }),
);
export const suggestedAssetSchema = z.object({ _id: idSchema, category: briefAssetCategorySchema, name: z.string(), thumbLocation: z.string().nullable() });
export type SuggestedAsset = z.infer<typeof suggestedAssetSchema>;
export const suggestedAssetsSchema = z.object({ results: z.array(suggestedAssetSchema) });
