/**
 * Personalize trees, variants and variations (001 3 'Personalize tree', 'Variant', 'Variant format', 'Variation';
 * 001 7 'Personalize', 'Campaigns' generate-variations, 'Creatives and approvals' variations by hashes; 002 7
 * 'report/variations'), and the tree-initialisation job's message and ws-events.
 */
import * as z from 'zod';
import { PLATFORMS } from '../domain/concepts';
import { VARIANT_FILTER_VALUES } from '../domain/variant-rules';
import { commaList, idSchema, typedName } from './common';

export const campaignParamsSchema = z.object({ id: idSchema });

/** The tree-initialisation job (functions/personalize/consumers/initialise-trees.ts). */
export const treeJobMessageSchema = z.object({
  jobId: idSchema,
  campaignId: idSchema,
  partnerId: idSchema,
  conceptId: idSchema,
  /** The templates chosen for the campaign (current versions are read when the job runs). */
  templateIds: z.array(idSchema).min(1).max(500),
  /** The campaign's platforms: trees are made for the personalised ones among them (001 9). */
  platforms: z.array(z.enum(PLATFORMS)).min(1),
  /** Who asked: the job's ws-events go to their browsers. */
  userId: z.string().min(1),
});
export type TreeJobMessage = z.infer<typeof treeJobMessageSchema>;

/** ws-event source 'personalize', events 'tree-initialization-started' / '-finished' / '-failed'. */
export const treeJobEventSchema = z.object({
  campaignId: idSchema,
  jobId: idSchema,
  status: z.enum(['progress', 'finished', 'error']),
  message: z.string(),
  trees: z.array(z.object({ _id: z.string(), platform: z.string(), format: z.string() })).optional(),
});
export type TreeJobEvent = z.infer<typeof treeJobEventSchema>;
export const TREE_JOB_EVENTS = { started: 'tree-initialization-started', finished: 'tree-initialization-finished', failed: 'tree-initialization-failed' } as const;
export const PERSONALIZE_EVENT_SOURCE = 'personalize';

/** A signal as a variant names it (001 3 'Signal'). */
export const SIGNAL_TYPES = ['userSegment', 'schedule'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];
export const signalRefSchema = z.object({ _id: z.string(), name: z.string(), type: z.enum(SIGNAL_TYPES) });
export type SignalRef = z.infer<typeof signalRefSchema>;

const dynamicElementSchema = z.object({ value: z.string(), type: z.enum(['image', 'url', 'video', 'audio', 'text']), optional: z.boolean().optional() });

export const treeSchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  platform: z.string(),
  format: z.string(),
  templates: z.array(z.object({ templateId: z.string(), name: z.string(), size: z.string(), version: z.number(), generation: z.number() })),
  isFallbackEnabled: z.boolean(),
  fallbackVariantId: z.string().nullable(),
  location: z.string(),
  dimension: z.string(),
});
export type PersonalizeTree = z.infer<typeof treeSchema>;

export const variantFormatSchema = z.object({
  _id: z.string(),
  name: z.string(),
  shortName: z.string(),
  format: z.string(),
  templateId: z.string(),
  version: z.number(),
  generation: z.number(),
  status: z.string(),
  archived: z.boolean(),
  approved: z.boolean(),
  dynamicElements: z.record(z.string(), dynamicElementSchema),
  /** 001 4 'Render and screenshot status' of the format's screenshot (formats/screenshots job). */
  screenshotRenderStatus: z.enum(['unrendered', 'progress', 'finished', 'error']),
  /** Where the finished screenshot is (files bucket key); absent until one is made. */
  screenshotKey: z.string().optional(),
});
export const SCREENSHOT_RENDER_STATUSES = ['unrendered', 'progress', 'finished', 'error'] as const;
export type ScreenshotRenderStatus = (typeof SCREENSHOT_RENDER_STATUSES)[number];

