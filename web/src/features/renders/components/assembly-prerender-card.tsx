import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Space, Typography } from 'antd';
import { useAssemblyPrerenders, useStartAssemblyPrerender } from '../api/assembly-prerenders';
import { useRenderQueueState } from '../api/render-queue';
import { useRenderEvents } from '../lib/use-render-events';
import { isRunning, RenderJobProgress } from './render-job-progress';

/**
 * The assembly HTML prerender (001 7 'prerender assembly template', the html-prerender-assembly queue) where a
 * campaign's assemblies are shown: each template of its finally approved creatives prerendered once as an HTML5 zip
 * with all their values inside (`?variation=<id>` picks one), the render job followed live, then each zip to download.
 */
export function AssemblyPrerenderCard({ campaignId, platform }: { campaignId: string; platform: string }) {
  const queue = useRenderQueueState(campaignId);
  const zips = useAssemblyPrerenders(campaignId);
  const start = useStartAssemblyPrerender(campaignId, platform);
  useRenderEvents(campaignId);
  const job = queue.data?.job ?? null;
  const shown = job && job.kind === 'prerender' ? job : null;
  const running = isRunning(job);
  const list = zips.data?.assemblies ?? [];
  return (
    <Card size="small" title="Assembly HTML5 prerender" aria-label="Assembly HTML5 prerender">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">Each template of the finally approved creatives as one HTML5 zip with all their values inside (add ?variation=&lt;creative id&gt; to show one).</Typography.Text>
        <Space wrap>
          <Button type="primary" loading={start.isPending} disabled={running} onClick={() => start.mutate()}>
            Prerender assembly
          </Button>
          {running && <Typography.Text type="secondary">Only one process at a time can be executed</Typography.Text>}
        </Space>
        {start.isError && <Alert type="error" showIcon role="alert" title={start.error.message} />}
        {shown && <RenderJobProgress job={shown} />}
        {zips.isError && <Alert type="error" showIcon title={zips.error.message} />}
        {list.length > 0 && (
          <List
            size="small"
            aria-label="Assembly zips"
            dataSource={list}
            renderItem={(a) => (
              <List.Item actions={[<Typography.Link key="download" href={a.url} download={a.fileName} aria-label={`Download ${a.fileName}`}><DownloadOutlined /> Download</Typography.Link>]}>
                {a.fileName}
              </List.Item>
            )}
          />
        )}
      </Space>
    </Card>
  );
}
