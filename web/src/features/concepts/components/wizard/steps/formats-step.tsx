import { Alert, Button, Card, Checkbox, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  CHANNEL_LABELS,
  formatKey,
  formatsOf,
  formatsShownByDefault,
  hasShowAllToggle,
  PLATFORM_LABELS,
  selectedChannels,
  type Brief,
  type ChannelRef,
  type FormatOption,
} from '@shared/domain/concepts';
import type { StepProps } from './step-props';

function setFormats(brief: Brief, { platform, channel }: ChannelRef, ids: string[]): Brief {
  return { ...brief, formats: { ...brief.formats, [platform]: { ...brief.formats[platform], [channel]: ids } } };
}

/** One channel's formats: select all / clear all, the first 6 (Google display 8) then 'Show all' / 'Hide all'. */
function ChannelFormats({ brief, update, channelRef, missing }: Pick<StepProps, 'brief' | 'update'> & { channelRef: ChannelRef; missing: boolean }) {
  const { platform, channel } = channelRef;
  const [showAll, setShowAll] = useState(false);
  const all = formatsOf(platform, channel);
  const chosen = brief.formats[platform]?.[channel] ?? [];
  const shown = showAll ? all : all.slice(0, formatsShownByDefault(platform, channel));
  const title = `${PLATFORM_LABELS[platform]} ${CHANNEL_LABELS[channel]}`;
  const toggle = (id: string, on: boolean) =>
    update((b) => {
      const current = b.formats[platform]?.[channel] ?? [];
      return setFormats(b, channelRef, all.map((f) => f.id).filter((f) => (f === id ? on : current.includes(f))));
    });
  const setMeta = (format: FormatOption, value: number) =>
    update((b) => ({ ...b, meta: { ...b.meta, formats: { ...b.meta.formats, [formatKey(platform, channel, format.id)]: value } } }));

  return (
    <Card
      size="small"
      title={title}
      style={missing ? { borderColor: '#ff4d4f' } : undefined}
      extra={
        <Space>
          <Button size="small" aria-label={`Select all ${title}`} onClick={() => update((b) => setFormats(b, channelRef, all.map((f) => f.id)))}>
            Select all
          </Button>
          <Button size="small" aria-label={`Clear all ${title}`} onClick={() => update((b) => setFormats(b, channelRef, []))}>
            Clear all
          </Button>
        </Space>
      }
    >
      <Space wrap size={[16, 8]}>
        {shown.map((format) => {
          const on = chosen.includes(format.id);
          return (
            <Space key={format.id} size={4}>
              <Checkbox checked={on} onChange={(e) => toggle(format.id, e.target.checked)} aria-label={`${title} ${format.label}`}>
                {format.label}
              </Checkbox>
              {format.meta && on && (
                <Select
                  size="small"
                  aria-label={`${format.meta.label} for ${format.label}`}
                  value={brief.meta.formats[formatKey(platform, channel, format.id)] ?? format.meta.default}
                  onChange={(v: number) => setMeta(format, v)}
                  options={format.meta.options.map((n) => ({ value: n, label: `${n} ${format.meta!.label.toLowerCase()}` }))}
                  style={{ width: 110 }}
                />
              )}
            </Space>
          );
        })}
      </Space>
      {hasShowAllToggle(platform, channel) && (
        <div>
          <Button type="link" style={{ paddingInline: 0 }} aria-label={`${showAll ? 'Hide all' : 'Show all'} ${title}`} onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Hide all' : 'Show all'}
          </Button>
        </div>
      )}
      {missing && <Typography.Text type="danger">Select at least one format</Typography.Text>}
    </Card>
  );
}

/** Step 4, Formats: every selected channel needs at least one format (000 2.5, 5). */
export function FormatsStep({ brief, update, errors }: StepProps) {
  const channels = selectedChannels(brief.channels);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {errors.formats && <Alert type="error" showIcon title={errors.formats} />}
      {channels.map((ref) => (
        <ChannelFormats
          key={`${ref.platform}.${ref.channel}`}
          brief={brief}
          update={update}
          channelRef={ref}
          missing={Boolean(errors.channelsWithoutFormats?.includes(`${ref.platform}.${ref.channel}`))}
        />
      ))}
    </Space>
  );
}
