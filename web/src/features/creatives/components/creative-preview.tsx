import { EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { UserContentFrame } from '@web/components/user-content-frame';
import { frameSize } from '@web/features/templates';

/** Sizes that are no WxH (Meta's square, vertical, horizontal) play in a square frame. */
const FALLBACK_SIZE = '600x600';

interface Props {
  name: string;
  size: string;
  screenshotUrl: string | null;
  screenshotRenderStatus?: 'unrendered' | 'progress' | 'finished' | 'error';
  previewUrl: string | null;
}

/**
 * A creative's look: its screenshot as an image (the user-content origin is allowed in img-src), and the template
 * playing its values on demand, only in the sandboxed user-content frame (never HTML on the app's origin).
 */
export function CreativePreview({ name, size, screenshotUrl, screenshotRenderStatus, previewUrl }: Props) {
  const [open, setOpen] = useState(false);
  const frame = frameSize(/^\d+x\d+$/.test(size) ? size : FALLBACK_SIZE);
  return (
    <div className="creative-preview">
      <div className="creative-preview-image">
        {screenshotUrl ? (
          <img src={screenshotUrl} alt={`Screenshot of ${name}`} loading="lazy" />
        ) : screenshotRenderStatus === 'progress' ? (
          <Spin indicator={<LoadingOutlined spin />} aria-label="Generating screenshot" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No screenshot yet" />
        )}
      </div>
      {previewUrl && (
        <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setOpen(true)} aria-label={`Preview ${name}`}>
          Preview
        </Button>
      )}
      {previewUrl && (
        <Modal open={open} title={`Preview: ${name}`} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={frame.width + 48}>
          <UserContentFrame src={previewUrl} title={`Preview of ${name}`} width={frame.width} height={frame.height} />
        </Modal>
      )}
    </div>
  );
}
