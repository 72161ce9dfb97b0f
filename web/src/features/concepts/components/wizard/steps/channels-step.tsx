import { Alert, Button, Card, Checkbox, Space, Tag } from 'antd';
import {
  ALL_CHANNELS,
  applyRecommendation,
  CHANNEL_LABELS,
  isChannelSelected,
  PLATFORMS,
  PLATFORM_LABELS,
  recommendedChannels,
  type ChannelRef,
} from '@shared/domain/concepts';
import type { StepProps } from './step-props';

const same = (a: ChannelRef, b: ChannelRef) => a.platform === b.platform && a.channel === b.channel;

/** Step 3, Channels: checkboxes per platform and channel; the objectives' recommended ones are marked and can be applied. */
export function ChannelsStep({ brief, update, errors }: StepProps) {
  const recommended = recommendedChannels(brief.objectives.elements);
  const setChannel = (ref: ChannelRef, on: boolean) =>
    update((b) => ({ ...b, channels: { ...b.channels, [ref.platform]: { ...b.channels[ref.platform], [ref.channel]: on } } }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {recommended.length > 0 && (
        <Alert
          type="info"
          showIcon
          title="Recommended for your objectives"
          description={recommended.map((r) => `${PLATFORM_LABELS[r.platform]} ${CHANNEL_LABELS[r.channel]}`).join(', ')}
          action={
            <Button size="small" type="primary" onClick={() => update(applyRecommendation)}>
              Apply recommendation
            </Button>
          }
        />
      )}
      {PLATFORMS.map((platform) => (
        <Card key={platform} size="small" title={PLATFORM_LABELS[platform]}>
          <Space wrap size="large">
            {ALL_CHANNELS.filter((ref) => ref.platform === platform).map((ref) => (
              <Checkbox
                key={ref.channel}
                checked={isChannelSelected(brief.channels, ref)}
                onChange={(e) => setChannel(ref, e.target.checked)}
                aria-label={`${PLATFORM_LABELS[platform]} ${CHANNEL_LABELS[ref.channel]}`}
              >
                {CHANNEL_LABELS[ref.channel]}
                {recommended.some((r) => same(r, ref)) && (
                  <Tag color="green" style={{ marginInlineStart: 8 }}>
                    Recommended
                  </Tag>
                )}
              </Checkbox>
            ))}
          </Space>
        </Card>
      ))}
      {errors.channels && <Alert type="error" showIcon title={errors.channels} />}
    </Space>
  );
}
