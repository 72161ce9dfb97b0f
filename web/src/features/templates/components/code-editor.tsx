import { Alert, Button, Col, Modal, Row, Space, Spin, Typography } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { TemplateDto } from '@shared/contracts/templates';
import { UserContentFrame } from '@web/components/user-content-frame';
import { previewTemplateCode, saveTemplateCode, useTemplateCode } from '../api/template-code';
import { frameSize } from './template-preview';

const PREVIEW_DEBOUNCE_MS = 600;
/** CodeMirror comes in its own chunk, fetched when the dialog first opens. */
const CodeText = lazy(() => import('./code-text'));

export interface CodeEditorProps {
  partnerId: string;
  template: TemplateDto;
  onClose: () => void;
  onSaved: (template: TemplateDto) => void;
}

/**
 * Edit a template's entry HTML with a live preview: each pause in typing stores the code as a temporary preview in the
 * template's folder (the spec's 'code-editor preview') and plays it from the user-content origin; saving makes the
 * next version (editedCode), whose thumbnails are rendered again. The code is read-only until it has loaded and
 * while it is being saved.
 */
export function CodeEditor({ partnerId, template, onClose, onSaved }: CodeEditorProps) {
  const original = useTemplateCode(partnerId, template._id, true);
  const [code, setCode] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ url: string } | { error: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(0);
  const text = code ?? original.data?.code ?? '';
  const size = frameSize(template.size);

  useEffect(() => {
    if (code === null) return;
    const ask = ++latest.current;
    const timer = setTimeout(() => {
      previewTemplateCode(partnerId, template._id, code).then(
        (answer) => ask === latest.current && setPreview(answer),
        (error: Error) => ask === latest.current && setPreview({ error: error.message }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code, partnerId, template._id]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await saveTemplateCode(partnerId, template._id, text));
    } catch (error) {
      setSaveError((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const previewUrl = preview && 'url' in preview ? preview.url : template.previewUrl;
  return (
    <Modal
      open
      width="min(1400px, 96vw)"
      title={`Edit code: ${template.name} (${original.data?.entry ?? 'index.html'})`}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} disabled={code === null || code === original.data?.code} onClick={() => void save()}>
            Save as new version
          </Button>
        </Space>
      }
    >
      {original.error ? (
        <Alert type="error" showIcon title={original.error.message} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Suspense fallback={<Spin />}>
              <Spin spinning={original.isPending}>
                <CodeText value={text} onChange={setCode} readOnly={original.isPending || saving} />
              </Spin>
            </Suspense>
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text type="secondary">Live preview</Typography.Text>
            {preview && 'error' in preview && <Alert type="error" showIcon title={preview.error} style={{ margin: '8px 0' }} />}
            {previewUrl && <UserContentFrame key={previewUrl} src={previewUrl} title="Live preview of the edited code" width={size.width} height={size.height} />}
          </Col>
        </Row>
      )}
      {saveError && <Alert type="error" showIcon title={saveError} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
