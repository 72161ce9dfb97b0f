/**
 * Contracts of the calls the reporter dashboard makes besides `POST /report` (002 7 'Reporter service'):
 * creative previews (`POST /report/assets`), campaign benchmarks (`POST campaigns/benchmarks`), the filter lists that
 * need names the facts do not carry (002 3 'Available filter lists') and the campaign variation changes (002 3
 * 'Variation changes row').
 */
import * as z from 'zod';
import { REPORT_BATCH_LIMIT } from '../constants';
import { PERSONALISATION_TYPES } from '../domain/campaigns';
import { errorBodySchema, idSchema } from './common';

const hashSchema = z.string().min(1).max(200);

/** POST /report/assets: body partnerId and ids (variation reporting hashes). */
export const reportAssetsRequestSchema = z.strictObject({
  partnerId: idSchema,
  ids: z.array(hashSchema).max(100),
});
export type ReportAssetsRequest = z.input<typeof reportAssetsRequestSchema>;

/** One creative's preview: a presigned thumbnail (null when the variation has none), its name and campaign. */
export const reportAssetSchema = z.object({
  variationId: z.string(),
  name: z.string(),
  format: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type ReportAsset = z.infer<typeof reportAssetSchema>;
/** A map of variation hash to its preview; hashes of unknown or inaccessible variations are absent. */
export const reportAssetsResponseSchema = z.record(z.string(), reportAssetSchema);
export type ReportAssets = z.infer<typeof reportAssetsResponseSchema>;

/**
 * POST campaigns/benchmarks: body campaignIds, and optionally the period to compare over (the dashboard's: its own
 * metrics are of that period, and the peers' rates of the same days read a week of facts instead of all of them).
 */
export const benchmarksRequestSchema = z.strictObject({
  campaignIds: z.array(z.string().min(1).max(64)).min(1).max(200),
  period: z.strictObject({ from: z.iso.date(), to: z.iso.date() }).optional(),
});
export type BenchmarksRequest = z.input<typeof benchmarksRequestSchema>;

/** Campaign benchmark (002 3): campaign id and a list of metricName and metricValue (raw: a ratio as 0.0123). */
export const campaignBenchmarkSchema = z.object({
  campaignId: z.string(),
  benchmarks: z.array(z.object({ metricName: z.string(), metricValue: z.number() })),
});
export type CampaignBenchmark = z.infer<typeof campaignBenchmarkSchema>;
export const benchmarksResponseSchema = z.array(campaignBenchmarkSchema);

/**
 * GET /report/filters: the lists whose labels live outside the facts (campaign and market names), each campaign with its
 * channel and delivery (personalisation) type, which the dashboard's channel and deliveryType filters narrow on.
 */
export const reportFiltersResponseSchema = z.object({
  campaigns: z.array(z.object({ id: z.string(), name: z.string(), platform: z.string(), deliveryType: z.enum(PERSONALISATION_TYPES) })),
  markets: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ReportFilters = z.infer<typeof reportFiltersResponseSchema>;

/**
 * POST /report/variation-changes: the variations published in a period, for the given campaigns (all accessible when
 * none). As many campaigns as a report request may name: the dashboard sends those of its delivery type.
 */
export const variationChangesRequestSchema = z.strictObject({
  campaignIds: z.array(z.string().min(1).max(64)).max(1000).default([]),
  from: z.iso.date(),
  to: z.iso.date(),
});
export type VariationChangesRequest = z.input<typeof variationChangesRequestSchema>;

/**
 * Variation changes row (002 3): TIMESTAMP is the day of the change, the time-series point it belongs to. The
 * variation's name and format are ours, so people read a variation rather than its hash.
 */
export const variationChangeSchema = z.object({
  campaignId: z.string(),
  variationId: z.string(),
  variationHash: z.string(),
  name: z.string(),
  format: z.string(),
  publishDate: z.string(),
  TIMESTAMP: z.string(),
});
export type VariationChange = z.infer<typeof variationChangeSchema>;
export const variationChangesResponseSchema = z.array(variationChangeSchema);

/**
 * The campaigns the dashboard reads (shared/reporting/dashboard.ts campaignsInScope): the accessible ones of a delivery
 * type and channel, within the asked ones. The facts carry no delivery type, so the server narrows by it.
 */
export const dashboardScopeSchema = z.strictObject({
  deliveryType: z.enum(PERSONALISATION_TYPES),
  channel: z.string().min(1).max(64).nullable(),
});
export type DashboardScope = z.infer<typeof dashboardScopeSchema>;

/**
 * POST /report/batch: several report requests in one call, run side by side (the dashboard's areas as it opens). Each
 * request is checked and answered on its own, as POST /report would answer it; with `campaigns`, each reads only the
 * campaigns of that dashboard scope (none: an empty answer).
 */
export const reportBatchRequestSchema = z.strictObject({
  campaigns: dashboardScopeSchema.optional(),
  requests: z.array(z.unknown()).min(1).max(REPORT_BATCH_LIMIT),
});
export type ReportBatchRequest = z.input<typeof reportBatchRequestSchema>;

/** One answer per request, in order: the tab-separated rows, or the error POST /report would have answered. */
export const reportBatchResultSchema = z.union([
  z.object({ status: z.literal(200), tsv: z.string() }),
  z.object({ status: z.number().int().min(400), error: errorBodySchema }),
]);
export type ReportBatchResult = z.infer<typeof reportBatchResultSchema>;
export const reportBatchResponseSchema = z.array(reportBatchResultSchema);
