/**
 * Rules of the reporter dashboard (002 2 'Reporter dashboard', 002 4 'Reporting states', 002 9): the filters and their
 * defaults, the four stat boxes a channel picks, the comparison window of the stats and the report requests the areas
 * send to `POST /report`. Pure: today comes in as an ISO date.
 */
import type { ReportRequest } from '../contracts/report';
import { MIN_CREATIVE_IMPRESSIONS, REPORT_DEFAULT_DATE_RANGE_DAYS, TOP_CREATIVES_LIMIT } from '../constants';
import { PERSONALISATION_TYPES, type PersonalisationType } from '../domain/campaigns';
import { METRICS, REPORT_ROW_SOURCES, TRACKER_SOURCE } from './catalogue';

/** Channels of the dashboard's channel filter: the platform values of the facts. */
export const DASHBOARD_CHANNELS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'youtube', label: 'YouTube' },
] as const;

/** Channel selection sets the default four stat boxes (002 4); other channels get none. */
export const STAT_BOXES_BY_CHANNEL: Readonly<Record<string, readonly string[]>> = {
  google: ['IMPRESSIONS', 'CTR', 'CLICKS', 'CVR'],
  facebook: ['IMPRESSIONS', 'CTR', 'CLICKS', 'TOTAL_CONVERSIONS'],
  youtube: ['IMPRESSIONS', 'CLICKS', 'VIDEO_VIEWS', 'VIEW_THROUGH_CONVERSIONS'],
};

export const statBoxesFor = (channel: string | null): readonly string[] => (channel ? STAT_BOXES_BY_CHANNEL[channel] ?? [] : []);

/** What a stat box may show instead of its default (002 3 'four stat box choices'): any unified metric. */
export const STAT_BOX_METRICS: readonly string[] = METRICS.map((m) => m.id);

/** A channel change: the channel and its default stat boxes (002 4), whatever boxes were chosen before. */
export const channelChange = (channel: string | null): Pick<DashboardFilters, 'channel' | 'statBoxes'> => ({ channel, statBoxes: [...statBoxesFor(channel)] });

/** Delivery types of the filter (002 2: default decision tree): a campaign's personalisation type (002 4). */
const DELIVERY_LABELS: Record<PersonalisationType, string> = { DECISION_TREE: 'Decision Tree', ASSEMBLY: 'Assembly' };
export const DELIVERY_TYPES = PERSONALISATION_TYPES.map((id) => ({ id, label: DELIVERY_LABELS[id] }));
export type DeliveryType = PersonalisationType;

/** The dashboard's date-range choices in days; the default is the report default (7). */
export const DASHBOARD_DATE_RANGES = [7, 14, 30, 60, 90] as const;

/** Metrics of a creative's performance (002 3 'Variation performance per hash'), ranked by CTR. */
export const CREATIVE_METRICS = ['IMPRESSIONS', 'CLICKS', 'CTR', 'VIDEO_COMPLETIONS', 'VTR'] as const;
export const CREATIVE_RANKING_METRIC = 'CTR';

/** The rates a campaign is compared with its benchmark on (002 3 'Campaign benchmark'). */
export const BENCHMARK_METRICS = ['CTR', 'CVR', 'VTR', 'VIEW_RATE', 'ROAS'] as const;

export interface DashboardFilters {
  marketIds: string[];
  campaignIds: string[];
  conceptIds: string[];
  adGroupIds: string[];
  mediaCampaignNames: string[];
  objectives: string[];
  audienceNames: string[];
  deliveryType: DeliveryType;
  channel: string | null;
  /** The metric of each stat box: the channel's defaults until the user picks another for a box. */
  statBoxes: string[];
  /** Days back from the end date. */
  dateRange: number;
}

export const LIST_FILTERS = ['marketIds', 'campaignIds', 'conceptIds', 'adGroupIds', 'mediaCampaignNames', 'objectives', 'audienceNames'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const DEFAULT_FILTERS: DashboardFilters = {
  marketIds: [],
  campaignIds: [],
  conceptIds: [],
  adGroupIds: [],
  mediaCampaignNames: [],
  objectives: [],
  audienceNames: [],
  deliveryType: 'DECISION_TREE',
  channel: 'google',
  statBoxes: [...statBoxesFor('google')],
  dateRange: REPORT_DEFAULT_DATE_RANGE_DAYS,
};

/** The fact field each list filter narrows (campaigns go through accessCheckFilters). */
const FILTER_FIELDS = {
  marketIds: 'businessNodeId',
  conceptIds: 'CreativeConceptId',
  adGroupIds: 'AD_GROUP_ID',
  mediaCampaignNames: 'EXTERNAL_CAMPAIGN_NAME',
  objectives: 'objective',
  audienceNames: 'audienceName',
} as const;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Filters as query-string parameters: lists repeat the key; defaults are left out. The stat boxes go there too when
 * they differ from the channel's, so a reload or a shared link shows the same boxes.
 */
export function filtersToSearch(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_FILTERS) for (const value of filters[key]) params.append(key, value);
  if (filters.deliveryType !== DEFAULT_FILTERS.deliveryType) params.set('deliveryType', filters.deliveryType);
  if (filters.channel !== DEFAULT_FILTERS.channel) params.set('channel', filters.channel ?? '');
  if (!sameList(filters.statBoxes, statBoxesFor(filters.channel))) for (const stat of filters.statBoxes) params.append('statBoxes', stat);
  if (filters.dateRange !== DEFAULT_FILTERS.dateRange) params.set('dateRange', String(filters.dateRange));
  return params;
}

