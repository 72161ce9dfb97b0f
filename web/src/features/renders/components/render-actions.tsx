import { Alert, Button, Drawer, Empty, Image, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { SCREENSHOT_APPROVAL_STATUSES, type ScreenshotApprovalStatus } from '@shared/contracts/renders';
import { mayUseAction } from '@shared/domain/screen-actions';
import { NOTIFICATION_TEXTS } from '@shared/messages';
import { useCurrentUser } from '@web/lib/current-user';
import { useRenderQueueState } from '../api/render-queue';
import { useScreenshotResults, useScreenshotsToLibrary, useStartScreenshots } from '../api/screenshots';
import { useRenderEvents } from '../lib/use-render-events';
import { isRunning, RenderJobProgress } from './render-job-progress';

export const APPROVAL_STATUS_LABELS: Record<ScreenshotApprovalStatus, string> = { clientApproved: 'Final approved', interimApproved: 'Interim approved', nonApproved: 'Not approved' };

/**
 * Screenshots and PDF of the campaign's creatives (001 7 make-screenshots, create-pdf), mounted in the creatives view's
 * toolbar: a button opens the panel where the approval status is chosen, the job's progress shows live, and the
 * results (each screenshot and the last PDF) are listed with their download links.
 */
export function RenderActions({ campaignId }: { campaignId: string }) {
  const [open, setOpen] = useState(false);
  const { data: user } = useCurrentUser();
  // offered to the roles whose make-screenshots and create-pdf calls the route table lets through
  if (!mayUseAction(user?.role, 'screenshots')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Screenshots &amp; PDF</Button>
      <Drawer title="Screenshots and PDF" open={open} onClose={() => setOpen(false)} size="large" destroyOnHidden>
        {open && <RenderPanel campaignId={campaignId} />}
      </Drawer>
    </>
  );
}

function RenderPanel({ campaignId }: { campaignId: string }) {
  const { data: user } = useCurrentUser();
  const [approvalStatus, setApprovalStatus] = useState<ScreenshotApprovalStatus>('clientApproved');
  const queue = useRenderQueueState(campaignId);
  const start = useStartScreenshots(campaignId);
  const library = useScreenshotsToLibrary(campaignId);
  const results = useScreenshotResults(campaignId, approvalStatus);
  useRenderEvents(campaignId);
  const job = queue.data?.job ?? null;
  const mayStart = mayUseAction(user?.role, 'screenshots');
  const running = isRunning(job);
  const run = (output: 'screenshots' | 'pdf') => start.mutate({ output, approvalStatus });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select<ScreenshotApprovalStatus>
          aria-label="Approval status"
          value={approvalStatus}
          style={{ minWidth: 180 }}
          options={SCREENSHOT_APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_LABELS[s] }))}
          onChange={setApprovalStatus}
        />
        {mayStart && (
          <>
            <Button type="primary" disabled={running} loading={start.isPending && start.variables?.output === 'screenshots'} onClick={() => run('screenshots')}>
              Make screenshots
            </Button>
            <Button disabled={running} loading={start.isPending && start.variables?.output === 'pdf'} onClick={() => run('pdf')}>
              Create PDF
            </Button>
          </>
        )}
      </Space>
      {start.error && <Alert type="error" showIcon title={NOTIFICATION_TEXTS.requestNotSent} description={start.error.message} />}
      {job && (job.kind === 'screenshots' || job.kind === 'pdf') && <RenderJobProgress job={job} />}

      <div>
        <Typography.Title level={5}>{APPROVAL_STATUS_LABELS[approvalStatus]} results</Typography.Title>
        {results.isError && <Alert type="error" showIcon title={NOTIFICATION_TEXTS.requestNotSent} />}
        {results.data?.pdf && (
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text>PDF:</Typography.Text>
            <a href={results.data.pdf.url} download={results.data.pdf.name}>
              Download {results.data.pdf.name}
            </a>
          </Space>
        )}
        {results.data && results.data.files.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No screenshots of these creatives yet." />
        ) : (
          <List
            aria-label="Screenshots"
            loading={results.isPending}
            dataSource={results.data?.files ?? []}
            rowKey={(f) => f.creativeId ?? f.name}
            renderItem={(f) => (
              <List.Item actions={[<a key="download" href={f.url} download={f.name}>Download</a>]}>
                <List.Item.Meta avatar={f.previewUrl ? <Image src={f.previewUrl} alt={f.name} width={96} preview={false} /> : null} title={f.name} />
              </List.Item>
            )}
          />
        )}
        {mayStart && results.data && results.data.files.length > 0 && (
          <Space direction="vertical" style={{ marginTop: 8 }}>
            <Button loading={library.isPending} onClick={() => library.mutate(approvalStatus)}>
              Save screenshots to the asset library
            </Button>
            {library.data && <Alert type="success" showIcon title={`${library.data.assets.length} screenshot(s) saved to the asset library`} />}
            {library.error && <Alert type="error" showIcon title={NOTIFICATION_TEXTS.requestNotSent} description={library.error.message} />}
          </Space>
        )}
      </div>
    </Space>
  );
}
