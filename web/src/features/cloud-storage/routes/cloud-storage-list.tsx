import { Button, Space, Tag } from 'antd';
import type { CloudStorage } from '@shared/contracts/cloud-storage';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCloudStorages, useDeleteCloudStorage } from '../api/cloud-storages';
import { ConfirmDelete, DataTable } from '@web/components/data-table';

/** /cloud-storage (super only): the current partner's cloud connections. */
export function Component() {
  const { data, isLoading } = useCloudStorages();
  const remove = useDeleteCloudStorage();
  const navigate = useAppNavigate();
  return (
    <>
      <ScreenTitle title="Cloud connector" />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate('/cloud-storage/new')}>
          New connection
        </Button>
      </Space>
      <DataTable<CloudStorage>
        rowKey="_id"
        loading={isLoading}
        dataSource={data ?? []}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, row) => <AppLink to={`/cloud-storage/${row._id}/edit`}>{name}</AppLink> },
          { title: 'Type', dataIndex: 'storageType' },
          { title: 'Bucket', render: (_, row) => `${row.connectionConfig.bucket}${row.connectionConfig.prefix ? `/${row.connectionConfig.prefix}` : ''}` },
          { title: 'Region', render: (_, row) => row.connectionConfig.region },
          {
            title: 'Status',
            render: (_, row) => (row.isConnected ? <Tag color="green">Connected</Tag> : <Tag title={row.error}>{row.error ? 'Failed' : 'Not tested'}</Tag>),
          },
          {
            title: '',
            render: (_, row) => (
              <ConfirmDelete name={row.name} onConfirm={() => remove.mutateAsync(row._id)} />
            ),
          },
        ]}
      />
    </>
  );
}
