import { Descriptions, Space, Tag, Typography } from 'antd';
import { SUMMARY_ASSETS_SHOWN } from '@shared/constants';
import {
  CHANNEL_LABELS,
  findFormat,
  PLATFORM_LABELS,
  selectedChannels,
  summaryAssets,
  type Brief,
} from '@shared/domain/concepts';
import { languageName } from '@shared/domain/languages';

const none = <Typography.Text type="secondary">—</Typography.Text>;
const TAG_STYLE = { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%' } as const;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The brief, read only (000 2.5 'Summary': Details, Objectives, Channels, Formats, Assets first 10 then '+ N more',
 * Creative Direction). The wizard's summary pane and the concept overview show it.
 */
export function BriefSummary({ brief, nodeName }: { brief: Brief; nodeName(id: string): string }) {
  const channels = selectedChannels(brief.channels);
  const { listed, more } = summaryAssets(brief.assets, SUMMARY_ASSETS_SHOWN);
  const objectives = brief.objectives.elements.map((o) => (o === 'custom' ? `Custom: ${brief.objectives.customText}` : capitalize(o)));
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Name">{brief.intro.name || none}</Descriptions.Item>
      <Descriptions.Item label="Products and markets">{brief.intro.businessNodes.map(nodeName).join(', ') || none}</Descriptions.Item>
      <Descriptions.Item label="Languages">{brief.intro.languages.map(languageName).join(', ') || none}</Descriptions.Item>
      <Descriptions.Item label="Objectives">{objectives.join(', ') || none}</Descriptions.Item>
      <Descriptions.Item label="Channels">
        {channels.map(({ platform, channel }) => `${PLATFORM_LABELS[platform]} ${CHANNEL_LABELS[channel]}`).join(', ') || none}
      </Descriptions.Item>
      <Descriptions.Item label="Formats">
        {channels.length ? (
          <Space orientation="vertical" size={2}>
            {channels.map(({ platform, channel }) => {
              const ids = brief.formats[platform]?.[channel] ?? [];
              return (
                <span key={`${platform}.${channel}`}>
                  {PLATFORM_LABELS[platform]} {CHANNEL_LABELS[channel]}: {ids.map((id) => findFormat(platform, channel, id)?.label ?? id).join(', ') || '—'}
                </span>
              );
            })}
          </Space>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Assets">
        {listed.length ? (
          <Space size={[4, 4]} wrap>
            {listed.map((a) => (
              // A tag keeps to one line by default: a long file name would push the table past the summary pane.
              <Tag key={`${a.type}-${a._id}`} style={TAG_STYLE}>
                {a.name} ({a.type})
              </Tag>
            ))}
            {more > 0 && <Typography.Text>+ {more} more</Typography.Text>}
          </Space>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Creative Direction">
        {brief.otherBusiness.text ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{brief.otherBusiness.text}</Typography.Paragraph> : none}
      </Descriptions.Item>
    </Descriptions>
  );
}
