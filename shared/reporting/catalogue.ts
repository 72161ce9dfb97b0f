/**
 * The reporting catalogue, once for the SQL builder, the ingestion consumer, the dashboard and the analyzer:
 * the fact-row fields (002 3 'Report data row fields'), the summed fact columns, and the metrics built from them
 * (002 3 'Metrics', 002 9 'Unified metrics'). A name that is not here never reaches SQL.
 */

export const REPORT_SOURCES = ['performance'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** Dimension columns of a fact row (002 3), plus the floodlight activity of a conversion row (custom conversions). */
export const REPORT_FIELDS = [
  'TIMESTAMP', 'campaignId', 'partnerId', 'platform', 'format', 'businessNodeId', 'CreativeConceptId', 'objective',
  'audienceName', 'EXTERNAL_CAMPAIGN_NAME', 'AD_GROUP_ID', 'AD_GROUP_NAME', 'variationHash', 'VariantName', 'source',
  'activityId',
] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/**
 * Summed columns of a fact row. VIEWABLE_IMPRESSIONS, VIDEO_VIEWS and VIEW_THROUGH_CONVERSIONS feed the rate metrics of
 * 002 9; CLICK_THROUGH_CONVERSIONS with activityId feeds custom conversions. Standard rows have activityId null and
 * zero click-through conversions; conversion rows have an activityId and only conversion counts.
 */
export const FACT_COLUMNS = [
  'IMPRESSIONS', 'CLICKS', 'TOTAL_CONVERSIONS', 'VIDEO_COMPLETIONS', 'PURCHASES_CONVERSION_VALUE', 'MEDIA_SPEND',
  'VIEWABLE_IMPRESSIONS', 'VIDEO_VIEWS', 'VIEW_THROUGH_CONVERSIONS', 'CLICK_THROUGH_CONVERSIONS',
] as const;
export type FactColumn = (typeof FACT_COLUMNS)[number];

/** Fact rows come from these sources; the overall-stats report excludes the tracker (002 5). */
export const REPORT_ROW_SOURCES = ['adserver', 'tracker'] as const;
export const TRACKER_SOURCE = 'tracker';
/** Channels (platform values) of the fact rows and the dashboard's channel filter. */
export const REPORT_PLATFORMS = ['google', 'facebook', 'youtube'] as const;

export type MetricDefinition =
  | { id: string; label: string; kind: 'sum'; column: FactColumn; decimals: number }
  | { id: string; label: string; kind: 'ratio'; numerator: FactColumn; denominator: FactColumn; percentage: boolean; decimals: number };

const sum = (id: FactColumn, label: string, decimals = 0): MetricDefinition => ({ id, label, kind: 'sum', column: id, decimals });
const rate = (id: string, label: string, numerator: FactColumn, denominator: FactColumn): MetricDefinition =>
  ({ id, label, kind: 'ratio', numerator, denominator, percentage: true, decimals: 2 });

/** Unified metrics (002 9). Percentages are capped at plus or minus 100% unless uncapped, 2 decimals; ROAS 2 decimals. */
export const METRICS: readonly MetricDefinition[] = [
  sum('IMPRESSIONS', 'Impressions'),
  sum('CLICKS', 'Clicks'),
  sum('TOTAL_CONVERSIONS', 'Total conversions'),
  sum('VIDEO_COMPLETIONS', 'Video completions'),
  sum('PURCHASES_CONVERSION_VALUE', 'Purchases conversion value', 2),
  sum('MEDIA_SPEND', 'Media spend', 2),
  sum('VIEWABLE_IMPRESSIONS', 'Viewable impressions'),
  sum('VIDEO_VIEWS', 'Video views'),
  sum('VIEW_THROUGH_CONVERSIONS', 'View-through conversions'),
  rate('CTR', 'CTR', 'CLICKS', 'IMPRESSIONS'),
  rate('CVR', 'CVR', 'TOTAL_CONVERSIONS', 'IMPRESSIONS'),
  rate('VTR', 'VTR', 'VIDEO_COMPLETIONS', 'IMPRESSIONS'),
  rate('VIEW_RATE', 'View rate', 'VIDEO_VIEWS', 'IMPRESSIONS'),
  rate('VIEWABILITY_RATE', 'Viewability rate', 'VIEWABLE_IMPRESSIONS', 'IMPRESSIONS'),
  rate('VIEWABLE_CTR', 'Viewable CTR', 'CLICKS', 'VIEWABLE_IMPRESSIONS'),
  rate('VIEWABLE_CVR', 'Viewable CVR', 'VIEW_THROUGH_CONVERSIONS', 'VIEWABLE_IMPRESSIONS'),
  { id: 'ROAS', label: 'ROAS', kind: 'ratio', numerator: 'PURCHASES_CONVERSION_VALUE', denominator: 'MEDIA_SPEND', percentage: false, decimals: 2 },
];
export const METRICS_BY_ID: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((m) => [m.id, m]));

/** Custom-conversion metric endings (002 9): Click-through Conversions, View-through Conversions, Total Conversions, CVR, rate. */
export const CUSTOM_CONVERSION_ENDINGS = [
  { suffix: 'CLICK_THROUGH_CONVERSIONS', label: 'Click-through Conversions' },
  { suffix: 'VIEW_THROUGH_CONVERSIONS', label: 'View-through Conversions' },
  { suffix: 'TOTAL_CONVERSIONS', label: 'Total Conversions' },
  { suffix: 'CVR', label: 'CVR' },
  { suffix: 'RATE', label: 'rate' },
] as const;
export type CustomConversionSuffix = (typeof CUSTOM_CONVERSION_ENDINGS)[number]['suffix'];

const CUSTOM_METRIC = /^CC_([0-9a-f]{24})_(CLICK_THROUGH_CONVERSIONS|VIEW_THROUGH_CONVERSIONS|TOTAL_CONVERSIONS|CVR|RATE)$/;

/** `CC_<conversion id>_<suffix>`: the metric id of one ending of a custom conversion. */
export function customMetricId(conversionId: string, suffix: CustomConversionSuffix): string {
  return `CC_${conversionId}_${suffix}`;
}

export function parseCustomMetricId(id: string): { conversionId: string; suffix: CustomConversionSuffix } | undefined {
  const match = CUSTOM_METRIC.exec(id);
  return match ? { conversionId: match[1]!, suffix: match[2] as CustomConversionSuffix } : undefined;
}

export function isMetricId(id: string): boolean {
  return METRICS_BY_ID.has(id) || parseCustomMetricId(id) !== undefined;
}
