/**
 * One creative's state on Meta or YouTube in the Publish dialog (001 4 'Publishing upload status', 'Meta video upload
 * statuses'; 001 8 Meta tooltips and publishing texts): Published, Error with the platform's message behind a red
 * icon, In-Queue; while Meta still uploads or processes the creative's video the tag names that status (Uploading,
 * Upload pending, Processing) with the tooltip asking to wait, and a failed upload (Upload failed, URL failed) shows
 * the red icon asking for a new upload. A 'Buy Now' that went out as 'Shop now' keeps its warning beside the tag.
 */
import { CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import type { PublishedCreativeDto } from '@shared/contracts/publishing';
import { metaVideoOfMessage, metaVideoTooltip } from '@shared/domain/meta-publishing';
import { NOTIFICATION_TEXTS } from '@shared/messages';

const COLOR = { Published: 'success', Error: 'error', 'In-Queue': 'processing' } as const;

export function MetaPublishStatus({ creative }: { creative: Pick<PublishedCreativeDto, 'status' | 'message'> }) {
  const video = metaVideoOfMessage(creative.message);
  const failed = video && (video.status === 'Upload failed' || video.status === 'URL failed');
  const tooltip = video ? metaVideoTooltip(video.status, video.format) : creative.message;
  const buyNow = creative.status === 'Published' && creative.message === NOTIFICATION_TEXTS.buyNowUnsupported;
  return (
    <Space size={4}>
      <Tag color={COLOR[creative.status]}>{video && !failed ? video.status : creative.status}</Tag>
      {video && !failed && (
        <Tooltip title={tooltip}>
          <ExclamationCircleFilled aria-label={tooltip ?? undefined} style={{ color: '#1677ff' }} />
        </Tooltip>
      )}
      {creative.status === 'Error' && (
        <Tooltip title={failed ? `${NOTIFICATION_TEXTS.metaVideoUploadFailed}: ${tooltip}` : creative.message}>
          <CloseCircleFilled aria-label={(failed ? tooltip : creative.message) ?? 'Error'} style={{ color: '#ff4d4f' }} />
        </Tooltip>
      )}
      {buyNow && (
        <Tooltip title={creative.message}>
          <WarningFilled aria-label={creative.message} style={{ color: '#faad14' }} />
        </Tooltip>
      )}
    </Space>
  );
}
