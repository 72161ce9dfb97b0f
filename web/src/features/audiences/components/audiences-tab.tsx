/**
 * The campaign's audiences tab (/campaigns/{id}/audiences, 001 2; managed service): import a segment CSV, the list of
 * the campaign's audiences with their channels and rules, create and edit in a drawer, delete one or all. After a
 * create or an update the user goes to /campaigns/{id}/audiences (001 7).
 */
import { Alert, Button, message, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AudienceBody, AudienceDto } from '@shared/contracts/audiences';
import { PLATFORM_LABELS } from '@shared/domain/concepts';
import { ConfirmDelete, DataTable } from '@web/components/data-table';
import { useAudiences } from '../api/list-audiences';
import { errorText, useSaveAudience } from '../api/save-audience';
import { AudienceForm } from './audience-form';
import { AudienceImport } from './audience-import';

type Editing = { audience: AudienceDto | null } | null;

export function AudiencesTab({ campaignId }: { campaignId: string }) {
  const navigate = useNavigate();
  const audiences = useAudiences(campaignId);
  const { create, update, remove, removeAll } = useSaveAudience(campaignId);
  const [editing, setEditing] = useState<Editing>(null);
  const save = editing?.audience ? update : create;
  const list = audiences.data ?? [];

  const open = (audience: AudienceDto | null) => {
    create.reset();
    update.reset();
    setEditing({ audience });
  };
  const saved = (text: string) => {
    setEditing(null);
    void message.success(text);
    navigate(`/campaigns/${campaignId}/audiences`);
  };
  const onSave = (body: AudienceBody) => {
    if (editing?.audience) update.mutate({ id: editing.audience.id, body }, { onSuccess: () => saved('Audience updated') });
    else create.mutate(body, { onSuccess: () => saved('Audience created') });
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <AudienceImport campaignId={campaignId} onImported={() => navigate(`/campaigns/${campaignId}/audiences`)} />
      <Space wrap>
        <Button type="primary" onClick={() => open(null)}>
          Create audience
        </Button>
        <Popconfirm
          title="Delete all audiences?"
          description="Every audience of this campaign is deleted."
          okText="Delete all"
          okButtonProps={{ danger: true }}
          onConfirm={() => removeAll.mutate(undefined, { onSuccess: ({ deleted }) => void message.success(`${deleted} audiences deleted`) })}
          disabled={list.length === 0}
        >
          <Button danger disabled={list.length === 0} loading={removeAll.isPending}>
            Delete all
          </Button>
        </Popconfirm>
      </Space>
      {audiences.error && <Alert type="error" showIcon title={audiences.error.message} />}
      {(remove.error ?? removeAll.error) && <Alert type="error" showIcon title={errorText((remove.error ?? removeAll.error)!)} />}
      <DataTable<AudienceDto>
        rowKey="id"
        aria-label="Audiences"
        loading={audiences.isLoading}
        dataSource={list}
        locale={{ emptyText: 'No audiences yet: import a segment CSV or create one.' }}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          { title: 'Audiences', key: 'audiences', render: (_, a) => a.audiences.map((row) => <Tag key={row.audienceId}>{row.audienceId}</Tag>) },
          {
            title: 'Channels and rules',
            key: 'channels',
            render: (_, a) =>
              a.channels.map((c) => (
                <div key={c.platform}>
                  <Typography.Text strong>{PLATFORM_LABELS[c.platform]}</Typography.Text>: {c.rules.length} {c.rules.length === 1 ? 'rule' : 'rules'}
                  {c.rules.some((r) => r.filters.length) && <Typography.Text type="secondary"> ({c.rules.flatMap((r) => r.filters.map((f) => f.option)).filter((o, i, all) => all.indexOf(o) === i).join(', ')})</Typography.Text>}
                </div>
              )),
          },
          { title: 'Live fields', key: 'fieldsLive', render: (_, a) => a.fieldsLive.map((f) => <Tag key={f}>{f}</Tag>) },
          {
            title: 'Actions',
            key: 'actions',
            width: 160,
            render: (_, a) => (
              <Space>
                <Button size="small" onClick={() => open(a)} aria-label={`Edit ${a.name}`}>
                  Edit
                </Button>
                <ConfirmDelete name={a.name} onConfirm={() => remove.mutate(a.id)} />
              </Space>
            ),
          },
        ]}
      />
      <AudienceForm
        open={editing !== null}
        audience={editing?.audience ?? null}
        saving={save.isPending}
        error={save.error ? errorText(save.error) : undefined}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </Space>
  );
}
