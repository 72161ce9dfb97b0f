import { Table } from 'antd';
import { formatMetric, metricDefinition, NO_VALUE_TEXT, type ReportRow } from '@shared/reporting/metrics';

/** The stats per audience over the period. */
export function AudienceStats({ stats, rows }: { stats: readonly string[]; rows: ReportRow[] }) {
  return (
    <Table<ReportRow>
      size="small"
      rowKey={(row) => String(row.audienceName ?? '')}
      dataSource={rows}
      pagination={false}
      columns={[
        { title: 'Audience', dataIndex: 'audienceName', render: (name: string | null) => name ?? NO_VALUE_TEXT },
        ...stats.map((stat) => ({
          title: metricDefinition(stat)?.label ?? stat,
          dataIndex: stat,
          align: 'right' as const,
          render: (v: number | null) => formatMetric(stat, v),
        })),
      ]}
    />
  );
}
