import { Tag } from 'antd';
import type { ApprovalTag } from '@shared/contracts/creatives';

/** 001 3 'Campaign approval tag': who approved the current version, Final or Interim, by name (email on hover). */
export function ApprovalTags({ tags }: { tags: readonly ApprovalTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span data-testid="approval-tags">
      {tags.map((t) => (
        <Tag key={t.userId} color={t.type === 'Final' ? 'green' : 'gold'} title={t.email}>
          {t.type}: {t.name}
        </Tag>
      ))}
    </span>
  );
}
