import { Alert, Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import type { PartnerAdmin } from '@shared/contracts/partners';
import { ScreenTitle } from '@web/components/screen-title';
import { usePartnersAdmin } from '../api/get-partners-admin';
import { useArchivePartner, useCreatePartner, useUpdatePartner } from '../api/save-partner';
import { PartnerFormModal, type PartnerFormValues } from '../components/partner-form-modal';
import { DataTable } from '@web/components/data-table';

type Editing = { partner: PartnerAdmin | null } | null;

/** /partners (super only): partners with their counts; create, edit, archive and unarchive (002 2). */
export function Component() {
  const partners = usePartnersAdmin();
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const archive = useArchivePartner();
  const [editing, setEditing] = useState<Editing>(null);
  const save = editing?.partner ? update : create;

  const open = (partner: PartnerAdmin | null) => {
    create.reset();
    update.reset();
    setEditing({ partner });
  };

  const onSave = (values: PartnerFormValues) => {
    const done = { onSuccess: () => setEditing(null) };
    if (editing?.partner) update.mutate({ _id: editing.partner._id, ...values }, done);
    else create.mutate(values, done);
  };

  return (
    <>
      <ScreenTitle title="Partners" />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open(null)}>
          Create Partner
        </Button>
      </Space>
      {archive.error && <Alert type="error" showIcon title={archive.error.message} style={{ marginBottom: 16 }} />}
      <DataTable<PartnerAdmin>
        rowKey="_id"
        loading={partners.isLoading}
        dataSource={partners.data ?? []}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          { title: 'Type', dataIndex: 'type', filters: ['Internal', 'Demo', 'Client'].map((t) => ({ text: t, value: t })), onFilter: (v, row) => row.type === v },
          { title: 'Active Campaigns', dataIndex: 'activeCampaignsCount', align: 'right' },
          { title: 'Concepts', dataIndex: 'activeConceptsCount', align: 'right' },
          { title: 'Users', dataIndex: 'usersCount', align: 'right' },
          {
            title: 'Status',
            dataIndex: 'archived',
            render: (archived: boolean) => (archived ? <Tag>Archived</Tag> : <Tag color="green">Active</Tag>),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => open(row)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <Popconfirm
                  title={row.archived ? `Unarchive ${row.name}?` : `Archive ${row.name}?`}
                  okText={row.archived ? 'Unarchive' : 'Archive'}
                  onConfirm={() => archive.mutateAsync({ partnerId: row._id, archived: !row.archived }).catch(() => undefined)}
                >
                  <Button size="small" aria-label={`${row.archived ? 'Unarchive' : 'Archive'} ${row.name}`}>
                    {row.archived ? 'Unarchive' : 'Archive'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PartnerFormModal
        open={editing !== null}
        partner={editing?.partner ?? null}
        saving={save.isPending}
        error={save.error?.message}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
