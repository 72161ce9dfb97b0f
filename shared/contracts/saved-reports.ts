/**
 * Saved reports, the analyzer's views (002 3 'Analyze report', 002 7 'Saved reports (query partnerId)'): a name, the date
 * range in days, filters, splits, metrics, granularity and sort, kept per partner. The same view drives the analyzer's
 * report requests (shared/reporting/analyzer-query.ts).
 */
import * as z from 'zod';
import {
  GRANULARITIES,
  REPORT_DEFAULT_DATE_RANGE_DAYS,
  SAVED_REPORT_MAX_BYTES,
  SAVED_REPORT_MAX_DATE_RANGE_DAYS,
  SAVED_REPORT_NAME_MAX_LENGTH,
  SAVED_REPORTS_PAGE_SIZE,
  SORT_DIRECTIONS,
} from '../constants';
import { isMetricId, REPORT_FIELDS, type ReportField } from '../reporting/catalogue';
import { idSchema, typedName } from './common';

/** Fields a view may filter or split on: the time goes through the date range and granularity, the partner is the current one. */
export const VIEW_FIELDS = REPORT_FIELDS.filter((f): f is Exclude<ReportField, 'TIMESTAMP' | 'partnerId'> => f !== 'TIMESTAMP' && f !== 'partnerId');
export type ViewField = (typeof VIEW_FIELDS)[number];

const viewFieldSchema = z.enum(VIEW_FIELDS);
const metricIdSchema = z.string().max(80).refine(isMetricId, { message: 'Unknown metric' });
const sortIndexSchema = z.number().int().min(0).max(100);
const distinct = <T>(key: (item: T) => string) => (items: readonly T[]) => new Set(items.map(key)).size === items.length;

export const viewFilterSchema = z.strictObject({ id: viewFieldSchema, values: z.array(z.string().min(1).max(512)).min(1).max(1000) });
export const viewSplitSchema = z.strictObject({ field: viewFieldSchema, sortIndex: sortIndexSchema });
export const viewMetricSchema = z.strictObject({ field: metricIdSchema, sortIndex: sortIndexSchema });
export const viewGranularitySchema = z.strictObject({ field: z.literal('TIMESTAMP').default('TIMESTAMP'), value: z.enum(GRANULARITIES), sortIndex: sortIndexSchema.default(0) });
export const viewSortSchema = z.strictObject({ field: z.string().min(1).max(80), direction: z.enum(SORT_DIRECTIONS) });

export type ViewFilter = z.infer<typeof viewFilterSchema>;
export type ViewSplit = z.infer<typeof viewSplitSchema>;
export type ViewMetric = z.infer<typeof viewMetricSchema>;

/** POST report/analyze-view and PUT report/analyze-view/{id}: the report as the analyzer holds it. */
export const analyzeViewBodySchema = z
  .strictObject({
    name: typedName(z.string().min(1, 'Name is required').max(SAVED_REPORT_NAME_MAX_LENGTH)),
    dateRange: z.number().int().min(1).max(SAVED_REPORT_MAX_DATE_RANGE_DAYS).default(REPORT_DEFAULT_DATE_RANGE_DAYS),
    filters: z.array(viewFilterSchema).max(VIEW_FIELDS.length).refine(distinct<ViewFilter>((f) => f.id), 'A field is filtered twice').default([]),
    splits: z.array(viewSplitSchema).max(10).refine(distinct<ViewSplit>((s) => s.field), 'A field is split twice').default([]),
    metrics: z.array(viewMetricSchema).min(1, 'Choose at least one metric').max(50).refine(distinct<ViewMetric>((m) => m.field), 'A metric is chosen twice'),
    granularity: viewGranularitySchema.default({ field: 'TIMESTAMP', value: 'ALL', sortIndex: 0 }),
    sort: viewSortSchema.nullable().default(null),
    areBenchmarksShown: z.boolean().default(false),
    default: z.boolean().default(false),
  })
  .refine((view) => !view.sort || sortableColumns(view).includes(view.sort.field), { message: 'Sort by a split, a metric or the time', path: ['sort', 'field'] })
  .refine((view) => new TextEncoder().encode(JSON.stringify(view)).length <= SAVED_REPORT_MAX_BYTES, { message: 'The report is too large to be saved' });
export type AnalyzeViewBody = z.input<typeof analyzeViewBodySchema>;
export type AnalyzeView = z.output<typeof analyzeViewBodySchema>;

/** The columns a view's table has, so the ones it may be sorted by. */
export function sortableColumns(view: {
  splits: readonly { field: string }[];
  metrics: readonly { field: string }[];
  granularity: { value: string };
}): string[] {
  return [...(view.granularity.value === 'ALL' ? [] : ['TIMESTAMP']), ...view.splits.map((s) => s.field), ...view.metrics.map((m) => m.field)];
}

/** What a view shows when every metric it had is gone: a view needs one, and impressions are every report's first. */
export const FALLBACK_METRIC = 'IMPRESSIONS';

/**
 * The view without the metrics `drop` names (a deleted custom conversion's, 002 7): the others keep their order, a sort
 * by a dropped metric goes, and a view left with none shows FALLBACK_METRIC. Null when the view names none of them.
 */
export function withoutMetrics<V extends AnalyzeView>(view: V, drop: (metric: string) => boolean): V | null {
  const kept = view.metrics.filter((m) => !drop(m.field));
  if (kept.length === view.metrics.length) return null;
  const metrics = kept.length > 0 ? kept.map((m, sortIndex) => ({ ...m, sortIndex })) : [{ field: FALLBACK_METRIC, sortIndex: 0 }];
  return { ...view, metrics, sort: view.sort && drop(view.sort.field) ? null : view.sort };
}

/** A stored report: the view plus who made it and when. */
export const savedReportSchema = z.object({
  _id: idSchema,
  partnerId: idSchema,
  owner: z.object({ _id: idSchema, email: z.string() }),
  name: z.string(),
  dateRange: z.number().int(),
  filters: z.array(viewFilterSchema),
  splits: z.array(viewSplitSchema),
  metrics: z.array(viewMetricSchema),
  granularity: viewGranularitySchema,
  sort: viewSortSchema.nullable(),
  areBenchmarksShown: z.boolean(),
  default: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

/** GET report/analyze-view?partnerId: newest first, a page at a time (page size 25, offset 0; 002 9). */
export const savedReportsQuerySchema = z.object({
  partnerId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SAVED_REPORTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export const savedReportPageSchema = z.object({ items: z.array(savedReportSchema), count: z.number().int() });
export type SavedReportPage = z.infer<typeof savedReportPageSchema>;

export const savedReportParamsSchema = z.object({ id: idSchema });
/** PUT report/analyze-view with no id in the path answers 'Report ID is missing' (002 5). */
export const updateSavedReportParamsSchema = z.object({ id: idSchema.optional() });