export const variantSchema = z.object({
  _id: z.string(),
  treeId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  isFallback: z.boolean(),
  archived: z.boolean(),
  approved: z.boolean(),
  formats: z.record(z.string(), variantFormatSchema),
  allVariantFormatIds: z.array(z.string()),
  dynamicElements: z.record(z.string(), z.object({ value: z.string(), optional: z.boolean().optional() })),
  /** 001 3 'Variant' signals: the variant's signals by type, resolved (a deleted signal is left out). */
  signals: z.object({ userSegment: z.array(signalRefSchema), schedule: z.array(signalRefSchema) }),
  /** 001 3 'Variant' statuses: live (enabled and now within a schedule, or no schedule) and scheduled (enabled, all schedules ahead). */
  statuses: z.object({ live: z.boolean(), scheduled: z.boolean() }),
  /** Carousel trees: the number of cards (2..10, default 3); absent on other trees. */
  cardsCount: z.number().int().optional(),
  /** The stored revision every write is conditional on (a stale write answers 409). */
  revision: z.number().int(),
});
/** VariantView: a variant as every personalize call and table event presents it. */
export type Variant = z.infer<typeof variantSchema>;
export type VariantView = Variant;

export const listTreesResponseSchema = z.object({ trees: z.array(treeSchema), job: z.object({ status: z.string(), message: z.string() }).nullable() });
export type ListTreesResponse = z.infer<typeof listTreesResponseSchema>;

/**
 * POST campaigns/{id}/generate-variations (001 7; 002 5 'Variation permutation'). Without a datasource the values are
 * those of the trees' variants; a datasource's rows give them instead ('Datasource elements count mismatch' when a row
 * does not have one cell per column). Without a platform every personalised platform of the campaign's trees.
 */
export const generateVariationsSchema = z
  .object({
    platform: z.enum(PLATFORMS).optional(),
    shuffle: z.boolean().default(false),
    seed: z.number().int().min(0).max(2 ** 32 - 1).default(1),
    /** Audience rules the variations are shared out over (002 9: the limit divided by their number). */
    audienceRules: z.number().int().min(0).max(10_000).default(0),
    /** Meta dynamic image: horizontal, vertical or square (002 5). */
    dynamicImageFormat: z.string().max(40).optional(),
    datasource: z.object({ columns: z.array(z.string().min(1).max(200)).min(1).max(200), rows: z.array(z.array(z.string().max(10_000)).max(200)).min(1).max(50_000) }).optional(),
  })
  .default({ shuffle: false, seed: 1, audienceRules: 0 });
export type GenerateVariationsRequest = z.input<typeof generateVariationsSchema>;
export type GenerateVariations = z.output<typeof generateVariationsSchema>;

export const variationSchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  /** 001 3: pureVariationHash_version_formatSuffix. */
  hash: z.string(),
  reportingHash: z.string(),
  name: z.string(),
  format: z.string(),
  version: z.number(),
  generation: z.number(),
  size: z.string(),
  formats: z.array(z.string()),
  channels: z.array(z.string()),
  audienceFilters: z.array(z.string()),
  values: z.record(z.string(), z.string()),
  approvals: z.object({ users: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), type: z.enum(['Final', 'Interim']) })) }),
  approved: z.boolean(),
  rejected: z.boolean(),
});
export type VariationView = z.infer<typeof variationSchema>;

export const generateVariationsResponseSchema = z.object({
  generated: z.number(),
  total: z.string(),
  limited: z.boolean(),
  iterations: z.number(),
  platforms: z.array(z.object({ platform: z.string(), treeId: z.string(), permutations: z.number(), variations: z.number() })),
});

/**
 * The variation generation job (ours; 001 8 'Only one process at a time can be executed'): POST generate-variations
 * checks everything and answers 202 with what it will write; the `personalize-variations` queue writes it. The
 * request (a datasource may be far larger than a queue message) waits in the files bucket under `requestKey`.
 */
