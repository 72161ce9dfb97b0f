import { Table, Typography } from 'antd';
import type { CampaignBenchmark } from '@shared/contracts/report-dashboard';
import { BENCHMARK_METRICS, formatChange } from '@shared/reporting/dashboard';
import { formatMetric, metricDefinition, relativeChange, type ReportRow } from '@shared/reporting/metrics';

interface Row {
  campaignId: string;
  name: string;
  own: ReportRow | undefined;
  benchmark: CampaignBenchmark;
}

/** Each campaign's rates against its benchmark: value, benchmark and the relative difference (002 9). */
export function BenchmarksTable({ benchmarks, own, campaignNames }: { benchmarks: CampaignBenchmark[]; own: ReportRow[]; campaignNames: ReadonlyMap<string, string> }) {
  const rows: Row[] = benchmarks.map((benchmark) => ({
    campaignId: benchmark.campaignId,
    name: campaignNames.get(benchmark.campaignId) ?? benchmark.campaignId,
    own: own.find((r) => r.campaignId === benchmark.campaignId),
    benchmark,
  }));
  return (
    <Table<Row>
      size="small"
      rowKey="campaignId"
      dataSource={rows}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      scroll={{ x: true }}
      columns={[
        { title: 'Campaign', dataIndex: 'name' },
        ...BENCHMARK_METRICS.map((metric) => ({
          title: metricDefinition(metric)?.label ?? metric,
          key: metric,
          align: 'right' as const,
          render: (_: unknown, row: Row) => {
            const value = Number(row.own?.[metric] ?? 0);
            const benchmark = row.benchmark.benchmarks.find((b) => b.metricName === metric)?.metricValue ?? 0;
            const change = relativeChange(value, benchmark);
            return (
              <div>
                <div>{formatMetric(metric, value)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  vs {formatMetric(metric, benchmark)}{' '}
                  <Typography.Text type={change >= 0 ? 'success' : 'danger'} style={{ fontSize: 12 }}>
                    {formatChange(change)}
                  </Typography.Text>
                </Typography.Text>
              </div>
            );
          },
        })),
      ]}
    />
  );
}
