import { Button, message, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SAVED_REPORTS_PAGE_SIZE } from '@shared/constants';
import type { SavedReport } from '@shared/contracts/saved-reports';
import { fillMessage, MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useDeleteReports } from '../api/delete-reports';
import { useSavedReports } from '../api/get-saved-reports';
import { useSaveReport } from '../api/save-report';

const KEY = 'analyze-reports';

/** /analyze (all roles): the current partner's saved reports, 25 a page; open, copy, delete one or several. */
export function Component() {
  const navigate = useAppNavigate();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const reports = useSavedReports((page - 1) * SAVED_REPORTS_PAGE_SIZE);
  const remove = useDeleteReports();
  const copy = useSaveReport();

  async function onDelete(ids: string[]) {
    void message.loading({ key: KEY, content: MESSAGES.reportsDeleting, duration: 0 });
    try {
      await remove.mutateAsync(ids);
      void message.success({ key: KEY, content: MESSAGES.reportsDeleted });
    } catch (error) {
      void message.error({ key: KEY, content: fillMessage(MESSAGES.reportsDeleteFailed, { error: (error as Error).message }) });
    }
    setSelected((current) => current.filter((id) => !ids.includes(id)));
  }

  async function onCopy(report: SavedReport) {
    void message.loading({ key: KEY, content: MESSAGES.reportSaving, duration: 0 });
    try {
      const created = await copy.mutateAsync({ kind: 'copy', id: report._id });
      void message.success({ key: KEY, content: fillMessage(MESSAGES.reportCreated, { name: created.name }) });
    } catch (error) {
      void message.error({ key: KEY, content: fillMessage(MESSAGES.reportSaveFailed, { reason: (error as Error).message }) });
    }
  }

  const count = reports.data?.count ?? 0;
  // The last page emptied by a delete: step back to the one before.
  if (page > 1 && reports.data && reports.data.items.length === 0 && count > 0) setPage(Math.ceil(count / SAVED_REPORTS_PAGE_SIZE));

  return (
    <>
      <ScreenTitle title="Analyze" />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate('/analyze/new')}>
          New report
        </Button>
        <Popconfirm
          title={`Delete ${selected.length} report${selected.length === 1 ? '' : 's'}?`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          disabled={selected.length === 0}
          onConfirm={() => onDelete(selected)}
        >
          <Button danger disabled={selected.length === 0 || remove.isPending}>
            Delete selected{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </Popconfirm>
      </Space>
      <Table<SavedReport>
        rowKey="_id"
        loading={reports.isFetching}
        dataSource={reports.data?.items ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true }}
        pagination={{ current: page, pageSize: SAVED_REPORTS_PAGE_SIZE, total: count, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, row) => <AppLink to={`/analyze/${row._id}/edit`}>{name}</AppLink> },
          { title: 'Date range', dataIndex: 'dateRange', render: (days: number) => (days === 1 ? '1 day' : `${days} days`) },
          { title: 'Owner', render: (_, row) => row.owner.email },
          { title: 'Last updated', dataIndex: 'updatedAt', render: (at: string) => dayjs(at).format('DD MMMM YYYY HH:mm') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => navigate(`/analyze/${row._id}/edit`)} aria-label={`Open ${row.name}`}>
                  Open
                </Button>
                <Button size="small" onClick={() => onCopy(row)} aria-label={`Copy ${row.name}`}>
                  Copy
                </Button>
                <Popconfirm title={`Delete ${row.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete([row._id])}>
                  <Button size="small" danger aria-label={`Delete ${row.name}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