export const variationJobMessageSchema = z.object({
  jobId: idSchema,
  campaignId: idSchema,
  partnerId: idSchema,
  /** Who asked: the job's ws-events go to their browsers. */
  userId: z.string().min(1),
  requestKey: z.string().min(1).max(1024),
});
export type VariationJobMessage = z.infer<typeof variationJobMessageSchema>;
/** The job's ws-events (source 'personalize'): started, progress (written so far), finished or failed, with counts. */
export const VARIATION_JOB_EVENTS = {
  started: 'variations-generation-started',
  progress: 'variations-generation-progress',
  finished: 'variations-generation-finished',
  failed: 'variations-generation-failed',
} as const;
export const variationCountSchema = z.object({ size: z.string(), format: z.string(), count: z.number() });
export type VariationCount = z.infer<typeof variationCountSchema>;
export const variationJobStateSchema = z.object({
  jobId: z.string(),
  status: z.enum(['progress', 'finished', 'error']),
  message: z.string(),
  /** Variations the job makes (the campaign's generated set of the trees asked for). */
  planned: z.number(),
  /** Written so far (new ones; revived and retired ones are flags). */
  written: z.number(),
  /** When finished: the variations generated, per size and format. */
  counts: z.array(variationCountSchema).optional(),
});
export type VariationJobState = z.infer<typeof variationJobStateSchema>;
export const variationJobEventSchema = variationJobStateSchema.extend({ campaignId: z.string() });
export type VariationJobEvent = z.infer<typeof variationJobEventSchema>;

/** POST generate-variations answers 202: the job's id, its message and the counts it will write. */
export const generateVariationsAcceptedSchema = generateVariationsResponseSchema.extend({ jobId: z.string(), message: z.string() });
export type GenerateVariationsAccepted = z.infer<typeof generateVariationsAcceptedSchema>;

