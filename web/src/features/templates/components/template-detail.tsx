import { AutoComplete, Alert, Button, Card, Col, Descriptions, List, Popconfirm, Row, Space, Table, Tag, Typography, notification } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DIMENSION_PATTERN, type TemplateDto } from '@shared/contracts/templates';
import { MESSAGES } from '@shared/messages';
import { templateChanges, useTemplateChange } from '../api/template-changes';
import { ApprovalTag } from './approval-tag';
import { CodeEditor } from './code-editor';
import { ExportButton } from '@web/features/exports';
import { TemplateComments } from './template-comments';
import { TemplatePreview } from './template-preview';

/** Creative scores, loaded with the detail only: the template list stays as light as before. */
const TemplateScores = lazy(() => import('@web/features/scoring').then((m) => ({ default: m.TemplateScores })));

/** Sizes offered for a resize (002 9: master resolutions first, the concept preview size, common display and Meta sizes). */
export const RESIZE_SIZES = ['970x250', '300x600', '300x250', '728x90', '160x600', '320x50', '1080x1080', '1200x628', '1080x1920'];

export interface TemplateRights {
  upload: boolean;
  approve: boolean;
}

export interface TemplateDetailProps {
  partnerId: string;
  conceptId: string;
  template: TemplateDto;
  rights: TemplateRights;
  /** A resize of this template is running (heard as a ws-event). */
  resizing: boolean;
  onResized: (template: TemplateDto) => void;
  onDeleted: () => void;
  onConceptMaybeMoved: () => void;
}

/**
 * One template (002 2 'Templates'): the sandboxed preview with its dynamic fields, approval for final approvers with
 * the spec's toasts, and for uploaders: edit code, resize, archive or unarchive a generation, delete (refused while a
 * campaign uses it).
 */
