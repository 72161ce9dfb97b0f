/**
 * Contracts of creative scoring: the analysis every scored image, template and creative carries, the
 * messages of the image-scoring and variations-scoring queues, and our calls (the spec names no paths for them).
 */
import * as z from 'zod';
import { PERFORMANCE_PROPERTIES, SCORE_BANDS } from '../domain/scoring';
import { idSchema } from './common';

const unit = z.number().min(0).max(1);
const partSchema = z.object({
  key: z.enum(['colourfulness', 'contrast', 'sharpness', 'clutter', 'textProportion', 'textContrast', 'logo']),
  label: z.string(),
  input: z.string(),
  value: unit,
  weight: z.number(),
});
const scoreSchema = z.object({ score: z.number().int().min(0).max(100), parts: z.array(partSchema) });

export const analysisSchema = z.object({
  /** Bumped when a formula or a measurement changes: older analyses are made again on request. */
  version: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  aesthetics: scoreSchema,
  memorability: scoreSchema,
  /** Share of the frame covered by recognised text lines (0 to 1). */
  textProportion: unit,
  /** The recognised text (OCR), for search and the platforms' text rules. */
  text: z.string(),
  /** WCAG ratio between text and its background; null without text. */
  textContrast: z.number().nullable(),
  dominantColors: z.array(z.object({ hex: z.string(), share: unit })),
  colourfulness: z.number(),
  contrast: z.number(),
  sharpness: z.number(),
  clutter: unit,
  logo: z.object({ present: z.boolean(), share: unit, source: z.enum(['corner-mark', 'field', 'file', 'none']) }),
  safeSpace: z.object({
    freeShare: unit,
    regions: z.array(z.object({ side: z.enum(['top', 'bottom', 'left', 'right']), x: unit, y: unit, width: unit, height: unit })),
    /** Where sharp's attention strategy puts the focus (fractions of the frame). */
    focus: z.object({ x: unit, y: unit }).nullable(),
    platformZones: z.array(z.object({ name: z.string(), side: z.enum(['top', 'bottom']), depth: unit, free: z.boolean() })),
  }),
  /** Video creatives: scores are the mean over key frames; the rest is of the first key frame. */
  video: z
    .object({ durationMs: z.number(), frames: z.number().int(), firstFrame: z.object({ text: z.boolean(), logo: z.boolean() }) })
    .nullable(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const SCORE_SUBJECT_KINDS = ['asset', 'template', 'creative'] as const;
export type ScoreSubjectKind = (typeof SCORE_SUBJECT_KINDS)[number];
export const SCORE_STATUSES = ['queued', 'progress', 'finished', 'error'] as const;

/** One scored thing as every call answers it. */
export const subjectScoreSchema = z.object({
  kind: z.enum(SCORE_SUBJECT_KINDS),
  id: z.string(),
  /** The version scored: a template version id, a creative version; an asset's content hash. */
  version: z.string(),
  name: z.string(),
  status: z.enum(SCORE_STATUSES),
  error: z.string().nullable(),
  analysis: analysisSchema.nullable(),
  updatedAt: z.number(),
});
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

/** image-scoring: one library asset, or one template version's thumbnail (or video). */
export const imageScoringMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('asset'), assetId: idSchema, userId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('template'), templateId: idSchema, versionId: z.string().min(1).max(64), userId: z.string().min(1).max(64).optional() }),
]);
export type ImageScoringMessage = z.infer<typeof imageScoringMessageSchema>;

/** variations-scoring: one campaign's scoring job (its approved creatives are read by the consumer). */
export const variationsScoringMessageSchema = z.object({ jobId: z.string().min(1).max(64), campaignId: idSchema, partnerId: idSchema, userId: idSchema });
export type VariationsScoringMessage = z.infer<typeof variationsScoringMessageSchema>;

export const campaignIdParamsSchema = z.object({ id: idSchema });
export const scoredIdParamsSchema = z.object({ id: idSchema });

/** POST /campaigns/{id}/scoring: what happened (202 started, 200 all scored). */
export const startScoringResponseSchema = z.object({
  outcome: z.enum(['started', 'all-scored']),
  jobId: z.string().nullable(),
  /** Approved creatives the job scores (those not scored in their current version). */
  total: z.number().int(),
  message: z.string(),
});
export type StartScoringResponse = z.infer<typeof startScoringResponseSchema>;

export const scoringJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(SCORE_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  startedAt: z.number(),
});

/** GET /campaigns/{id}/scores: the scores of the campaign's creatives and the last job. */
export const campaignScoresSchema = z.object({ scores: z.array(subjectScoreSchema), job: scoringJobSchema.nullable() });
export type CampaignScores = z.infer<typeof campaignScoresSchema>;

/** GET /scoring/templates/{id}: each version's score. GET /scoring/assets/{id}: the asset's. */
export const subjectScoresSchema = z.object({ scores: z.array(subjectScoreSchema) });

const bandSchema = z.object({
  band: z.enum(SCORE_BANDS.map((b) => b.band) as [string, ...string[]]),
  creatives: z.number().int(),
  impressions: z.number(),
  ctr: z.number().nullable(),
  vtr: z.number().nullable(),
});
/** GET /campaigns/{id}/scores/performance: CTR and VTR by score band of each property, from the reporting engine. */
export const scorePerformanceSchema = z.object({
  scored: z.number().int(),
  withFacts: z.number().int(),
  properties: z.array(
    z.object({ property: z.enum(PERFORMANCE_PROPERTIES), bands: z.array(bandSchema), ctrLift: z.number().nullable(), vtrLift: z.number().nullable() }),
  ),
});
export type ScorePerformance = z.infer<typeof scorePerformanceSchema>;

/** The score fields a library asset carries for the list's column, filter and sort (0-100). */
export const assetScoresSchema = z.object({ aesthetics: z.number(), memorability: z.number(), textProportion: z.number() });
export type AssetScores = z.infer<typeof assetScoresSchema>;
