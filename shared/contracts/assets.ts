/**
 * Contracts of the asset library calls (000 7.3). Files go to storage by presigned URLs (architecture 'Data'): an
 * init call per batch, a complete call per file, then a processing job; the library and picker lists share one query.
 */
import * as z from 'zod';
import { ASSET_BATCH_MAX, ASSET_MAX_BYTES, ASSET_NAME_MAX_LENGTH, ASSET_PAGE_SIZE_MAX, ASSET_TAG_MAX_LENGTH } from '../constants';
import { ASSET_CATEGORIES, ASSET_STATUSES } from '../domain/assets';
import { pathParts } from '../domain/asset-hierarchy';
import { MESSAGES } from '../messages';
import { idSchema, typedName } from './common';

/** A single file asset (000 3) as every call answers it. `url` and `thumbLocation` are short-lived download links. */
export const assetSchema = z.object({
  _id: idSchema,
  partnerId: idSchema,
  name: z.string(),
  type: z.enum(ASSET_CATEGORIES),
  mimeType: z.string(),
  format: z.string(),
  size: z.number(),
  hash: z.string().nullable(),
  url: z.string().nullable(),
  thumbLocation: z.string().nullable(),
  /**
   * HTML and SVG files (active content) shown in the app: a short-lived address on the user-content origin, never the
   * app's, to show in `<iframe sandbox="allow-scripts">` (HTML) or an image (SVG). Null for other files.
   */
  contentUrl: z.string().nullable(),
  dimension: z.object({ width: z.number(), height: z.number() }).nullable(),
  duration: z.number().nullable(),
  /** Its scores (0-100; functions/scoring), once the image scorer measured it; absent or null before. */
  scores: z.object({ aesthetics: z.number(), memorability: z.number(), textProportion: z.number() }).nullable().optional(),
  tags: z.array(z.string()),
  businessNodes: z.array(idSchema),
  additionalNodes: z.array(idSchema),
  nodeIds: z.array(idSchema),
  parentId: idSchema.nullable(),
  children: z.number(),
  isIndependent: z.boolean(),
  isFromDam: z.boolean(),
  isLink: z.boolean(),
  archived: z.boolean(),
  status: z.enum(ASSET_STATUSES),
  /** Why processing failed (the spec's text), when status is failed. */
  error: z.string().nullable(),
  /** The library asset an upload of the same content was merged into, when status is merged. */
  mergedInto: idSchema.nullable(),
  createdAt: z.number(),
  createdBy: z.string(),
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type AssetDto = z.infer<typeof assetSchema>;

/** Array query values come in bracket form (000 7.3): `format[]=png`, `nodeIds[0]=...`, or comma-joined repeats. */
export function collectArrayParams(query: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const base = key.replace(/\[\d*\]$/, '');
    if (!names.includes(base)) {
      out[key] = value;
      continue;
    }
    const values = String(value).split(',').filter(Boolean);
    out[base] = [...((out[base] as string[] | undefined) ?? []), ...values];
  }
  return out;
}

const ARRAY_PARAMS = ['format', 'formats', 'nodeIds', 'tags', 'assetsToExclude', 'type'] as const;
const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ASSET_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'size', 'aesthetics', 'memorability'] as const;
/** The score filter of the library: a band of the aesthetics score, or not scored yet. */
export const ASSET_SCORE_FILTERS = ['high', 'medium', 'low', 'unscored'] as const;

/** GET /assets/single-files: the library list and the wizard's picker (000 7.3 'Library picker query'). */
export const assetListQuerySchema = z.preprocess(
  (q) => (q && typeof q === 'object' ? collectArrayParams(q as Record<string, unknown>, ARRAY_PARAMS) : q),
  z
    .object({
      partnerId: idSchema.optional(),
      page: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(ASSET_PAGE_SIZE_MAX).default(10),
      search: z.string().trim().max(200).optional(),
      sort: z.enum(ASSET_SORT_FIELDS).default('createdAt'),
      direction: z.enum(['asc', 'desc']).default('desc'),
      /** Lower-case extensions; `formats` is accepted as the same list. */
      format: z.array(z.string().trim().toLowerCase()).optional(),
      formats: z.array(z.string().trim().toLowerCase()).optional(),
      type: z.array(z.enum(ASSET_CATEGORIES)).optional(),
      nodeIds: z.array(idSchema).optional(),
      tags: z.array(z.string()).optional(),
      archived: booleanParam.optional(),
      isIndependent: booleanParam.optional(),
      status: z.enum(ASSET_STATUSES).optional(),
      assetsToExclude: z.array(idSchema).optional(),
      /** Only assets without a parent: the library screen shows children (zip entries, a folder's files, crops) in its tree. */
      topLevel: booleanParam.optional(),
      /** Aesthetics band (high 70-100, medium 40-69, low 0-39) or 'unscored'. */
      score: z.enum(ASSET_SCORE_FILTERS).optional(),
    })
    .transform(({ formats, ...q }) => ({ ...q, format: q.format ?? formats })),
);
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

export const assetListSchema = z.object({ total: z.number(), results: z.array(assetSchema) });
export type AssetList = z.infer<typeof assetListSchema>;

export const assetIdParamsSchema = z.object({ id: idSchema });
export const formatsListSchema = z.array(z.string());

const tagsSchema = z.array(z.string().trim().min(1).max(ASSET_TAG_MAX_LENGTH)).max(50);
const nodeListSchema = z.array(idSchema).max(100);

