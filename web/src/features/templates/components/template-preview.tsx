import { Button, Descriptions, Input, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DynamicField, TemplateDto } from '@shared/contracts/templates';
import { encodePlayerValues } from '@shared/domain/templates';
import { UserContentFrame } from '@web/components/user-content-frame';

const MAX_FRAME_SIDE = 1000;

/** The frame's size: the template's own, scaled down to fit a page when larger. */
export function frameSize(size: string): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(w, h));
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/** A player address with values: the values travel in the fragment (shared/domain/template-player.ts). */
export const withValues = (url: string, values: Record<string, string>) => `${url.split('#')[0]}#${encodePlayerValues(values)}`;

function FieldInput({ field, value, onChange }: { field: DynamicField; value: string; onChange: (v: string) => void }) {
  if (field.possibleValues?.length) {
    return <Select aria-label={field.name} style={{ minWidth: 220 }} value={value} onChange={onChange} options={field.possibleValues.map((v) => ({ value: v, label: v }))} />;
  }
  return <Input aria-label={field.name} style={{ minWidth: 260 }} value={value} onChange={(e) => onChange(e.target.value)} />;
}

/**
 * The current version played in a sandboxed frame on the user-content origin with the values injected; its dynamic
 * fields listed with their defaults and possible values. Changing a value plays the template again with it.
 */
export function TemplatePreview({ template }: { template: TemplateDto }) {
  const fields = template.current?.dynamicFields ?? [];
  const defaults = useMemo(() => Object.fromEntries(fields.map((f) => [f.name, f.defaultValue])), [fields]);
  const [values, setValues] = useState<Record<string, string>>(defaults);
  const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => defaults[k] !== v));
  const src = template.previewUrl ? withValues(template.previewUrl, changed) : null;
  const size = frameSize(template.size);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {src ? (
        // A new frame per set of values: a fragment change alone would not run the template again.
        <UserContentFrame key={src} src={src} title={`Preview of ${template.name}`} width={size.width} height={size.height} />
      ) : (
        <Typography.Text type="secondary">
          {!template.current
            ? 'Every generation of this template is archived: unarchive one to see it.'
            : template.current.status === 'failed'
              ? (template.current.error ?? 'The template could not be made')
              : 'The preview is being made…'}
        </Typography.Text>
      )}
      {fields.length > 0 ? (
        <Descriptions size="small" bordered column={1} title="Dynamic fields">
          {fields.map((f) => (
            <Descriptions.Item
              key={f.name}
              label={
                <Space size={4}>
                  <span>{f.name}</span>
                  <Tag>{f.type}</Tag>
                </Space>
              }
            >
              <Space direction="vertical" size={2}>
                <FieldInput field={f} value={values[f.name] ?? ''} onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))} />
                <Typography.Text type="secondary">
                  Default: {f.defaultValue || '(empty)'}
                  {f.possibleValues?.length ? ` · Possible: ${f.possibleValues.join(', ')}` : ''}
                </Typography.Text>
              </Space>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{template.type === 'video' ? 'A video template has no dynamic fields.' : 'A static template: no dynamic fields.'}</Typography.Text>
      )}
      {Object.keys(changed).length > 0 && <Button onClick={() => setValues(defaults)}>Reset to defaults</Button>}
    </Space>
  );
}
