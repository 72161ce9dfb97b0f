import { Alert, Table } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { ANALYZER_TABLE_PAGE_SIZE, type Granularity } from '@shared/constants';
import type { ReportRow } from '@shared/reporting/metrics';
import type { ValueLabels } from '../api/get-report-labels';
import type { ViewDraft } from '../lib/analyzer-query';
import { cellText, type ViewColumn } from '../lib/table-columns';

interface Props {
  columns: ViewColumn[];
  rows: ReportRow[];
  total: number;
  page: number;
  loading: boolean;
  error: Error | null;
  sort: ViewDraft['sort'];
  granularity: Granularity;
  labels: ValueLabels;
  onPage(page: number): void;
  onSort(sort: ViewDraft['sort']): void;
}

const ORDER: Record<'ASC' | 'DESC', SortOrder> = { ASC: 'ascend', DESC: 'descend' };

/** The view's rows a page at a time; sorting a column asks the reporter to order by it. On failure: the error and no rows. */
export function ResultTable({ columns, rows, total, page, loading, error, sort, granularity, labels, onPage, onSort }: Props) {
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Table<ReportRow>
        size="small"
        aria-label="Report"
        rowKey={(row) => JSON.stringify(columns.filter((c) => c.kind !== 'metric').map((c) => row[c.key]))}
        loading={loading}
        dataSource={error ? [] : rows}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: ANALYZER_TABLE_PAGE_SIZE, total: error ? 0 : total, showSizeChanger: false, showTotal: (n) => `${n} rows` }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const next = s?.order ? { field: String(s.columnKey), direction: s.order === 'ascend' ? ('ASC' as const) : ('DESC' as const) } : null;
          if (JSON.stringify(next) !== JSON.stringify(sort)) onSort(next);
          else if (pagination.current && pagination.current !== page) onPage(pagination.current);
        }}
        columns={columns.map((column) => ({
          key: column.key,
          title: column.label,
          align: column.kind === 'metric' ? 'right' : 'left',
          sorter: true,
          sortOrder: sort?.field === column.key ? ORDER[sort.direction] : null,
          render: (_value, row) => cellText(column, row, granularity, labels),
        }))}
      />
    </>
  );
}
