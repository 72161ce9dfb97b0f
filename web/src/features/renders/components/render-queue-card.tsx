import { Alert, Button, Card, Empty, Popconfirm, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { NOTIFICATION_TEXTS } from '@shared/messages';
import { useRenderQueueAction, useRenderQueueState } from '../api/render-queue';
import { useRenderEvents } from '../lib/use-render-events';
import { isRunning, RenderJobProgress } from './render-job-progress';

/**
 * The campaign's render queue (001 7 render-queue/state, cancel-render, restart-render) on its tools tab: the current or
 * last render job live, Cancel while it runs, Restart once it stopped (its work again under a new job).
 */
export function RenderQueueCard({ campaignId }: { campaignId: string }) {
  const state = useRenderQueueState(campaignId);
  const action = useRenderQueueAction(campaignId);
  useRenderEvents(campaignId);
  const job = state.data?.job ?? null;
  const running = isRunning(job);
  return (
    <Card size="small" title="Render queue">
      {state.isPending ? (
        <Spin />
      ) : state.isError ? (
        <Alert type="error" showIcon title={NOTIFICATION_TEXTS.requestNotSent} />
      ) : !job ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No render job yet: screenshots, PDFs, prerenders and video renders of this campaign show here." />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <RenderJobProgress job={job} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Started {dayjs(job.startedAt).format('D MMM YYYY HH:mm:ss')}
            {job.finishedAt ? `, ended ${dayjs(job.finishedAt).format('HH:mm:ss')}` : ''}
          </Typography.Text>
          <Space>
            <Popconfirm title="Cancel this render?" description="It stops before its next item." okText="Cancel render" cancelText="Keep it" onConfirm={() => action.mutate('cancel-render')}>
              <Button danger disabled={!running} loading={action.isPending && action.variables === 'cancel-render'}>
                Cancel
              </Button>
            </Popconfirm>
            <Button disabled={running} loading={action.isPending && action.variables === 'restart-render'} onClick={() => action.mutate('restart-render')}>
              Restart
            </Button>
          </Space>
        </Space>
      )}
      {action.error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={NOTIFICATION_TEXTS.requestNotSent} description={action.error.message} />}
    </Card>
  );
}
