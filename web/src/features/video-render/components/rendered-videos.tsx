import { DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, List, Progress, Space, Tag, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CampaignVideoCreative } from '@shared/contracts/video-render';
import { mayUseAction } from '@shared/domain/screen-actions';
import { useCurrentUser } from '@web/lib/current-user';
import { useRenderQueueState, useStartVideoRender, useVideoCreatives, videoRenderKeys } from '../api/rendered-videos';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * 'Videos' beside the creatives' tree selector, shown when the campaign has video creatives: a drawer that renders
 * them (POST rendered-videos, the render queue's progress) and plays or downloads each platform format (001 9) with
 * its status DONE or TOO_LARGE (002 9).
 */
export function RenderedVideosButton({ campaignId }: { campaignId: string }) {
  const [open, setOpen] = useState(false);
  const creatives = useVideoCreatives(campaignId);
  if (!creatives.data?.length) return null;
  return (
    <>
      <Button icon={<VideoCameraOutlined />} onClick={() => setOpen(true)}>
        Videos
      </Button>
      <Drawer title="Rendered videos" size="large" open={open} onClose={() => setOpen(false)} destroyOnHidden>
        {open && <RenderedVideos campaignId={campaignId} creatives={creatives.data} />}
      </Drawer>
    </>
  );
}

function RenderedVideos({ campaignId, creatives }: { campaignId: string; creatives: CampaignVideoCreative[] }) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const state = useRenderQueueState(campaignId, true);
  const start = useStartVideoRender(campaignId);
  const job = state.data?.job?.kind === 'video' ? state.data.job : null;
  const running = Boolean(state.data?.job && ['queued', 'progress'].includes(state.data.job.status));
  const finishedAt = job?.finishedAt;
  useEffect(() => {
    if (finishedAt) void client.invalidateQueries({ queryKey: videoRenderKeys.creatives(campaignId) });
  }, [finishedAt, campaignId, client]);
  const render = () =>
    start.mutate(undefined, { onError: (error) => void message.error(error.message) });
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {mayUseAction(user?.role, 'renderVideos') && (
          <Button type="primary" loading={start.isPending || running} onClick={render}>
            Render videos
          </Button>
        )}
        <Typography.Text type="secondary">16:9, 9:16 and 1:1, bumper (6 s) and TrueView (15 s)</Typography.Text>
      </Space>
      {job && (
        <div data-testid="video-render-progress" style={{ marginBottom: 12 }}>
          <Progress percent={job.total ? Math.round(((job.done + job.failed) / job.total) * 100) : 0} status={job.status === 'error' ? 'exception' : job.status === 'finished' ? 'success' : 'active'} />
          <Typography.Text type="secondary">
            {job.status === 'finished' ? 'Video rendering finished' : job.status === 'error' ? 'Video rendering failed' : 'Rendering'}: {job.done} of {job.total} rendered
            {job.failed ? `, ${job.failed} failed` : ''}
          </Typography.Text>
          {job.errors.map((e) => (
            <Alert key={`${e.id}${e.message}`} type="error" showIcon style={{ marginTop: 4 }} title={`${e.name ?? e.id ?? ''}: ${e.message}`} />
          ))}
        </div>
      )}
      <List
        dataSource={creatives}
        locale={{ emptyText: <Empty description="No video creatives" /> }}
        renderItem={(c) => (
          <List.Item key={c.creativeId} data-testid="video-creative">
            <div style={{ width: '100%' }}>
              <Space style={{ marginBottom: 8 }}>
                <Typography.Text strong>{c.name}</Typography.Text>
                <Typography.Text type="secondary">{c.size}</Typography.Text>
                {c.rendered ? <Tag color={c.rendered.status === 'DONE' ? 'green' : 'orange'}>{c.rendered.status}</Tag> : <Tag>Not rendered</Tag>}
              </Space>
              {c.rendered && (
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
                  {c.rendered.files.map((f) => (
                    <div key={f.formatId} data-testid={`rendered-${f.formatId}`}>
                      <video src={f.url} controls muted preload="metadata" style={{ width: '100%', maxHeight: 200, background: '#000' }} aria-label={`${c.name} ${f.label}`} />
                      <Space size={4} wrap>
                        <Typography.Text>{f.label}</Typography.Text>
                        <Typography.Text type="secondary">
                          {f.width}x{f.height} · {(f.durationMs / 1000).toFixed(1)} s · {mb(f.bytes)}
                        </Typography.Text>
                        {f.tooLarge && <Tag color="orange">TOO_LARGE</Tag>}
                        <Button size="small" type="link" icon={<DownloadOutlined />} href={f.url} download={`${c.name}-${f.formatId}.mp4`}>
                          Download
                        </Button>
                      </Space>
                    </div>
                  ))}
                </div>
              )}
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
