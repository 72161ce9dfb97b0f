import { Progress, Space, Tag, Typography } from 'antd';
import type { RenderJobState, RenderKind } from '@shared/contracts/renders';

export const KIND_LABELS: Record<RenderKind, string> = { screenshots: 'Screenshots', pdf: 'PDF', prerender: 'HTML prerender', video: 'Video render' };
const STATUS_TAGS: Record<RenderJobState['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  progress: { label: 'In progress', color: 'processing' },
  finished: { label: 'Finished', color: 'success' },
  error: { label: 'Error', color: 'error' },
};

export const isRunning = (job: RenderJobState | null | undefined) => Boolean(job && !job.cancelled && (job.status === 'queued' || job.status === 'progress'));

/** A render job as a user follows it: its kind, status (or Cancelled), items done of all, failures and their reasons. */
export function RenderJobProgress({ job }: { job: RenderJobState }) {
  const tag = job.cancelled ? { label: 'Cancelled', color: 'warning' } : STATUS_TAGS[job.status];
  const percent = job.total ? Math.round(((job.done + job.failed) / job.total) * 100) : 0;
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} aria-label="Render progress">
      <Space wrap>
        <Typography.Text strong>{KIND_LABELS[job.kind]}</Typography.Text>
        <Tag color={tag.color}>{tag.label}</Tag>
        <Typography.Text type="secondary">
          {job.done} of {job.total} done{job.failed ? `, ${job.failed} failed` : ''}
        </Typography.Text>
      </Space>
      <Progress percent={percent} size="small" status={job.cancelled || job.status === 'error' ? 'exception' : job.status === 'finished' ? 'success' : 'active'} />
      {job.errors.slice(0, 5).map((e, i) => (
        <Typography.Text key={`${e.id ?? i}`} type="danger" style={{ fontSize: 12 }}>
          {e.name ? `${e.name}: ` : ''}
          {e.message}
        </Typography.Text>
      ))}
    </Space>
  );
}