/** GET campaigns/{id}/variations (ours): the campaign's live variations, a page at a time, with counts and the job. */
export const campaignVariationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const campaignVariationsResponseSchema = z.object({
  variations: z.array(variationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.array(variationCountSchema),
  job: variationJobStateSchema.nullable(),
});
export type CampaignVariations = z.infer<typeof campaignVariationsResponseSchema>;

/** GET /campaigns/variations/{hashes}: hashes separated by commas (variation hashes or reporting hashes). */
export const MAX_HASHES = 200;
export const variationHashesParamsSchema = z.object({
  hashes: z
    .string()
    .max(MAX_HASHES * 80)
    .transform((s) => [...new Set(s.split(',').map((h) => h.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^[0-9a-f]{32}(?:_\d+_[A-Za-z0-9x]+)?$/, 'Wrong variation hash')).min(1).max(MAX_HASHES)),
});

/** POST report/variations (002 7): body variationReportingHashes and options. */
export const reportVariationsSchema = z.object({
  variationReportingHashes: z.array(z.string().regex(/^[0-9a-f]{32}$/, 'Wrong variation hash')).min(1).max(1000),
  options: z.object({ populate: z.array(z.enum(['values', 'approvals'])).optional(), campaignId: idSchema.optional() }).default({}),
});


/* ------------------------------------------------------------------------------------------------------------------
 * The personalize view's calls (001 7 'Personalize'). All sit under B = /campaigns/{campaignId}/personalize/{treeId}
 * except list-accessible-to-clone. Lists in a query are comma separated (`statuses=active,off`).
 * ---------------------------------------------------------------------------------------------------------------- */

export const treeParamsSchema = z.object({ campaignId: idSchema, treeId: idSchema });
export const variantParamsSchema = treeParamsSchema.extend({ variantId: idSchema });
export const variantFormatParamsSchema = variantParamsSchema.extend({ formatId: idSchema });


/**
 * The grid's filters (001 4 'Personalize filter values'; 001 2 filter drawer groups statuses, formats, variants,
 * segments). Within a group any value matches, groups all apply; archived variants only when `statuses` has archived.
 * formats: template ids of the tree; variants: variant ids; segments: user-segment signal ids; search: in names.
 */
export const variantFiltersSchema = z.object({
  statuses: commaList(z.enum(VARIANT_FILTER_VALUES), VARIANT_FILTER_VALUES.length).optional(),
  formats: commaList(idSchema, 500).optional(),
  variants: commaList(idSchema, 1000).optional(),
  segments: commaList(idSchema, 1000).optional(),
  search: z.string().trim().max(256).optional(),
});
/** The same filters in a JSON body (formats/dynamic-elements). */
export const variantFiltersBodySchema = z.object({
  statuses: z.array(z.enum(VARIANT_FILTER_VALUES)).max(VARIANT_FILTER_VALUES.length).optional(),
  formats: z.array(idSchema).max(500).optional(),
  variants: z.array(idSchema).max(10_000).optional(),
  segments: z.array(idSchema).max(1000).optional(),
  search: z.string().trim().max(256).optional(),
});
export type VariantFilters = z.output<typeof variantFiltersBodySchema>;

export const variantCountsSchema = z.object({ totalAmount: z.number(), archivedAmount: z.number(), activeAmount: z.number() });
export type VariantCounts = z.infer<typeof variantCountsSchema>;

/** GET B/variants: a page of the filtered variants (fallback first, archived last, then by creation) and the tree's counts. */
export const listVariantsQuerySchema = variantFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});
export const listVariantsResponseSchema = z.object({
  variants: z.array(variantSchema),
  /** Variants matching the filters. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: variantCountsSchema,
});
export type ListVariantsResponse = z.infer<typeof listVariantsResponseSchema>;

/** GET B/variant-identifiers: every id matching the filters (the grid's 'select all'). */
export const variantIdentifiersResponseSchema = z.object({ ids: z.array(z.string()) });
/** GET B/variants/count: `count` matches the filters; the amounts are the tree's. */
export const variantCountResponseSchema = variantCountsSchema.extend({ count: z.number() });
/** GET B/variants/{variantId}. */
export const variantResponseSchema = z.object({ variant: variantSchema });

/** GET B/available-filters: the values each filter group offers for this tree. */
const filterOptionSchema = z.object({ value: z.string(), label: z.string() });
export const availableFiltersResponseSchema = z.object({
  statuses: z.array(z.enum(VARIANT_FILTER_VALUES)),
  formats: z.array(filterOptionSchema),
  variants: z.array(filterOptionSchema),
  segments: z.array(filterOptionSchema),
});
export type AvailableFilters = z.infer<typeof availableFiltersResponseSchema>;

/** GET B/templates: the tree's templates with their dynamic fields and a preview URL on the user-content origin. */
export const treeTemplateFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['image', 'url', 'video', 'audio', 'text']),
  optional: z.boolean(),
  possibleValues: z.array(z.string()).optional(),
  defaultValue: z.string(),
});
export type TreeTemplateField = z.infer<typeof treeTemplateFieldSchema>;
export const treeTemplateSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  size: z.string(),
  /** Meta's orientation or the size (the variant format's `format`). */
  format: z.string(),
  kind: z.enum(['html', 'video']),
  version: z.number(),
  generation: z.number(),
  dynamicFields: z.array(treeTemplateFieldSchema),
  /** The template's player on the cookieless user-content origin; values go in as the preview protocol says. */
  previewUrl: z.string(),
});
export type TreeTemplateView = z.infer<typeof treeTemplateSchema>;
export const treeTemplatesResponseSchema = z.object({ templates: z.array(treeTemplateSchema) });

export const variantNameSchema = typedName(z.string().min(1).max(256));
/** Values per template id, then per field name. */
const templateValuesSchema = z.record(idSchema, z.record(z.string().min(1).max(200), z.string().max(10_000)));

/** POST B/variant (001 5 'Variant name unique': 'Already exist'). Missing values take the templates' defaults. */
export const createVariantSchema = z.object({ name: variantNameSchema, values: templateValuesSchema.optional() });
export type CreateVariantRequest = z.input<typeof createVariantSchema>;
/** GET B/variant/exist?name. */
export const variantExistQuerySchema = z.object({ name: variantNameSchema });
export const existResponseSchema = z.object({ exists: z.boolean() });

