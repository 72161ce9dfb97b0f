import { Table, Tag, Typography } from 'antd';
import type { TemplateDto } from '@shared/contracts/templates';
import { AppLink } from '@web/components/app-link';
import { ApprovalTag } from './approval-tag';

/**
 * The concept's templates (002 2 'Templates'): thumbnail (from the user-content origin), name, size, version,
 * generation, approval and whether a campaign uses it.
 */
export function TemplateList({ templates, linkTo }: { templates: TemplateDto[]; linkTo: (t: TemplateDto) => string }) {
  return (
    <Table<TemplateDto>
      rowKey="_id"
      size="middle"
      pagination={false}
      dataSource={templates}
      columns={[
        {
          title: 'Preview',
          key: 'thumb',
          width: 132,
          render: (_, t) =>
            t.thumbnails ? (
              <img src={t.thumbnails.small} alt={`Thumbnail of ${t.name}`} width={120} height={100} style={{ objectFit: 'contain', background: '#fafafa', border: '1px solid #f0f0f0' }} />
            ) : (
              <Typography.Text type="secondary">{t.current?.status === 'failed' ? 'Failed' : t.current?.error ? 'No thumbnail' : 'Rendering…'}</Typography.Text>
            ),
        },
        { title: 'Name', key: 'name', render: (_, t) => <AppLink to={linkTo(t)}>{t.name}</AppLink> },
        { title: 'Size', dataIndex: 'size', key: 'size' },
        { title: 'Type', key: 'type', render: (_, t) => (t.type === 'video' ? 'Video' : 'HTML5') },
        { title: 'Version', dataIndex: 'version', key: 'version' },
        { title: 'Generation', dataIndex: 'generation', key: 'generation' },
        { title: 'Approval', key: 'approval', render: (_, t) => <ApprovalTag template={t} /> },
        { title: 'In use', key: 'inUse', render: (_, t) => (t.inUse ? <Tag color="blue">In use</Tag> : 'No') },
      ]}
    />
  );
}
