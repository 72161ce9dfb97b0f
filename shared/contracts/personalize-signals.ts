/**
 * Personalize signals (001 3 'Signal', 001 5 'Signals CSV', 001 7 'Personalize' signals calls, imports and the
 * fallback signals count) and variation performance (001 3 'Variation performance'; GET performance is ours).
 * Every call sits under campaigns/{campaignId}/personalize/{treeId}.
 */
import * as z from 'zod';
import { SIGNAL_MAX_VALUES, SIGNALS_CSV_MAX_BYTES } from '../constants';
import { MESSAGES } from '../messages';
import { SEGMENT_TYPES } from '../domain/segments';
import { SIGNAL_KINDS, type SignalKind } from '../domain/variant-rules';
import { boundInstant, isWallTime } from '../domain/time-zones';
import { idSchema, typedName } from './common';
import { platformIdSchema } from './ad-platforms';
import { treeParamsSchema } from './personalize';

export { SIGNAL_KINDS, treeParamsSchema, type SignalKind };
export const SEGMENT_TYPE_KEYS = [...new Set(SEGMENT_TYPES.map((t) => t.key))] as [string, ...string[]];

export const signalParamsSchema = treeParamsSchema.extend({ signalId: idSchema });

/** A signal's name: one line (001 5 'Segment name must not contain line breaks': controls are refused by typedName). */
const signalName = typedName(z.string().min(1, MESSAGES.required).max(256));
const value = z.string().trim().min(1).max(256);
/**
 * A schedule bound: a wall time of the market ('YYYY-MM-DDTHH:mm', or a day 'YYYY-MM-DD' read as 00:00), read in the
 * zone of the campaign's market, or an instant with an offset (kept as that instant).
 */
const isoDate = z.iso.datetime({ offset: true }).or(z.string().refine(isWallTime, 'Use YYYY-MM-DD or YYYY-MM-DDTHH:mm'));

export const userSegmentBodySchema = z.object({
  name: signalName,
  type: z.literal('userSegment'),
  /** 001 3 internal key (custom, cmPlacement, CMAd, dv360LineItem, dv360Audience, thirdPartyDSP, fbAdSet). */
  segmentType: z.enum(SEGMENT_TYPE_KEYS),
  values: z.array(value).min(1).max(SIGNAL_MAX_VALUES),
  campaignIds: z.array(value).max(SIGNAL_MAX_VALUES).optional(),
});
export const scheduleBodySchema = z
  .object({
    name: signalName,
    type: z.literal('schedule'),
    startDate: isoDate,
    endDate: isoDate,
    /** Days of the week it runs on, 0 = Sunday (all when absent). */
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    /** Hours of the day it runs in, 0-23 (all when absent). */
    hours: z.array(z.number().int().min(0).max(23)).max(24).optional(),
  })
  .refine((s) => boundInstant(s.endDate, 'UTC') > boundInstant(s.startDate, 'UTC'), { message: MESSAGES.scheduleEndBeforeStart, path: ['endDate'] });
/** POST signal and PUT signals/{id}: the signal payload (the type of a signal never changes on PUT). */
export const signalBodySchema = z.discriminatedUnion('type', [userSegmentBodySchema, scheduleBodySchema]);
export type SignalBody = z.infer<typeof signalBodySchema>;

export const signalSchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  treeId: z.string(),
  name: z.string(),
  type: z.enum(SIGNAL_KINDS),
  segmentType: z.string().optional(),
  values: z.array(z.string()).optional(),
  campaignIds: z.array(z.string()).optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  daysOfWeek: z.array(z.number()).optional(),
  hours: z.array(z.number()).optional(),
  /**
   * Schedules: the IANA zone of the campaign's market. startDate and endDate are then wall times of it
   * ('YYYY-MM-DDTHH:mm' or a day), and days and hours are of its clock. Without it (schedules stored before market
   * time zones) they are ISO instants and UTC hours.
   */
  timeZone: z.string().optional(),
  revision: z.number(),
});
export type SignalView = z.infer<typeof signalSchema>;

export const listSignalsQuerySchema = z.object({ type: z.enum(SIGNAL_KINDS).optional() });
/** GET signals: the tree's signals and the IANA zone of the campaign's market (where new schedules are entered). */
export const listSignalsResponseSchema = z.object({ signals: z.array(signalSchema), timeZone: z.string().optional() });
export const signalExistQuerySchema = z.object({ name: z.string().min(1).max(1024) });
export const signalExistResponseSchema = z.object({ exists: z.boolean() });

/** PATCH formats/signals: sets the signals of these variants (a type left out keeps the variants' signals of it). */
export const assignSignalsBodySchema = z.object({
  variants: z.array(idSchema).min(1).max(10_000),
  userSegment: z.array(idSchema).max(1000).optional(),
  schedule: z.array(idSchema).max(1000).optional(),
});

/**
 * POST signals/upload: the CSV as text (001 5 'Signals CSV'; user segments only). `type` is the signal type, or the
 * segment type the user chose (an import label of 001 3): then the file's type column must be that one.
 */
export const uploadSignalsBodySchema = z.object({
  csvData: z.string().max(SIGNALS_CSV_MAX_BYTES),
  type: z.enum(['userSegment', ...SEGMENT_TYPES.map((t) => t.label)] as [string, ...string[]]).default('userSegment'),
});
/** What an upload or import did: created signals, and the names that already existed (left as they were). */
export const signalsImportResponseSchema = z.object({
  created: z.number(),
  duplicates: z.number(),
  /** The first 100 names that already existed. */
  duplicateNames: z.array(z.string()),
});
export type SignalsImportResult = z.infer<typeof signalsImportResponseSchema>;
export const DUPLICATE_NAMES_SHOWN = 100;

const platformIds = z.array(platformIdSchema).min(1).max(100);
export const importLineItemsBodySchema = z.object({ campaignIds: platformIds, advertiserId: platformIdSchema, excludeCompleted: z.boolean().default(false) });
export const importAdSetsBodySchema = z.object({
  campaignIds: platformIds,
  facebookAdAccountId: platformIdSchema,
  facebookPageId: platformIdSchema.optional(),
  excludeCompleted: z.boolean().default(false),
});

export const fallbackSignalsCountResponseSchema = z.object({ count: z.number() });

/** GET performance (ours): CTR and VTR per variant format, with the gathering metric (impressions). */
export const formatPerformanceSchema = z.object({
  variantId: z.string(),
  formatId: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  videoCompletions: z.number(),
  /** Ratios 0..1, null without impressions. */
  ctr: z.number().nullable(),
  vtr: z.number().nullable(),
  /** 'gathering' until impressions pass the threshold, 'none' without facts. */
  state: z.enum(['none', 'gathering', 'ready']),
});
export const performanceResponseSchema = z.object({ threshold: z.number(), formats: z.array(formatPerformanceSchema) });
export type FormatPerformance = z.infer<typeof formatPerformanceSchema>;
