import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { SsoConfig } from '@shared/contracts/sso-configs';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@shared/constants';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useDeleteSsoConfig, useSsoConfigs } from '../api/sso-configs';

/** /sso-configs (super and admin): the current partner's single sign-on configurations. */
export function Component() {
  const { data, isLoading } = useSsoConfigs();
  const remove = useDeleteSsoConfig();
  const navigate = useAppNavigate();
  return (
    <>
      <ScreenTitle title="SSO configuration" />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate('/sso-configs/new')}>
          New SSO configuration
        </Button>
      </Space>
      <Table<SsoConfig>
        rowKey="_id"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={{ pageSizeOptions: TABLE_PAGE_SIZES.map(String), defaultPageSize: TABLE_DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, row) => <AppLink to={`/sso-configs/${row._id}/edit`}>{name}</AppLink> },
          { title: 'Type', dataIndex: 'type' },
          { title: 'Email domains', dataIndex: 'emailDomains', render: (domains: string[]) => domains.map((d) => <Tag key={d}>{d}</Tag>) },
          { title: 'Metadata', render: (_, row) => row.metadataUrl ?? 'XML document' },
          { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>) },
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
