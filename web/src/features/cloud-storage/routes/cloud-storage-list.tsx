import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { CloudStorage } from '../../../../../shared/contracts/cloud-storage';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../../../../shared/constants';
import { AppLink } from '../../../components/app-link';
import { ScreenTitle } from '../../../components/screen-title';
import { useAppNavigate } from '../../../hooks/use-partner-link';
import { useCloudStorages, useDeleteCloudStorage } from '../api/cloud-storages';

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
      <Table<CloudStorage>
        rowKey="_id"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={{ pageSizeOptions: TABLE_PAGE_SIZES.map(String), defaultPageSize: TABLE_DEFAULT_PAGE_SIZE, showSizeChanger: true }}
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
              <Popconfirm title={`Delete ${row.name}?`} okText="Delete" onConfirm={() => remove.mutateAsync(row._id)}>
                <Button danger type="link">
                  Delete
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
