import { Tag } from 'antd';

/** 001 4 'Creative statuses', each with a label and a colour. */
export const CREATIVE_STATUS_LABELS: Record<string, { label: string; color: string }> = {
  live: { label: 'Live', color: 'green' },
  publishing: { label: 'Publishing', color: 'processing' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  error: { label: 'Error', color: 'error' },
  rejected: { label: 'Rejected', color: 'red' },
  interimRejected: { label: 'Interim rejected', color: 'volcano' },
  interimApproved: { label: 'Interim approved', color: 'gold' },
  unapproved: { label: 'Unapproved', color: 'default' },
  approved: { label: 'Approved', color: 'success' },
  archived: { label: 'Archived', color: 'default' },
};

export function CreativeStatusTag({ status }: { status: string }) {
  const known = CREATIVE_STATUS_LABELS[status];
  return (
    <Tag color={known?.color ?? 'default'} data-testid="creative-status">
      {known?.label ?? status}
    </Tag>
  );
}