export function TemplateDetail({ partnerId, conceptId, template: t, rights, resizing, onResized, onDeleted, onConceptMaybeMoved }: TemplateDetailProps) {
  const [editing, setEditing] = useState(false);
  const [size, setSize] = useState('');
  const approve = useTemplateChange(partnerId, conceptId, (p, id: string) => templateChanges.approve(p, id), onConceptMaybeMoved);
  const unapprove = useTemplateChange(partnerId, conceptId, (p, id: string) => templateChanges.unapprove(p, id), onConceptMaybeMoved);
  const archive = useTemplateChange(partnerId, conceptId, (p, input: { generation: number; archived: boolean }) => templateChanges.archiveGeneration(p, t._id, input.generation, input.archived), onConceptMaybeMoved);
  const resize = useTemplateChange(partnerId, conceptId, (p, s: string) => templateChanges.resize(p, t._id, s));
  const remove = useTemplateChange(partnerId, conceptId, (p, id: string) => templateChanges.remove(p, id), onDeleted);
  const error = (approve.error ?? unapprove.error ?? archive.error ?? resize.error ?? remove.error)?.message;
  const current = t.current;
  const ready = current?.status === 'ready';
  const sizeValid = DIMENSION_PATTERN.test(size) && size !== t.size;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.name}
        </Typography.Title>
        <Tag>{t.size}</Tag>
        <Tag>{t.type === 'video' ? 'Video' : 'HTML5'}</Tag>
        <Tag>
          Generation {t.generation} · Version {t.version}
        </Tag>
        <ApprovalTag template={t} />
        {t.inUse && <Tag color="blue">In use</Tag>}
        <TemplateComments conceptId={conceptId} template={t} />
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      {current?.error && <Alert type={current.status === 'failed' ? 'error' : 'warning'} showIcon title={current.status === 'failed' ? 'This version could not be made' : 'Thumbnails could not be rendered'} description={current.error} />}
      <Space wrap>
        {rights.approve && ready && !t.approved && (
          <Button type="primary" loading={approve.isPending} onClick={() => approve.mutate(t._id, { onSuccess: () => void notification.success({ title: MESSAGES.templateApproved }) })}>
            Approve
          </Button>
        )}
        {rights.approve && t.approved && (
          <Button loading={unapprove.isPending} onClick={() => unapprove.mutate(t._id, { onSuccess: () => void notification.success({ title: MESSAGES.templateApprovalRemoved }) })}>
            Remove approval
          </Button>
        )}
        {rights.upload && ready && t.type === 'html' && <Button onClick={() => setEditing(true)}>Edit code</Button>}
        {ready && t.type === 'html' && <ExportButton target={{ entityType: 'template', entityIds: [t._id], label: t.name }} />}
        {rights.upload && current && (
          <Button loading={archive.isPending} onClick={() => archive.mutate({ generation: t.generation, archived: true })}>
            Archive generation {t.generation}
          </Button>
        )}
        {rights.upload && (
          <Popconfirm title={`Delete ${t.name} with all its generations?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(t._id)}>
            <Button danger loading={remove.isPending}>
              Delete
            </Button>
          </Popconfirm>
        )}
      </Space>
      {rights.upload && ready && (
        <Space wrap>
          <AutoComplete
            aria-label="Resize to"
            placeholder="WxH, e.g. 300x600"
            style={{ width: 200 }}
            value={size}
            onChange={setSize}
            options={RESIZE_SIZES.filter((s) => s !== t.size).map((s) => ({ value: s }))}
          />
          <Button
            disabled={!sizeValid}
            loading={resize.isPending}
            onClick={() => resize.mutate(size, { onSuccess: (made) => (setSize(''), onResized(made as TemplateDto)) })}
          >
            Resize
          </Button>
          {resizing && <Typography.Text type="secondary">Template resizing started…</Typography.Text>}
        </Space>
      )}
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <TemplatePreview key={current?._id ?? 'none'} template={t} />
        </Col>
        <Col xs={24} xl={10}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {current && current.warnings.length > 0 && (
              <Card size="small" title="Warnings">
                <List size="small" dataSource={current.warnings} renderItem={(w) => <List.Item>{w.platform ? <Tag color="orange">{w.platform}</Tag> : null}{w.message}</List.Item>} />
              </Card>
            )}
            {current && (
              <Descriptions size="small" bordered column={1}>
                <Descriptions.Item label="Approved by">{current.approvals.users.length ? current.approvals.users.map((u) => u.name).join(', ') : 'Nobody yet'}</Descriptions.Item>
                <Descriptions.Item label="Code">{current.editedCode ? 'Edited in the code editor' : 'As uploaded'}</Descriptions.Item>
                {current.video && (
                  <Descriptions.Item label="Video">
                    {current.video.width}x{current.video.height}, {(current.video.durationMs / 1000).toFixed(1)} s
                  </Descriptions.Item>
                )}
              </Descriptions>
            )}
            <Table
              size="small"
              rowKey="generation"
              pagination={false}
              dataSource={t.generations}
              columns={[
                { title: 'Generation', dataIndex: 'generation' },
                { title: 'Versions', key: 'versions', render: (_, g) => g.versions.length },
                { title: 'State', key: 'state', render: (_, g) => (g.archived ? <Tag>Archived</Tag> : g.generation === t.generation ? <Tag color="green">Current</Tag> : 'Earlier') },
                ...(rights.upload
                  ? [
                      {
                        title: '',
                        key: 'action',
                        render: (_: unknown, g: TemplateDto['generations'][number]) => (
                          <Button size="small" onClick={() => archive.mutate({ generation: g.generation, archived: !g.archived })}>
                            {g.archived ? 'Unarchive' : 'Archive'}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Space>
        </Col>
      </Row>
      <Suspense fallback={null}>
        <TemplateScores templateId={t._id} />
      </Suspense>
      {editing && (
        <CodeEditor
          partnerId={partnerId}
          template={t}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onConceptMaybeMoved();
          }}
        />
      )}
    </Space>
  );
}
