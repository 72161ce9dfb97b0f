/**
 * Template preview, full screen (001 2 'Modals'): a variant format played by its template with the variant's values
 * injected, from the user-content origin in a sandboxed frame (UserContentFrame: `allow-scripts` only, never the app's
 * origin). Blocked until every required field has a value (001 5 'Fill out all required fields to preview.').
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Modal, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { UserContentFrame } from '@web/components/user-content-frame';
import { frameSize, withValues } from '@web/features/templates';
import { getTreeTemplates } from '../api';

export interface TemplatePreviewModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  variant: VariantView;
  /** The format shown first (default: the variant's first format that is not archived). */
  formatId?: string;
  onClose: () => void;
}

type Format = VariantView['formats'][string];
/** 001 5: required dynamic fields need a value unless optional. */
export const missingRequired = (format: Format) => Object.values(format.dynamicElements).some((e) => !e.optional && !e.value.trim());
export const valuesOf = (format: Format) => Object.fromEntries(Object.entries(format.dynamicElements).map(([k, e]) => [k, e.value]));

export function TemplatePreviewModal({ open, campaignId, treeId, variant, formatId, onClose }: TemplatePreviewModalProps) {
  const formats = Object.values(variant.formats).filter((f) => !f.archived || f._id === formatId);
  const [chosen, setChosen] = useState(formatId ?? formats[0]?._id);
  const format = formats.find((f) => f._id === chosen) ?? formats[0];
  const templates = useQuery({ queryKey: ['personalize', campaignId, treeId, 'templates'], queryFn: () => getTreeTemplates(campaignId, treeId), enabled: open });
  const template = templates.data?.templates.find((t) => t.templateId === format?.templateId);

  const body = () => {
    if (!format) return <Empty description="This variant has no formats" />;
    if (missingRequired(format)) return <Alert type="warning" showIcon title={MESSAGES.fillRequiredToPreview} />;
    if (templates.isError) return <Alert type="error" showIcon title={MESSAGES.cannotGetServerData} />;
    if (!templates.data) return <Spin />;
    if (!template?.previewUrl) return <Empty description="This template has no preview" />;
    const size = frameSize(template.size);
    const src = withValues(template.previewUrl, valuesOf(format));
    // A new frame per set of values: a fragment change alone would not play the template again.
    return <UserContentFrame key={src} src={src} title={`Preview of ${variant.name} · ${format.name}`} width={size.width} height={size.height} />;
  };

  return (
    <Modal
      open={open}
      title={`Preview: ${variant.name}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 80px)' } }}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%', alignItems: 'center' }}>
        {formats.length > 1 && <Segmented value={format?._id} onChange={(v) => setChosen(String(v))} options={formats.map((f) => ({ value: f._id, label: f.shortName || f.name }))} />}
        {body()}
      </Space>
    </Modal>
  );
}
