import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ApprovalToggle as Toggle, Creative, ViewMode } from '@shared/contracts/creatives';
import { withValues } from '@web/features/templates';
import { ApprovalTags } from './approval-tags';
import { ApprovalToggle } from './approval-toggle';
import { CreativePreview } from './creative-preview';
import { CreativeStatusTag } from './status-tag';

/** The template player with the creative's values (they travel in the fragment), unless the address carries them already. */
export const playerUrl = (c: Pick<Creative, 'previewUrl' | 'dynamicElements'>) =>
  c.previewUrl && !c.previewUrl.includes('#') ? withValues(c.previewUrl, Object.fromEntries(Object.entries(c.dynamicElements).map(([k, e]) => [k, e.value]))) : c.previewUrl;

interface Props {
  creative: Creative;
  viewmode: ViewMode;
  toggle: Toggle;
  /** The caller may approve at the chosen level (001 6); otherwise the toggle is shown disabled. */
  mayApprove: boolean;
  changed: boolean;
  onToggle: (value: Toggle) => void;
  onTrail: () => void;
  /** Beside the trail button: the comments button when the comments panel is mounted. */
  extra?: ReactNode;
}

/**
 * One creative (a variant format): its preview, the variant and size, the status of 001 4 and the approval tags of its
 * current version, the caller's toggle and the way to its trail. The admin view adds the technical facts (template
 * version and generation, content version, screenshot state, the field values); the client view keeps to what a
 * reviewer decides on.
 */
export function CreativeCard({ creative: c, viewmode, toggle, mayApprove, changed, onToggle, onTrail, extra }: Props) {
  const title = `${c.variantName} · ${c.shortName}`;
  return (
    <Card
      size="small"
      data-testid="creative-card"
      aria-label={title}
      className={changed ? 'creative-card creative-card-changed' : 'creative-card'}
      title={
        <Typography.Text ellipsis={{ tooltip: title }} strong>
          {title}
        </Typography.Text>
      }
      extra={<CreativeStatusTag status={c.status} />}
    >
      <CreativePreview name={title} size={c.shortName} screenshotUrl={c.screenshotUrl} screenshotRenderStatus={c.screenshotRenderStatus} previewUrl={playerUrl(c)} />
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <ApprovalTags tags={c.approvals.users} />
        {viewmode === 'admin' && (
          <Descriptions size="small" column={1} className="creative-facts">
            <Descriptions.Item label="Format">{c.name}</Descriptions.Item>
            <Descriptions.Item label="Template">
              v{c.version} · generation {c.generation}
            </Descriptions.Item>
            <Descriptions.Item label="Variant">{[c.isFallback && 'Fallback', c.variantEnabled ? 'On' : 'Off'].filter(Boolean).join(' · ')}</Descriptions.Item>
            {Object.entries(c.dynamicElements)
              .filter(([, e]) => e.value)
              .slice(0, 4)
              .map(([field, e]) => (
                <Descriptions.Item key={field} label={field}>
                  <Typography.Text ellipsis={{ tooltip: e.value }} style={{ maxWidth: 160 }}>
                    {e.value}
                  </Typography.Text>
                </Descriptions.Item>
              ))}
          </Descriptions>
        )}
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <ApprovalToggle name={title} value={toggle} disabled={!mayApprove || c.archived} onChange={onToggle} />
          <Space size={0}>
            <Button size="small" type="link" icon={<HistoryOutlined />} onClick={onTrail} aria-label={`Audit trail of ${title}`}>
              Trail
            </Button>
            {extra}
          </Space>
        </Space>
      </Space>
    </Card>
  );
}
