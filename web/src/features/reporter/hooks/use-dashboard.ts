/**
 * The dashboard's data (002 2 'Reporter dashboard'): the filter state, the campaigns in scope, and one report per area.
 * The areas' reports go out at once, beside the campaign list, as one batch: the server narrows them to the campaigns
 * of the chosen delivery type and channel, so they need not wait for the list to name them.
 */
import { useMemo, useState } from 'react';
import {
  campaignsInScope, dashboardPeriod, dashboardReports, DELIVERY_TYPES, filtersToSearch, otherDeliveryTypeInScope, statBoxesFor,
  type Granularity, type Ranking,
} from '@shared/reporting/dashboard';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useBenchmarks } from '../api/get-benchmarks';
import { useReportAssets } from '../api/get-report-assets';
import { useFilterLists } from '../api/get-report-filters';
import { useVariationChanges } from '../api/get-variation-changes';
import { useReport } from '../api/run-report';
import { useDashboardFilters } from './use-dashboard-filters';

/** Benchmarks compare at most this many campaigns when none is picked. */
const BENCHMARK_CAMPAIGNS = 20;
const NO_CHANNEL = 'Choose a channel to see its stats';
export const NO_CAMPAIGN = 'No campaign of this channel and delivery type';
/** The list filters whose options are splits of the facts. */
const SPLIT_FILTERS = ['conceptIds', 'adGroupIds', 'mediaCampaignNames', 'objectives', 'audienceNames'] as const;

export function useDashboard() {
  const partnerId = useCurrentPartnerId();
  const filterState = useDashboardFilters();
  const filters = filterState.applied;
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [granularity, setGranularity] = useState<Granularity>('DAY');
  // Creatives pages start over when what they show changes; a stat box choice does not change them.
  const filterKey = filtersToSearch({ ...filters, statBoxes: [...statBoxesFor(filters.channel)] }).toString();
  const [pages, setPages] = useState({ key: filterKey, top: 0, worst: 0 });
  if (pages.key !== filterKey) setPages({ key: filterKey, top: 0, worst: 0 });

  // The split lists load once a list is opened or a value of theirs is to be shown.
  const [listsOpened, setListsOpened] = useState(false);
  const lists = useFilterLists(partnerId, listsOpened || SPLIT_FILTERS.some((key) => filterState.draft[key].length > 0));
  const stats = filters.statBoxes;
  const period = dashboardPeriod(filters, today);
  // The facts carry no delivery type: the server reads the campaigns of the chosen type and channel (campaignsInScope).
  const campaigns = { deliveryType: filters.deliveryType, channel: filters.channel };
  const reports = dashboardReports(filters, today, { granularity, pages });
  const scope = lists.campaigns ? campaignsInScope(filters, lists.campaigns) : undefined;
  const withCampaigns = Boolean(scope?.length);
  const otherType = lists.campaigns ? otherDeliveryTypeInScope(filters, lists.campaigns) : null;
  const otherTypeLabel = DELIVERY_TYPES.find((d) => d.id === otherType)?.label;
  const campaignsState = { loading: lists.campaigns === undefined && !lists.campaignsError, error: lists.campaignsError, idle: scope?.length === 0 ? NO_CAMPAIGN : undefined };

  const overall = useReport(partnerId, reports.overall, campaigns);
  const lastWeek = useReport(partnerId, reports.lastWeek, campaigns);
  const weekBefore = useReport(partnerId, reports.weekBefore, campaigns);
  const series = useReport(partnerId, reports.series, campaigns);
  const audiences = useReport(partnerId, reports.audiences, campaigns);
  // A stats failure sets the error on all stats areas (002 4).
  const statsError = campaignsState.error ?? overall.error ?? lastWeek.error ?? weekBefore.error ?? series.error ?? audiences.error;
  const statsState = (...loading: boolean[]) => ({
    loading: campaignsState.loading || loading.some(Boolean),
    error: statsError,
    idle: stats.length === 0 ? NO_CHANNEL : campaignsState.idle,
  });

  const top = useReport(partnerId, reports.top, campaigns);
  const worst = useReport(partnerId, reports.worst, campaigns);
  const creativesCount = useReport(partnerId, reports.creativesCount, campaigns);
  const hashes = useMemo(
    () => [...new Set([...(top.data?.rows ?? []), ...(worst.data?.rows ?? [])].map((r) => String(r.variationHash)))].sort(),
    [top.data, worst.data],
  );
  const assets = useReportAssets(partnerId, hashes);
  const total = Number(creativesCount.data?.rows[0]?.count ?? 0);

  const campaignNames = useMemo(() => new Map(lists.lists.campaigns.map((c) => [c.value, c.label])), [lists.lists.campaigns]);
  const benchmarkIds = (scope ?? []).slice(0, BENCHMARK_CAMPAIGNS);
  const benchmarks = useBenchmarks(partnerId, benchmarkIds, period);
  // Every campaign's own metrics: the table matches them to the benchmarks of the first ones.
  const own = useReport(partnerId, reports.own, campaigns);
  const changes = useVariationChanges(partnerId, { campaignIds: scope ?? [], from: period.from, to: period.to }, withCampaigns);

  return {
    filterState, lists, openLists: () => setListsOpened(true), stats, granularity, setGranularity, pages, setPages, otherType, otherTypeLabel, campaignsState, statsState, statsError,
    overall, lastWeek, weekBefore, series, audiences, top, worst, creativesCount, assets, total, campaignNames, benchmarks, own, changes,
  };
}

export type Dashboard = ReturnType<typeof useDashboard>;
export type { Granularity, Ranking };
