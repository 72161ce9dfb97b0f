import { Card, Space, Tag, Typography } from 'antd';
import type { StoryboardDto } from '@shared/contracts/storyboards';
import { STORYBOARD_TYPE_LABELS } from '@shared/domain/storyboards';

const latest = (s: StoryboardDto) => s.versions.find((v) => v.version === s.latestVersion);
const newest = (s: StoryboardDto) => s.versions[s.versions.length - 1];

/** One storyboard in the index: its first frame's thumbnail, name, type, version and state. */
export function StoryboardCard({ storyboard, selected, onOpen }: { storyboard: StoryboardDto; selected: boolean; onOpen: () => void }) {
  const version = latest(storyboard);
  const thumb = version?.assets.find((a) => a.thumbnailUrl)?.thumbnailUrl;
  const pending = newest(storyboard);
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      style={{ marginBottom: 8, borderColor: selected ? '#1677ff' : undefined }}
      styles={{ body: { display: 'flex', gap: 12, alignItems: 'center' } }}
      data-testid="storyboard-card"
    >
      <div style={{ width: 96, height: 54, background: '#f0f0f0', display: 'flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}>
        {thumb ? <img src={thumb} alt={`${storyboard.name} thumbnail`} style={{ maxWidth: 96, maxHeight: 54 }} /> : <Typography.Text type="secondary">No preview</Typography.Text>}
      </div>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {storyboard.name}
        </Typography.Text>
        <Space size={4} wrap style={{ display: 'flex' }}>
          <Tag>{STORYBOARD_TYPE_LABELS[storyboard.type]}</Tag>
          {storyboard.latestVersion !== null && <Tag>v{storyboard.latestVersion}</Tag>}
          {storyboard.approved && <Tag color="success">Approved</Tag>}
          {pending && pending.status !== 'ready' && <Tag color={pending.status === 'failed' ? 'error' : 'processing'}>{pending.status === 'failed' ? 'Failed' : 'Processing'}</Tag>}
        </Space>
      </div>
    </Card>
  );
}
