import { Button, Input, message, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, USER_STATUSES } from '@shared/constants';
import type { UserView } from '@shared/contracts/users';
import { ROLE_LABELS, type Role } from '@shared/domain/roles';
import { usePartnerLink } from '@web/hooks/use-partner-link';
import { Link } from 'react-router-dom';
import { useUsers, type UserScope } from '../api/get-users';
import { useReinviteUser, useSetUserActive } from '../api/user-actions';

const STATUS_COLORS: Record<UserView['status'], string> = { PENDING: 'gold', ACTIVE: 'green', DEACTIVATED: 'default' };

export interface UsersTableProps {
  scope: UserScope;
  /** Roles offered in the role filter. */
  roles: readonly Role[];
  partnerId: string | null;
  callerRole: Role;
  callerId: string;
  /** '/admin/users' or '/users': where a row's email links to. */
  basePath: string;
}

/** A user list with filters role, status and search, server-side pages of 10/20/30/40, and row actions. */
export function UsersTable({ scope, roles, partnerId, callerRole, callerId, basePath }: UsersTableProps) {
  const [filters, setFilters] = useState<{ role?: Role; status?: UserView['status']; search?: string }>({});
  const [page, setPage] = useState({ page: 1, limit: TABLE_DEFAULT_PAGE_SIZE });
  const query = { ...filters, ...page, partnerId: scope === 'partner' ? (partnerId ?? undefined) : undefined };
  const users = useUsers(scope, query, scope === 'internal' || !!partnerId);
  const reinvite = useReinviteUser(partnerId);
  const setActive = useSetUserActive({ callerRole, partnerId });
  const link = usePartnerLink();
  const filter = (next: typeof filters) => {
    setFilters({ ...filters, ...next });
    setPage({ ...page, page: 1 });
  };
  const fail = (error: Error) => void message.error(error.message);

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search aria-label="Search users" placeholder="Search by email or name" allowClear onSearch={(search) => filter({ search: search || undefined })} style={{ width: 260 }} />
        <Select aria-label="Role filter" placeholder="Role" allowClear style={{ width: 200 }} value={filters.role} onChange={(role) => filter({ role })} options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        <Select aria-label="Status filter" placeholder="Status" allowClear style={{ width: 160 }} value={filters.status} onChange={(status) => filter({ status })} options={USER_STATUSES.map((s) => ({ value: s, label: s }))} />
      </Space>
      <Table<UserView>
        rowKey="_id"
        loading={users.isFetching}
        dataSource={users.data?.results ?? []}
        pagination={{
          current: page.page,
          pageSize: page.limit,
          total: users.data?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (p, limit) => setPage({ page: limit === page.limit ? p : 1, limit }),
        }}
        columns={[
          { title: 'Email', dataIndex: 'email', render: (email: string, row) => <Link to={link(`${basePath}/${row._id}`)}>{email}</Link> },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Role', dataIndex: 'role', render: (role: Role, row) => `${ROLE_LABELS[role]}${row.isConceptOnly ? ' (concepts only)' : ''}` },
          { title: 'Status', dataIndex: 'status', render: (status: UserView['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag> },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space>
                {row.status === 'PENDING' && (
                  <Button
                    size="small"
                    aria-label={`Re-invite ${row.email}`}
                    onClick={() => reinvite.mutate({ id: row._id, businessNodeId: row.businessNodes[0] }, { onSuccess: (r) => void message.success(r.message), onError: fail })}
                  >
                    Re-invite
                  </Button>
                )}
                {row._id !== callerId && (
                  <Popconfirm
                    title={row.status === 'DEACTIVATED' ? `Activate ${row.email}?` : `Deactivate ${row.email}?`}
                    okText={row.status === 'DEACTIVATED' ? 'Activate' : 'Deactivate'}
                    okButtonProps={{ danger: row.status !== 'DEACTIVATED' }}
                    onConfirm={() => setActive.mutateAsync({ id: row._id, active: row.status === 'DEACTIVATED' }).catch(fail)}
                  >
                    <Button size="small" danger={row.status !== 'DEACTIVATED'} aria-label={`${row.status === 'DEACTIVATED' ? 'Activate' : 'Deactivate'} ${row.email}`}>
                      {row.status === 'DEACTIVATED' ? 'Activate' : 'Deactivate'}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