/** PATCH /assets/single-files/{id}: the editable fields. */
export const assetUpdateSchema = z
  .object({
    name: typedName(z.string().min(1, 'Required').max(ASSET_NAME_MAX_LENGTH)).optional(),
    type: z.enum(ASSET_CATEGORIES).optional(),
    tags: tagsSchema.optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

/** PATCH /assets/single-files: a list of updates, each with its asset id. */
export const assetBulkUpdateSchema = z.array(assetUpdateSchema.extend({ _id: idSchema })).min(1).max(100);
export type AssetBulkUpdate = z.input<typeof assetBulkUpdateSchema>;

/** PUT /assets/single-files/{id}/business-nodes. */
export const assetNodesSchema = z.object({ businessNodes: nodeListSchema, additionalNodes: nodeListSchema.default([]) });
export type AssetNodes = z.input<typeof assetNodesSchema>;

/** One file of an upload batch: its name, size (under 2 GB) and content type. */
export const uploadFileSchema = z.object({
  name: typedName(z.string().min(1).max(ASSET_NAME_MAX_LENGTH)),
  size: z.number().int().min(0).max(ASSET_MAX_BYTES, MESSAGES.assetTooLarge),
  type: z.string().max(200).default(''),
});
/** A batch of at most 50 files. */
export const uploadBatchSchema = <T extends z.ZodType>(file: T) => z.array(file).min(1).max(ASSET_BATCH_MAX, MESSAGES.assetBatchTooLarge);

/** POST /assets/single-files/uploads: start a batch of uploads (at most 50 files, each under 2 GB). */
export const uploadInitSchema = z.object({
  files: uploadBatchSchema(uploadFileSchema.extend({ category: z.enum(ASSET_CATEGORIES).optional() })),
  nodeIds: nodeListSchema.default([]),
  tags: tagsSchema.default([]),
  /** Zip files are opened into a parent with children. */
  unzip: z.boolean().default(true),
});
export type UploadInit = z.input<typeof uploadInitSchema>;

/** Where the browser sends one file: one PUT below the multipart threshold, else one PUT per part. */
export const uploadTargetSchema = z.object({
  assetId: idSchema,
  name: z.string(),
  url: z.string().nullable(),
  partSize: z.number().nullable(),
  parts: z.array(z.object({ partNumber: z.number(), url: z.string() })),
});
export const uploadInitResultSchema = z.object({ uploads: z.array(uploadTargetSchema) });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
export type UploadInitResult = z.infer<typeof uploadInitResultSchema>;

/** POST /assets/single-files/uploads/{id}/complete: the ETags of the parts (multipart only). */
export const uploadCompleteSchema = z.object({
  parts: z.array(z.object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) })).max(10_000).default([]),
});
export type UploadComplete = z.input<typeof uploadCompleteSchema>;

/** POST /assets/single-files/uploads/status: where a batch stands; uploadedAssets and mergedAssets count (000 7.3). */
export const uploadStatusBodySchema = z.object({ ids: z.array(idSchema).min(1).max(ASSET_BATCH_MAX) });
export const uploadStatusSchema = z.object({
  assets: z.array(assetSchema),
  uploadedAssets: z.number(),
  mergedAssets: z.number(),
  failedAssets: z.number(),
  pendingAssets: z.number(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** The processing job's message (queue assets-process). */
export const processAssetMessageSchema = z.object({ assetId: idSchema, userId: z.string().min(1) });
export type ProcessAssetMessage = z.infer<typeof processAssetMessageSchema>;

/** The ws-event payload of source 'assets', event 'asset-processed'. */
export const assetProcessedEventSchema = z.object({ assetId: idSchema, status: z.enum(ASSET_STATUSES), mergedInto: idSchema.nullable() });
export type AssetProcessedEvent = z.infer<typeof assetProcessedEventSchema>;

/** GET /assets/single-files/many?ids[]=...: the assets of these ids the caller may see (unknown or foreign ids are left out). */
export const assetManyQuerySchema = z.preprocess(
  (q) => (q && typeof q === 'object' ? collectArrayParams(q as Record<string, unknown>, ['ids']) : q),
  z.object({ partnerId: idSchema.optional(), ids: z.array(idSchema).min(1).max(ASSET_PAGE_SIZE_MAX) }),
);
export const assetManySchema = z.array(assetSchema);

/**
 * POST /assets/single-files/hierarchy?partnerId&uid&type: a folder upload (000 7.3, the spec's form adapted to presigned
 * uploads). Each file names its path relative to the chosen folder; folders become parent assets, files their children.
 * `uid` is the browser's name for the batch (answered back), `type` the category for every file (else from the name).
 */
export const hierarchyQuerySchema = z.object({ partnerId: idSchema.optional(), uid: z.string().max(100).optional(), type: z.enum(ASSET_CATEGORIES).optional() });
export const hierarchyUploadSchema = z.object({
  files: z
    .array(
      z.object({
        path: z.string().min(1).max(1000).refine((p) => pathParts(p) !== null, MESSAGES.folderPathInvalid),
        size: z.number().int().min(0).max(ASSET_MAX_BYTES, MESSAGES.assetTooLarge),
        type: z.string().max(200).default(''),
      }),
    )
    .min(1)
    .max(ASSET_BATCH_MAX, MESSAGES.assetBatchTooLarge)
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, { message: MESSAGES.folderPathInvalid }),
  nodeIds: nodeListSchema.default([]),
  tags: tagsSchema.default([]),
});
export type HierarchyUpload = z.input<typeof hierarchyUploadSchema>;
export const hierarchyResultSchema = z.object({
  uid: z.string().nullable(),
  /** The folder assets made, by path ('Summer/Social'). */
  folders: z.array(z.object({ path: z.string(), assetId: idSchema })),
  /** Where each file goes, as the plain upload answers, with its path. */
  uploads: z.array(uploadTargetSchema.extend({ path: z.string() })),
});
export type HierarchyResult = z.infer<typeof hierarchyResultSchema>;
