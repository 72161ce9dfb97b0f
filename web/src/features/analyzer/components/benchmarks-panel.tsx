import { Alert, Card, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { BENCHMARK_METRICS } from '@shared/reporting/dashboard';
import type { ReportRow } from '@shared/reporting/metrics';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { BenchmarksTable, useBenchmarks } from '@web/features/reporter';
import { useReportRows } from '../api/run-report';
import type { ValueLabels } from '../api/get-report-labels';
import { scopeOf, type DateSpan, type ViewDraft } from '../lib/analyzer-query';

/** At most this many campaigns are compared at once, like the dashboard's benchmarks. */
const MAX_CAMPAIGNS = 20;
export const NO_BENCHMARK_CAMPAIGN = 'Filter or split by campaign to compare campaigns with their benchmarks';

/**
 * The campaign benchmarks beside the result when the report's areBenchmarksShown is on (002 3 'Analyze report',
 * 'Campaign benchmark'): the campaigns the report is about (its campaign filter, or the campaigns of the rows shown
 * when it splits by campaign), each with its rates over the report's filters and dates against its benchmark.
 */
export function BenchmarksPanel({ view, span, rows, labels }: { view: ViewDraft; span: DateSpan; rows: readonly ReportRow[]; labels: ValueLabels }) {
  const partnerId = useCurrentPartnerId();
  const filtered = view.filters.find((f) => f.id === 'campaignId')?.values ?? [];
  const split = view.splits.some((s) => s.field === 'campaignId') ? rows.map((r) => String(r.campaignId)) : [];
  const key = [...new Set([...filtered, ...split])].slice(0, MAX_CAMPAIGNS).join();
  const campaignIds = useMemo(() => (key ? key.split(',') : []), [key]);
  const benchmarks = useBenchmarks(partnerId, campaignIds);
  const scope = useMemo(() => scopeOf(view, span), [view, span]);
  const own = useReportRows(
    campaignIds.length > 0 ? { where: scope.where, accessCheckFilters: { campaignId: campaignIds }, select: [...BENCHMARK_METRICS], groupBy: ['campaignId'], limit: MAX_CAMPAIGNS } : null,
  );
  const error = benchmarks.error ?? own.error;

  let body;
  if (campaignIds.length === 0) body = <Empty description={NO_BENCHMARK_CAMPAIGN} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  else if (error) body = <Alert type="error" showIcon title="Benchmarks could not be loaded" description={error.message} />;
  else if (benchmarks.isLoading || own.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else body = <BenchmarksTable benchmarks={benchmarks.data ?? []} own={own.data?.rows ?? []} campaignNames={labels.campaignId ?? new Map()} />;
  return (
    <Card title="Benchmarks" size="small" role="region" aria-label="Benchmarks">
      {body}
    </Card>
  );
}
