import { Alert, Button, Col, Empty, Row, Segmented } from 'antd';
import { DASHBOARD_GRANULARITIES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { ScreenTitle } from '@web/components/screen-title';
import { Area } from '../components/area';
import { AudienceStats } from '../components/audience-stats';
import { BenchmarksTable } from '../components/benchmarks-table';
import { CreativesRanking } from '../components/creatives-ranking';
import { FiltersBar } from '../components/filters-bar';
import { StatBoxes } from '../components/stat-boxes';
import { TimeSeries } from '../components/time-series';
import { VariationChanges } from '../components/variation-changes';
import { NO_CAMPAIGN, useDashboard, type Granularity, type Ranking } from '../hooks/use-dashboard';

const NO_PARTNER_CAMPAIGNS = 'This partner has no campaigns yet. Its dashboard fills in once a campaign runs.';
const NO_ACCESSIBLE_CAMPAIGNS = `${MESSAGES.wrongCampaigns}: none of this partner's campaigns is open to you. Ask an administrator for access.`;

/** /reporter (002 2 'Reporter dashboard'): any signed-in user; analysts land here. */
export function Component() {
  const {
    filterState, lists, openLists, stats, granularity, setGranularity, pages, setPages, otherType, otherTypeLabel, campaignsState, statsState,
    overall, lastWeek, weekBefore, series, audiences, top, worst, creativesCount, assets, total, campaignNames, benchmarks, own, changes,
  } = useDashboard();
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
      <FiltersBar state={filterState} lists={lists.lists} loading={lists.isLoading} onListOpen={openLists} />
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
