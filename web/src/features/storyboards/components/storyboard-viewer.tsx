import { Alert, Button, Empty, Image, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { StoryboardDto, StoryboardVersionDto } from '@shared/contracts/storyboards';
import { STORYBOARD_TYPE_LABELS } from '@shared/domain/storyboards';
import { VideoPlayer } from './video-player';

export interface ViewerRights {
  upload: boolean;
  approve: boolean;
}

export interface ViewerActions {
  onNewVersion: () => void;
  onApprove: (versionId: string) => void;
  onDeleteVersion: (versionId: string) => void;
  onDelete: () => void;
  approving: boolean;
  error: string | null;
}

const STATUS_TEXT: Record<StoryboardVersionDto['status'], string> = { uploading: 'Uploading', processing: 'Processing', ready: 'Ready', failed: 'Failed' };

/** One storyboard: pick a version, see its frames (images, and videos in the player), approve or change it. */
export function StoryboardViewer({
  storyboard,
  rights,
  actions,
  onTimeCode,
  extra,
  seekRequest,
}: {
  storyboard: StoryboardDto;
  rights: ViewerRights;
  actions: ViewerActions;
  onTimeCode?: (ms: number) => void;
  /** Shown beside the title (the storyboard's comments button). */
  extra?: ReactNode;
  /** A jump of the video to a time code (a comment's). */
  seekRequest?: { ms: number } | null;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = storyboard.versions.find((v) => v.version === storyboard.latestVersion) ?? storyboard.versions[storyboard.versions.length - 1];
  const version = storyboard.versions.find((v) => v._id === picked) ?? fallback;
  if (!version) return <Empty description="This storyboard has no versions." />;
  const approvedByAnyone = version.approvals.length > 0;

  return (
    <div data-testid="storyboard-viewer">
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {storyboard.name}
        </Typography.Title>
        <Tag>{STORYBOARD_TYPE_LABELS[storyboard.type]}</Tag>
        <Select
          aria-label="Version"
          value={version._id}
          onChange={setPicked}
          style={{ minWidth: 160 }}
          options={[...storyboard.versions].reverse().map((v) => ({ value: v._id, label: `Version ${v.version}${v.version === storyboard.latestVersion ? ' (latest)' : ''}` }))}
        />
        <Tag color={version.status === 'ready' ? 'default' : version.status === 'failed' ? 'error' : 'processing'}>{STATUS_TEXT[version.status]}</Tag>
        {approvedByAnyone && <Tag color="success">Approved by {version.approvals.map((a) => a.name).join(', ')}</Tag>}
        {extra}
      </Space>
      <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
        {rights.approve && version.status === 'ready' && (
          <Button type="primary" loading={actions.approving} disabled={approvedByAnyone} onClick={() => actions.onApprove(version._id)}>
            {approvedByAnyone ? 'Approved' : `Approve version ${version.version}`}
          </Button>
        )}
        {rights.upload && <Button onClick={actions.onNewVersion}>Upload new version</Button>}
        {rights.upload && storyboard.versions.length > 1 && (
          <Popconfirm title={`Delete version ${version.version}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => actions.onDeleteVersion(version._id)}>
            <Button danger>Delete version</Button>
          </Popconfirm>
        )}
        {rights.upload && (
          <Popconfirm title={`Delete the storyboard ${storyboard.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={actions.onDelete}>
            <Button danger>Delete storyboard</Button>
          </Popconfirm>
        )}
      </Space>
      {actions.error && <Alert type="error" showIcon title={actions.error} style={{ marginBottom: 12 }} />}
      {version.status === 'failed' && <Alert type="error" showIcon title={version.message ?? 'This version could not be processed.'} style={{ marginBottom: 12 }} />}
      {(version.status === 'uploading' || version.status === 'processing') && (
        <Alert type="info" showIcon title="The frames of this version are being processed. They show here when ready." style={{ marginBottom: 12 }} />
      )}
      {version.status === 'ready' && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {version.assets.map((asset, i) =>
            asset.kind === 'video' && asset.url ? (
              <div key={asset._id}>
                <Typography.Text type="secondary">
                  Frame {i + 1}: {asset.name}
                </Typography.Text>
                <VideoPlayer src={asset.url} poster={asset.thumbnailUrl} durationMs={asset.durationMs} onTimeCode={onTimeCode} seekRequest={seekRequest} />
              </div>
            ) : (
              <div key={asset._id}>
                <Typography.Text type="secondary">
                  Frame {i + 1}: {asset.name}
                </Typography.Text>
                <div>
                  <Image src={asset.url ?? undefined} alt={asset.name} style={{ maxWidth: 720, maxHeight: 480 }} placeholder={asset.thumbnailUrl ? <img src={asset.thumbnailUrl} alt="" /> : undefined} />
                </div>
              </div>
            ),
          )}
        </Space>
      )}
    </div>
  );
}
