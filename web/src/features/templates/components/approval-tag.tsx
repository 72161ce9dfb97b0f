import { Tag } from 'antd';
import type { TemplateDto } from '@shared/contracts/templates';

export function ApprovalTag({ template }: { template: TemplateDto }) {
  if (template.archived) return <Tag>Archived</Tag>;
  if (template.current?.status === 'processing') return <Tag color="processing">Processing</Tag>;
  if (template.current?.status === 'failed') return <Tag color="error">Failed</Tag>;
  return template.approved ? <Tag color="success">Approved</Tag> : <Tag color="warning">Not approved</Tag>;
}
