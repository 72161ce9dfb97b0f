import { Table } from 'antd';
import type { VariationChange } from '@shared/contracts/report-dashboard';

/** The campaign variation changes of the period: which variation went live when (its hash on hover). */
export function VariationChanges({ rows, campaignNames }: { rows: VariationChange[]; campaignNames: ReadonlyMap<string, string> }) {
  return (
    <Table<VariationChange>
      size="small"
      rowKey={(row) => `${row.campaignId}-${row.variationId}`}
      dataSource={rows}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      columns={[
        { title: 'Published', dataIndex: 'publishDate', render: (d: string) => d.slice(0, 16).replace('T', ' ') },
        { title: 'Campaign', dataIndex: 'campaignId', render: (id: string) => campaignNames.get(id) ?? id },
        {
          title: 'Variation',
          dataIndex: 'name',
          render: (name: string, row) => <span title={row.variationHash}>{`${name} (${row.format})`}</span>,
        },
      ]}
    />
  );
}
