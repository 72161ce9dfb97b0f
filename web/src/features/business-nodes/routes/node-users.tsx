import { Alert, Button, Card, Popconfirm, Select, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { NodeUserDto } from '@shared/contracts/business-nodes';
import { ROLE_LABELS } from '@shared/domain/roles';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useNodeUsers } from '../api/get-node-users';
import { useSetSubscribers, useSubscribers } from '../api/subscribers';
import { OUTSIDE_NODES } from '../components/node-actions';
import { LIST_PAGINATION } from '@web/components/data-table';

const columns = [
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Role', dataIndex: 'role', key: 'role', render: (r: NodeUserDto['role']) => ROLE_LABELS[r] ?? r },
  { title: 'Status', dataIndex: 'status', key: 'status' },
];

/** /admin/node-users/{id}: the users assigned to a node and its subscribers, with add and remove subscriber. */
export function Component() {
  const { id = '' } = useParams();
  const partnerId = useCurrentPartnerId();
  const users = useNodeUsers(partnerId, id);
  const subs = useSubscribers(partnerId, id);
  const save = useSetSubscribers(partnerId, id);
  const [adding, setAdding] = useState<string>();
  const node = subs.data?.node;
  const write = Boolean(node?.writeAllowed);
  const current = (subs.data?.subscribers ?? []).map((s) => s._id);

  const add = () => adding && save.mutate([...current, adding], { onSuccess: () => setAdding(undefined) });
  const removeOne = (userId: string) => save.mutate(current.filter((s) => s !== userId));

  return (
    <>
      <ScreenTitle title="Node users" />
      {node && <p>{`${node.name} (${node.type})`}</p>}
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Card title="Subscribers" style={{ marginBottom: 16 }}>
        <Space style={{ marginBottom: 16 }}>
          <Select
            aria-label="User to subscribe"
            style={{ width: 320 }}
            showSearch
            optionFilterProp="label"
            placeholder="Choose a user"
            disabled={!write}
            value={adding}
            onChange={setAdding}
            options={(subs.data?.candidates ?? []).map((u) => ({ value: u._id, label: u.email }))}
          />
          <Tooltip title={write ? undefined : OUTSIDE_NODES}>
            <Button type="primary" disabled={!write || !adding} loading={save.isPending} onClick={add}>
              Add subscriber
            </Button>
          </Tooltip>
        </Space>
        <Table<NodeUserDto>
          rowKey="_id"
          loading={subs.isLoading}
          dataSource={subs.data?.subscribers ?? []}
          pagination={LIST_PAGINATION}
          columns={[
            ...columns,
            {
              title: 'Actions',
              key: 'actions',
              render: (_, row) => (
                <Popconfirm title={`Remove ${row.email}?`} okText="Remove" onConfirm={() => removeOne(row._id)} disabled={!write}>
                  <Button size="small" danger disabled={!write} aria-label={`Remove ${row.email}`}>
                    Remove
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Users">
        <Table<NodeUserDto> rowKey="_id" loading={users.isLoading} dataSource={users.data ?? []} pagination={LIST_PAGINATION} columns={columns} />
      </Card>
    </>
  );
}
