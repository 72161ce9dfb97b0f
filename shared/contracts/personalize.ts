/**
 * Personalize trees, variants and variations (001 3 'Personalize tree', 'Variant', 'Variant format', 'Variation';
 * 001 7 'Personalize', 'Campaigns' generate-variations, 'Creatives and approvals' variations by hashes; 002 7
 * 'report/variations'), and the tree-initialisation job's message and ws-events.
 */
import * as z from 'zod';
import { PLATFORMS } from '../domain/concepts';
import { idSchema } from './common';

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
});

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
});
export type Variant = z.infer<typeof variantSchema>;

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

/**
 * Personalize table events (001 4 'Real-time events'): ws-event source 'personalize', pushed to the topic
 * `campaign:{campaignId}` so every open personalize or creatives view of the campaign hears them. The open grid
 * applies an event of another user always, and one of the same user only when `treeId` matches its tree.
 */
export const PERSONALIZE_TABLE_EVENTS = {
  variantCreated: 'variant-created',
  variantDuplicated: 'variant-duplicated',
  variantEdited: 'variant-edited',
  variantRenamed: 'variant-renamed',
  variantArchived: 'variant-archived',
  variantRestored: 'variant-restored',
  variantActivated: 'variant-activated',
  variantDeactivated: 'variant-deactivated',
  fallbackChanged: 'fallback-changed',
  creativeApproved: 'creative-approved',
  formatArchived: 'format-archived',
  formatRestored: 'format-restored',
  screenshotStatus: 'screenshot-status',
  signalCreated: 'signal-created',
  signalRemoved: 'signal-removed',
  signalEdited: 'signal-edited',
  variantsCountUpdated: 'variants-count-updated',
} as const;
export type PersonalizeTableEventName = (typeof PERSONALIZE_TABLE_EVENTS)[keyof typeof PERSONALIZE_TABLE_EVENTS];
export const campaignTopic = (campaignId: string) => `campaign:${campaignId}`;
export const personalizeTableEventSchema = z.object({
  campaignId: z.string(),
  treeId: z.string(),
  /** Who made the change. */
  userId: z.string(),
  /** The variants as they are now (the changed ones; presented like GET variants). */
  variants: z.array(z.unknown()).optional(),
  /** Ids of variants that left the list (e.g. archived while archived ones are hidden is the client's choice). */
  variantIds: z.array(z.string()).optional(),
  signal: z.unknown().optional(),
  signalId: z.string().optional(),
  /** Activation errors to show the user (at most 5 shown; 001 4). */
  errors: z.array(z.string()).optional(),
  counts: z.object({ totalAmount: z.number(), archivedAmount: z.number(), activeAmount: z.number() }).optional(),
});
export type PersonalizeTableEvent = z.infer<typeof personalizeTableEventSchema>;