/** Boxes from the query string: as many as the channel has, each a known metric, none twice; else the channel's. */
function statBoxesFromSearch(params: URLSearchParams, channel: string | null): string[] {
  const defaults = statBoxesFor(channel);
  const asked = params.getAll('statBoxes');
  const valid = asked.length === defaults.length && new Set(asked).size === asked.length && asked.every((id) => STAT_BOX_METRICS.includes(id));
  return valid ? asked : [...defaults];
}

/** Filters from the query string; an unknown channel, delivery type, range or stat box falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = { ...DEFAULT_FILTERS };
  for (const key of LIST_FILTERS) filters[key] = params.getAll(key).filter(Boolean);
  const delivery = params.get('deliveryType');
  if (DELIVERY_TYPES.some((d) => d.id === delivery)) filters.deliveryType = delivery as DeliveryType;
  const channel = params.get('channel');
  if (channel === '') filters.channel = null;
  else if (DASHBOARD_CHANNELS.some((c) => c.id === channel)) filters.channel = channel;
  filters.statBoxes = statBoxesFromSearch(params, filters.channel);
  const range = Number(params.get('dateRange'));
  if ((DASHBOARD_DATE_RANGES as readonly number[]).includes(range)) filters.dateRange = range;
  return filters;
}

/** Whether the query string carries any dashboard filter (a bulk change from it sets fromQs, 002 4). */
export const searchHasFilters = (params: URLSearchParams) =>
  [...LIST_FILTERS, 'deliveryType', 'channel', 'statBoxes', 'dateRange'].some((key) => params.has(key));

/** A campaign as the dashboard's scope needs it (GET /report/filters). */
export interface ScopeCampaign {
  id: string;
  platform: string;
  deliveryType: DeliveryType;
}

/**
 * The campaigns the dashboard reads: the listed (accessible) campaigns of the chosen delivery type and channel, within
 * the picked ones when some are. The facts carry no delivery type, so this list is what narrows the queries; empty
 * means there is nothing to show (the areas say so rather than ask for every campaign).
 */
export function campaignsInScope(filters: Pick<DashboardFilters, 'campaignIds' | 'channel' | 'deliveryType'>, campaigns: readonly ScopeCampaign[]): string[] {
  const picked = new Set(filters.campaignIds);
  return campaigns
    .filter((c) => c.deliveryType === filters.deliveryType && (!filters.channel || c.platform === filters.channel) && (picked.size === 0 || picked.has(c.id)))
    .map((c) => c.id);
}

/** When the chosen delivery type has no campaign in scope: the other type that has some, to offer instead (else null). */
export function otherDeliveryTypeInScope(filters: Pick<DashboardFilters, 'campaignIds' | 'channel' | 'deliveryType'>, campaigns: readonly ScopeCampaign[]): DeliveryType | null {
  if (campaignsInScope(filters, campaigns).length > 0) return null;
  return DELIVERY_TYPES.find((d) => d.id !== filters.deliveryType && campaignsInScope({ ...filters, deliveryType: d.id }, campaigns).length > 0)?.id ?? null;
}

// shared/ depends on zod only (no dayjs): a UTC calendar day is exactly 86,400,000 ms, so this is exact.
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface Period {
  from: string;
  to: string;
}

/** The dashboard's range: 00:00:00 of the start day to 00:00:00 of the end day (002 7), the end being today. */
export const dashboardPeriod = (filters: DashboardFilters, today: string): Period => ({ from: addDays(today, -filters.dateRange), to: today });

/** Comparison window of the stats (002 9): the last week and the week before, relative to the end date. */
export function comparisonWeeks(end: string): { lastWeek: Period; weekBefore: Period } {
  return { lastWeek: { from: addDays(end, -7), to: end }, weekBefore: { from: addDays(end, -14), to: addDays(end, -7) } };
}

/** A period as the facts' time filter: 00:00:00 of its first day to 00:00:00 of its end day. */
export const between = (period: Period) => ({ $between: [`${period.from}T00:00:00`, `${period.to}T00:00:00`] as [string, string] });

/** The where and access filters every area shares: the filters of the dashboard over a period. */
export function filteredRequest(filters: DashboardFilters, period: Period): Pick<ReportRequest, 'where' | 'accessCheckFilters'> {
  const where: NonNullable<ReportRequest['where']> = { TIMESTAMP: between(period) };
  for (const [key, field] of Object.entries(FILTER_FIELDS) as [keyof typeof FILTER_FIELDS, (typeof FILTER_FIELDS)[keyof typeof FILTER_FIELDS]][]) {
    if (filters[key].length > 0) where[field] = { $in: filters[key] };
  }
  if (filters.channel) where.platform = { $in: [filters.channel] };
  return { where, accessCheckFilters: filters.campaignIds.length > 0 ? { campaignId: filters.campaignIds } : {} };
}

