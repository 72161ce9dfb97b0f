import { Tag } from 'antd';
import { CONCEPT_STATUS_LABELS, type ConceptStatus } from '@shared/domain/concepts';

const COLORS: Record<ConceptStatus, string> = {
  Draft: 'default',
  StoryboardsInProgress: 'processing',
  review: 'warning',
  templatesProgress: 'purple',
  ready: 'success',
};

/** A concept's status as the list shows it (002 3: draft, storyboardsProgress, review, templatesProgress, ready). */
export function StatusTag({ status }: { status: ConceptStatus }) {
  return <Tag color={COLORS[status]}>{CONCEPT_STATUS_LABELS[status]}</Tag>;
}
