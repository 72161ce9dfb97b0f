import { Alert, Button, Col, Empty, Row, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { DASHBOARD_GRANULARITIES } from '../../../../../shared/constants';
import {
  audienceStatsRequest, campaignMetricsRequest, campaignsInScope, comparisonWeeks, creativesCountRequest, creativesRequest,
  dashboardPeriod, DELIVERY_TYPES, filtersToSearch, otherDeliveryTypeInScope, overallStatsRequest, statBoxesFor, timeSeriesRequest,
  type Ranking,
} from '../../../../../shared/reporting/dashboard';
import { MESSAGES } from '../../../../../shared/messages';
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
const NO_CAMPAIGN = 'No campaign of this channel and delivery type';
const NO_PARTNER_CAMPAIGNS = 'This partner has no campaigns yet. Its dashboard fills in once a campaign runs.';
const NO_ACCESSIBLE_CAMPAIGNS = `${MESSAGES.wrongCampaigns}: none of this partner's campaigns is open to you. Ask an administrator for access.`;
/** The list filters whose options are splits of the facts. */
const SPLIT_FILTERS = ['conceptIds', 'adGroupIds', 'mediaCampaignNames', 'objectives', 'audienceNames'] as const;

/** /reporter (002 2 'Reporter dashboard'): any signed-in user; analysts land here. */
export function Component() {
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
  const weeks = comparisonWeeks(period.to);
  // The facts carry no delivery type: every area reads the campaigns of the chosen type (and channel), named by id.
  const scope = lists.campaigns ? campaignsInScope(filters, lists.campaigns) : undefined;
  const scoped = { ...filters, campaignIds: scope ?? [] };
  const withCampaigns = Boolean(scope?.length);
  const withStats = withCampaigns && stats.length > 0;
  const ask = <T,>(request: T) => (withCampaigns ? request : null);
  const otherType = lists.campaigns ? otherDeliveryTypeInScope(filters, lists.campaigns) : null;
  const otherTypeLabel = DELIVERY_TYPES.find((d) => d.id === otherType)?.label;
  const campaignsState = { loading: lists.campaigns === undefined && !lists.campaignsError, error: lists.campaignsError, idle: scope?.length === 0 ? NO_CAMPAIGN : undefined };

  const overall = useReport(partnerId, withStats ? overallStatsRequest(scoped, period, stats) : null);
  const lastWeek = useReport(partnerId, withStats ? overallStatsRequest(scoped, weeks.lastWeek, stats) : null);
  const weekBefore = useReport(partnerId, withStats ? overallStatsRequest(scoped, weeks.weekBefore, stats) : null);
  const series = useReport(partnerId, withStats ? timeSeriesRequest(scoped, period, stats, granularity) : null);
  const audiences = useReport(partnerId, withStats ? audienceStatsRequest(scoped, period, stats) : null);
  // A stats failure sets the error on all stats areas (002 4).
  const statsError = campaignsState.error ?? overall.error ?? lastWeek.error ?? weekBefore.error ?? series.error ?? audiences.error;
  const statsState = (...loading: boolean[]) => ({
    loading: campaignsState.loading || loading.some(Boolean),
    error: statsError,
    idle: stats.length === 0 ? NO_CHANNEL : campaignsState.idle,
  });

  const ranking = (which: Ranking) => ask(creativesRequest(scoped, period, which, pages[which]));
  const top = useReport(partnerId, ranking('top'));
  const worst = useReport(partnerId, ranking('worst'));
  const creativesCount = useReport(partnerId, ask(creativesCountRequest(scoped, period)));
  const hashes = useMemo(
    () => [...new Set([...(top.data?.rows ?? []), ...(worst.data?.rows ?? [])].map((r) => String(r.variationHash)))].sort(),
    [top.data, worst.data],
  );
  const assets = useReportAssets(partnerId, hashes);
  const total = Number(creativesCount.data?.rows[0]?.count ?? 0);

  const campaignNames = useMemo(() => new Map(lists.lists.campaigns.map((c) => [c.value, c.label])), [lists.lists.campaigns]);
  const benchmarkIds = (scope ?? []).slice(0, BENCHMARK_CAMPAIGNS);
  const benchmarks = useBenchmarks(partnerId, benchmarkIds);
  const own = useReport(partnerId, benchmarkIds.length > 0 ? { ...campaignMetricsRequest(scoped, period), accessCheckFilters: { campaignId: benchmarkIds } } : null);
  const changes = useVariationChanges(partnerId, { campaignIds: scope ?? [], from: period.from, to: period.to }, withCampaigns);

  const areaState = (loading: boolean, error: Error | null) => ({ ...campaignsState, loading: campaignsState.loading || loading, error: campaignsState.error ?? error });
  const creativesArea = (which: Ranking, title: string, query: typeof top) => (
    <Area title={title} state={areaState(query.isLoading || creativesCount.isLoading, query.error ?? creativesCount.error)}>
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

  // A partner without campaigns (or none the caller may access) is one clear state, not an error in every area.
  const noCampaigns = lists.campaigns?.length === 0 || lists.campaignsError?.message === MESSAGES.wrongCampaigns;
  if (noCampaigns) {
    return (
      <>
        <ScreenTitle title="Dashboard" />
        <Empty style={{ marginTop: 48 }} description={lists.campaignsError ? NO_ACCESSIBLE_CAMPAIGNS : NO_PARTNER_CAMPAIGNS} />
      </>
    );
  }

  return (
    <>
      <ScreenTitle title="Dashboard" />
      <FiltersBar state={filterState} lists={lists.lists} loading={lists.isLoading} onListOpen={() => setListsOpened(true)} />
      {otherType && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${NO_CAMPAIGN}. There are ${otherTypeLabel} campaigns.`}
          action={
            <Button size="small" onClick={() => filterState.changeDirectly({ deliveryType: otherType })}>
              Show {otherTypeLabel}
            </Button>
          }
        />
      )}
      <Area title="Stats" state={statsState(overall.isLoading, lastWeek.isLoading, weekBefore.isLoading)}>
        {() => (
          <StatBoxes
            stats={stats}
            values={{ overall: overall.data?.rows[0], lastWeek: lastWeek.data?.rows[0], weekBefore: weekBefore.data?.rows[0] }}
            onChoose={(index, stat) => filterState.changeDirectly({ statBoxes: stats.map((s, i) => (i === index ? stat : s)) })}
          />
        )}
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
          <Area title="Campaign variation changes" state={areaState(changes.isLoading, changes.error)}>
            {() => <VariationChanges rows={changes.data ?? []} campaignNames={campaignNames} />}
          </Area>
        </Col>
        <Col xs={24} xl={12}>
          <Area
            title="Benchmarks"
            state={areaState(benchmarks.isLoading || own.isLoading, benchmarks.error ?? own.error)}
          >
            {() => <BenchmarksTable benchmarks={benchmarks.data ?? []} own={own.data?.rows ?? []} campaignNames={campaignNames} />}
          </Area>
        </Col>
      </Row>
    </>
  );
}
