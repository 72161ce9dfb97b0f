import { Col, Row, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { DASHBOARD_GRANULARITIES } from '../../../../../shared/constants';
import {
  audienceStatsRequest, campaignMetricsRequest, comparisonWeeks, creativesCountRequest, creativesRequest, dashboardPeriod,
  filtersToSearch, overallStatsRequest, statBoxesFor, timeSeriesRequest, type Ranking,
} from '../../../../../shared/reporting/dashboard';
import { ScreenTitle } from '../../../components/screen-title';
import { useCurrentPartnerId } from '../../../lib/current-partner';
import { useBenchmarks } from '../api/get-benchmarks';
import { useReportAssets } from '../api/get-report-assets';
import { useFilterLists } from '../api/get-report-filters';
import { useVariationChanges } from '../api/get-variation-changes';
import { useReport } from '../api/run-report';
import { Area } from '../components/area';
import { AudienceStats } from '../components/audience-stats';
import { BenchmarksTable } from '../components/benchmarks-table';
import { CreativesRanking } from '../components/creatives-ranking';
import { FiltersBar } from '../components/filters-bar';
import { StatBoxes } from '../components/stat-boxes';
import { TimeSeries } from '../components/time-series';
import { VariationChanges } from '../components/variation-changes';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';

type Granularity = (typeof DASHBOARD_GRANULARITIES)[number];
/** Benchmarks compare at most this many campaigns when none is picked. */
const BENCHMARK_CAMPAIGNS = 20;
const NO_CHANNEL = 'Choose a channel to see its stats';
/** The list filters whose options are splits of the facts. */
const SPLIT_FILTERS = ['conceptIds', 'adGroupIds', 'mediaCampaignNames', 'objectives', 'audienceNames'] as const;

/** /reporter (002 2 'Reporter dashboard'): any signed-in user; analysts land here. */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const filterState = useDashboardFilters();
  const filters = filterState.applied;
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [granularity, setGranularity] = useState<Granularity>('DAY');
  const filterKey = filtersToSearch(filters).toString();
  const [pages, setPages] = useState({ key: filterKey, top: 0, worst: 0 });
  if (pages.key !== filterKey) setPages({ key: filterKey, top: 0, worst: 0 });

  // The split lists load once a list is opened or a value of theirs is to be shown.
  const [listsOpened, setListsOpened] = useState(false);
  const lists = useFilterLists(partnerId, listsOpened || SPLIT_FILTERS.some((key) => filterState.draft[key].length > 0));
  const stats = statBoxesFor(filters.channel);
  const period = dashboardPeriod(filters, today);
  const weeks = comparisonWeeks(period.to);
  const withStats = stats.length > 0;

  const overall = useReport(partnerId, withStats ? overallStatsRequest(filters, period, stats) : null);
  const lastWeek = useReport(partnerId, withStats ? overallStatsRequest(filters, weeks.lastWeek, stats) : null);
  const weekBefore = useReport(partnerId, withStats ? overallStatsRequest(filters, weeks.weekBefore, stats) : null);
  const series = useReport(partnerId, withStats ? timeSeriesRequest(filters, period, stats, granularity) : null);
  const audiences = useReport(partnerId, withStats ? audienceStatsRequest(filters, period, stats) : null);
  // A stats failure sets the error on all stats areas (002 4).
  const statsError = overall.error ?? lastWeek.error ?? weekBefore.error ?? series.error ?? audiences.error;
  const statsState = (...loading: boolean[]) => ({ loading: loading.some(Boolean), error: statsError, idle: withStats ? undefined : NO_CHANNEL });

  const ranking = (which: Ranking) => creativesRequest(filters, period, which, pages[which]);
  const top = useReport(partnerId, ranking('top'));
  const worst = useReport(partnerId, ranking('worst'));
  const creativesCount = useReport(partnerId, creativesCountRequest(filters, period));
  const hashes = useMemo(
    () => [...new Set([...(top.data?.rows ?? []), ...(worst.data?.rows ?? [])].map((r) => String(r.variationHash)))].sort(),
    [top.data, worst.data],
  );
  const assets = useReportAssets(partnerId, hashes);
  const total = Number(creativesCount.data?.rows[0]?.count ?? 0);

  const campaignNames = useMemo(() => new Map(lists.lists.campaigns.map((c) => [c.value, c.label])), [lists.lists.campaigns]);
  const benchmarkIds = filters.campaignIds.length > 0
    ? filters.campaignIds
    : lists.lists.campaigns.filter((c) => !filters.channel || c.platform === filters.channel).slice(0, BENCHMARK_CAMPAIGNS).map((c) => c.value);
  const benchmarks = useBenchmarks(partnerId, benchmarkIds);
  const own = useReport(partnerId, benchmarkIds.length > 0 ? { ...campaignMetricsRequest(filters, period), accessCheckFilters: { campaignId: benchmarkIds } } : null);
  const changes = useVariationChanges(partnerId, { campaignIds: filters.campaignIds, from: period.from, to: period.to });

  const creativesArea = (which: Ranking, title: string, query: typeof top) => (
    <Area title={title} state={{ loading: query.isLoading || creativesCount.isLoading, error: query.error ?? creativesCount.error }}>
      {() => (
        <CreativesRanking
          label={title}
          rows={query.data?.rows ?? []}
          assets={assets.data}
          total={total}
          page={pages[which]}
          onPage={(page) => setPages((p) => ({ ...p, [which]: page }))}
        />
      )}
    </Area>
  );

  return (
    <>
      <ScreenTitle title="Dashboard" />
      <FiltersBar state={filterState} lists={lists.lists} loading={lists.isLoading} onListOpen={() => setListsOpened(true)} />
      <Area title="Stats" state={statsState(overall.isLoading, lastWeek.isLoading, weekBefore.isLoading)}>
        {() => <StatBoxes stats={stats} values={{ overall: overall.data?.rows[0], lastWeek: lastWeek.data?.rows[0], weekBefore: weekBefore.data?.rows[0] }} />}
      </Area>
      <Area
        title="Time series"
        state={statsState(series.isLoading)}
        extra={<Segmented aria-label="Granularity" size="small" value={granularity} onChange={(v) => setGranularity(v as Granularity)} options={[...DASHBOARD_GRANULARITIES]} />}
      >
        {() => <TimeSeries stats={stats} rows={series.data?.rows ?? []} />}
      </Area>
      <Row gutter={16}>
        <Col xs={24} xl={12}>{creativesArea('top', 'Top creatives', top)}</Col>
        <Col xs={24} xl={12}>{creativesArea('worst', 'Worst creatives', worst)}</Col>
      </Row>
      <Area title="Audience stats" state={statsState(audiences.isLoading)}>
        {() => <AudienceStats stats={stats} rows={audiences.data?.rows ?? []} />}
      </Area>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Area title="Campaign variation changes" state={{ loading: changes.isLoading, error: changes.error }}>
            {() => <VariationChanges rows={changes.data ?? []} campaignNames={campaignNames} />}
          </Area>
        </Col>
        <Col xs={24} xl={12}>
          <Area
            title="Benchmarks"
            state={{ loading: benchmarks.isLoading || own.isLoading, error: benchmarks.error ?? own.error, idle: benchmarkIds.length === 0 ? 'No campaign to compare' : undefined }}
          >
            {() => <BenchmarksTable benchmarks={benchmarks.data ?? []} own={own.data?.rows ?? []} campaignNames={campaignNames} />}
          </Area>
        </Col>
      </Row>
    </>
  );
}