/**
 * POST B/variant/clone: a copy (off, unapproved, without the fallback role) in the same tree or in another tree of the
 * same platform and format in a campaign the caller may write (GET list-accessible-to-clone). Signals stay only in the
 * same tree (signals belong to a tree).
 */
export const cloneVariantSchema = z.object({ variantId: idSchema, name: variantNameSchema, targetCampaignId: idSchema.optional(), targetTreeId: idSchema.optional() });
export type CloneVariantRequest = z.input<typeof cloneVariantSchema>;
/** GET /campaigns/personalize/list-accessible-to-clone?variantId. */
export const cloneTargetsQuerySchema = z.object({ variantId: idSchema });
export const cloneTargetsResponseSchema = z.object({
  campaigns: z.array(z.object({ _id: z.string(), name: z.string(), trees: z.array(z.object({ _id: z.string(), platform: z.string(), format: z.string() })) })),
});
export type CloneTargets = z.infer<typeof cloneTargetsResponseSchema>;

/** PATCH B/variants/{variantId}/rename. */
export const renameVariantSchema = z.object({ name: variantNameSchema });

/**
 * The answer of every single-variant change (rename, fallback, archive/restore, activate/deactivate, format
 * archive/restore, cards): the variant as it is now and the other variants the change touched (turning off the
 * fallback turns the others off; a new fallback may disable the previous one).
 */
export const variantChangeResponseSchema = z.object({ variant: variantSchema, changed: z.array(variantSchema) });
export type VariantChangeResponse = z.infer<typeof variantChangeResponseSchema>;

/** Bulk activation (001 4, 001 8 bulk toasts): each variant with the format ids the grid has selected. */
const bulkVariantsSchema = z.array(z.object({ variantId: idSchema, formatIds: z.array(idSchema).max(100) })).min(1).max(10_000);
export const bulkActivateSchema = z.object({ variants: bulkVariantsSchema, includeArchived: z.boolean().default(false) });
export const bulkDeactivateSchema = z.object({ variants: bulkVariantsSchema });
export type BulkActivateRequest = z.input<typeof bulkActivateSchema>;
/**
 * updated / failed: variants; errors: the reasons per failed variant ('{name}: {reason}'; the client shows at most 5);
 * checklist: the 'Please check:' items (001 8) that explain the failures, in the spec's order.
 */
export const bulkResultSchema = z.object({ updated: z.number(), failed: z.number(), errors: z.array(z.string()), checklist: z.array(z.string()) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * PATCH B/formats/dynamic-elements: sets field values on the given variant formats (fields a format lacks are left
 * alone; url fields need a protocol except Display Link; a field with possible values takes one of them). With
 * `filters` and no formats it edits every non-archived format of the variants matching them. Answers the variants
 * changed (001 4 edit consequences applied).
 */
export const editDynamicElementsSchema = z.object({
  formats: z.array(z.object({ variantId: idSchema, formatId: idSchema })).max(10_000).default([]),
  values: z.record(z.string().min(1).max(200), z.string().max(10_000)).refine((v) => Object.keys(v).length > 0, 'Values are required'),
  filters: variantFiltersBodySchema.optional(),
});
export type EditDynamicElementsRequest = z.input<typeof editDynamicElementsSchema>;
export const variantsResponseSchema = z.object({ variants: z.array(variantSchema) });

/** POST B/cards/new {variantId} and DELETE B/cards/latest?variantId (carousel cards 2..10). */
export const cardsBodySchema = z.object({ variantId: idSchema });
export const cardsQuerySchema = z.object({ variantId: idSchema });

/* --- Signals and variation performance: shared/contracts/personalize-signals.ts (signals-api) --- */

/* --- Screenshots, Meta creatives and previews, performance, analytics (realtime-previews / signals-api; drafts) --- */

export * from './personalize-events';
export * from './personalize-previews';
