import { Tag } from 'antd';
import type { VariantView } from '../api/types';

/** 001 2: archived, fallback, active (live), scheduled only when not live. */
export function VariantStatusTags({ variant }: { variant: Pick<VariantView, 'archived' | 'isFallback' | 'statuses'> }) {
  return (
    <span>
      {variant.archived && <Tag>Archived</Tag>}
      {variant.isFallback && <Tag color="purple">Fallback</Tag>}
      {variant.statuses.live && <Tag color="green">Active</Tag>}
      {variant.statuses.scheduled && !variant.statuses.live && <Tag color="blue">Scheduled</Tag>}
    </span>
  );
}