/** The shared filters with the tracker source left out (002 5: the overall-stats report excludes it). */
function withoutTracker(filters: DashboardFilters, period: Period): Pick<ReportRequest, 'where' | 'accessCheckFilters'> {
  const base = filteredRequest(filters, period);
  const sources = REPORT_ROW_SOURCES.filter((s) => s !== TRACKER_SOURCE);
  return { ...base, where: { ...base.where, source: { $in: sources } } };
}

/** Overall stats of a period: the stat boxes' metrics, the tracker source left out (002 5). */
export function overallStatsRequest(filters: DashboardFilters, period: Period, stats: readonly string[]): ReportRequest {
  return { ...withoutTracker(filters, period), select: [...stats] };
}

export function timeSeriesRequest(filters: DashboardFilters, period: Period, stats: readonly string[], granularity: Granularity): ReportRequest {
  return { ...filteredRequest(filters, period), select: [...stats], granularity, orderBy: [{ field: 'TIMESTAMP', direction: 'ASC' }], limit: 1000 };
}

/**
 * The stat boxes' metrics per audience. They break the overall stats down, so they count the same rows: the tracker's
 * left out too (its conversion rows carry no audience; counted, they made a '(none)' row and sums above the boxes).
 */
export function audienceStatsRequest(filters: DashboardFilters, period: Period, stats: readonly string[]): ReportRequest {
  return { ...withoutTracker(filters, period), select: [...stats], groupBy: ['audienceName'], orderBy: [{ field: stats[0] ?? 'IMPRESSIONS', direction: 'DESC' }], limit: 100 };
}

export type Ranking = 'top' | 'worst';

/** Top or worst creatives by CTR among those with enough impressions (002 5, 002 9: offset = page times limit). */
export function creativesRequest(filters: DashboardFilters, period: Period, ranking: Ranking, page: number): ReportRequest {
  return {
    ...filteredRequest(filters, period),
    select: [...CREATIVE_METRICS],
    groupBy: ['variationHash', 'format'],
    having: { IMPRESSIONS: { $gte: MIN_CREATIVE_IMPRESSIONS } },
    orderBy: [{ field: CREATIVE_RANKING_METRIC, direction: ranking === 'top' ? 'DESC' : 'ASC' }, { field: 'variationHash', direction: 'ASC' }],
    limit: TOP_CREATIVES_LIMIT,
    offset: page * TOP_CREATIVES_LIMIT,
  };
}

/** How many creatives qualify for the ranking: the pages of top and worst. */
export function creativesCountRequest(filters: DashboardFilters, period: Period): ReportRequest {
  return { ...filteredRequest(filters, period), groupBy: ['variationHash', 'format'], having: { IMPRESSIONS: { $gte: MIN_CREATIVE_IMPRESSIONS } }, count: true };
}

/** Each campaign's own benchmark metrics over the period, to compare with its benchmark. */
export function campaignMetricsRequest(filters: DashboardFilters, period: Period): ReportRequest {
  return { ...filteredRequest(filters, period), select: [...BENCHMARK_METRICS], groupBy: ['campaignId'], limit: 200 };
}

export type Granularity = 'DAY' | 'WEEK' | 'MONTH';

/** What the dashboard shows besides its filters: the series' granularity and each creatives ranking's page. */
export interface DashboardView {
  granularity: Granularity;
  pages: Record<Ranking, number>;
}

/**
 * Every report the dashboard's areas read (002 2): the stats of the period and of the two comparison weeks, the time
 * series, the audiences, both creative rankings and how many creatives qualify, and each campaign's benchmark metrics.
 * The stats are absent without stat boxes (no channel).
 */
export function dashboardReports(filters: DashboardFilters, today: string, view: DashboardView) {
  const stats = filters.statBoxes;
  const period = dashboardPeriod(filters, today);
  const weeks = comparisonWeeks(period.to);
  const withStats = <T>(request: T) => (stats.length > 0 ? request : null);
  return {
    overall: withStats(overallStatsRequest(filters, period, stats)),
    lastWeek: withStats(overallStatsRequest(filters, weeks.lastWeek, stats)),
    weekBefore: withStats(overallStatsRequest(filters, weeks.weekBefore, stats)),
    series: withStats(timeSeriesRequest(filters, period, stats, view.granularity)),
    audiences: withStats(audienceStatsRequest(filters, period, stats)),
    top: creativesRequest(filters, period, 'top', view.pages.top),
    worst: creativesRequest(filters, period, 'worst', view.pages.worst),
    creativesCount: creativesCountRequest(filters, period),
    own: campaignMetricsRequest(filters, period),
  } satisfies Record<string, ReportRequest | null>;
}

/** A relative change as text, two decimals with its sign: +25.00%, -3.10%, 0.00%. */
export function formatChange(change: number): string {
  const text = `${Math.abs(change * 100).toFixed(2)}%`;
  return change > 0 ? `+${text}` : change < 0 ? `-${text}` : text;
}
