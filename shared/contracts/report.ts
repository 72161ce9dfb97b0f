/**
 * Contract of the reporter service, `POST /report` (002 7 'Reporter service'). One shape for the dashboard, the analyzer,
 * filter options (a split on one field with no metrics) and counts. Field and metric names are checked against the
 * catalogue in shared/reporting/catalogue.ts, so nothing of a request reaches SQL except as a bound parameter or a
 * catalogue identifier.
 */
import * as z from 'zod';
import { GRANULARITIES, REPORT_ROW_LIMIT, SORT_DIRECTIONS } from '../constants';
import { REPORT_FIELDS, REPORT_SOURCES, isMetricId } from '../reporting/catalogue';

const fieldSchema = z.enum(REPORT_FIELDS);
/** Standard metrics (IMPRESSIONS, CTR, ...) and custom-conversion metrics (`CC_<24hex>_<ending>`). */
const metricSchema = z.string().refine(isMetricId, { message: 'Unknown metric' });
const valueSchema = z.union([z.string().max(512), z.number().finite()]);
/** ISO date (YYYY-MM-DD) or date-time; the caller chooses the convention (analyzer: end of end day; dashboard: 00:00 of end). */
const instantSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/, 'Invalid date');

export const whereClauseSchema = z.union([
  z.strictObject({ $in: z.array(valueSchema).min(1).max(1000) }),
  z.strictObject({ $hasAny: z.array(valueSchema).min(1).max(1000) }),
  z.strictObject({ $between: z.tuple([instantSchema, instantSchema]) }),
]);
export type WhereClause = z.infer<typeof whereClauseSchema>;

const havingClauseSchema = z.strictObject({
  $gt: z.number().finite().optional(),
  $gte: z.number().finite().optional(),
  $lt: z.number().finite().optional(),
  $lte: z.number().finite().optional(),
});

export const reportRequestSchema = z.strictObject({
  from: z.enum(REPORT_SOURCES).default('performance'),
  /** Metrics to compute; empty for filter options (a split on one field with no metrics). */
  select: z.array(metricSchema).max(50).default([]),
  groupBy: z.array(fieldSchema).max(10).default([]),
  where: z.partialRecord(fieldSchema, whereClauseSchema).default({}),
  having: z.record(metricSchema, havingClauseSchema).default({}),
  granularity: z.enum(GRANULARITIES).default('ALL'),
  /** Campaign and partner filters (002 7); the server narrows them to what the caller may access. */
  accessCheckFilters: z.strictObject({
    campaignId: z.array(z.string().max(64)).max(1000).optional(),
    partnerId: z.array(z.string().max(64)).max(100).optional(),
  }).default({}),
  orderBy: z.array(z.strictObject({ field: z.string().max(80), direction: z.enum(SORT_DIRECTIONS).default('ASC') })).max(10).default([]),
  limit: z.number().int().min(1).max(REPORT_ROW_LIMIT).default(1000),
  offset: z.number().int().min(0).default(0),
  /** A count query: the distinct count of the group-by fields (summed per period when granularity is not ALL). */
  count: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ParsedReportRequest = z.output<typeof reportRequestSchema>;

/**
 * POST report/relevant-dimensions (002 7): the body is a report request, of which where and accessCheckFilters count;
 * the answer lists the fields that have a value in the filtered rows.
 */
export const relevantDimensionsRequestSchema = reportRequestSchema;
export const relevantDimensionsResponseSchema = z.array(z.object({ id: fieldSchema }));
export type RelevantDimensions = z.infer<typeof relevantDimensionsResponseSchema>;
