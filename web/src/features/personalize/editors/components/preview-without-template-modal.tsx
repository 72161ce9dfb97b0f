/**
 * Preview without template (001 2 'Modals'): a variant format's values as they are, for a format whose template
 * cannot play them (a video template, or none): texts as text, links as text, images from the files' origin.
 */
import { Descriptions, Empty, Modal, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { RichTextPreview } from './text-editors';

export interface PreviewWithoutTemplateModalProps {
  open: boolean;
  variant: VariantView;
  formatId?: string;
  /** How an image or video value (a stored key) is shown: its address (grid-web has the files' URLs). */
  mediaUrl?: (value: string) => string | undefined;
  onClose: () => void;
}

export function PreviewWithoutTemplateModal({ open, variant, formatId, mediaUrl, onClose }: PreviewWithoutTemplateModalProps) {
  const formats = Object.values(variant.formats);
  const [chosen, setChosen] = useState(formatId ?? formats[0]?._id);
  const format = formats.find((f) => f._id === chosen) ?? formats[0];
  const elements = Object.entries(format?.dynamicElements ?? {});

  return (
    <Modal open={open} title={`Preview: ${variant.name}`} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {formats.length > 1 && <Segmented value={format?._id} onChange={(v) => setChosen(String(v))} options={formats.map((f) => ({ value: f._id, label: f.shortName || f.name }))} />}
        {elements.length === 0 ? (
          <Empty description="No dynamic fields" />
        ) : (
          <Descriptions bordered size="small" column={1}>
            {elements.map(([name, e]) => {
              const src = e.value && (e.type === 'image' || e.type === 'video') ? mediaUrl?.(e.value) : undefined;
              return (
                <Descriptions.Item key={name} label={<Space size={4}>{name}<Tag>{e.type}</Tag></Space>}>
                  {!e.value ? (
                    <Tag>empty</Tag>
                  ) : src && e.type === 'image' ? (
                    <img src={src} alt={name} style={{ maxWidth: 320, maxHeight: 200 }} />
                  ) : src ? (
                    <video src={src} controls muted style={{ maxWidth: 320 }} aria-label={name} />
                  ) : e.type === 'text' ? (
                    <RichTextPreview value={e.value} />
                  ) : (
                    e.value
                  )}
                </Descriptions.Item>
              );
            })}
          </Descriptions>
        )}
      </Space>
    </Modal>
  );
}
