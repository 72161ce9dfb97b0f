import { Alert, Button, List, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { TemplateDto } from '@shared/contracts/templates';
import { uploadTemplate } from '../api/upload-template';

type State = { step: 'choose' } | { step: 'busy'; stage: 'check' | 'upload' | 'processing'; file: string } | { step: 'done'; template: TemplateDto; file: string } | { step: 'failed'; message: string; file: string };

const STAGE_TEXT = { check: 'Checking the name…', upload: 'Uploading to storage…', processing: 'Reading the template…' } as const;

export interface UploadDialogProps {
  partnerId: string;
  conceptId: string;
  onClose: () => void;
  /** A template was stored (the list reads again). */
  onUploaded: (template: TemplateDto) => void;
}

/**
 * Upload a template: a zip of an HTML5 creative (entry index.html, assets beside it) or a video (mp4, webm, mov),
 * named WxH-name. The name is checked before anything is sent; a refused file shows the server's message (the
 * spec's parse messages); a stored one shows its warnings per platform.
 */
export function UploadDialog({ partnerId, conceptId, onClose, onUploaded }: UploadDialogProps) {
  const [state, setState] = useState<State>({ step: 'choose' });

  const start = async (file: File) => {
    setState({ step: 'busy', stage: 'check', file: file.name });
    try {
      const template = await uploadTemplate(partnerId, conceptId, file, (stage) => setState({ step: 'busy', stage, file: file.name }));
      setState({ step: 'done', template, file: file.name });
      onUploaded(template);
    } catch (error) {
      setState({ step: 'failed', message: (error as Error).message, file: file.name });
    }
  };

  const busy = state.step === 'busy';
  return (
    <Modal open title="Upload template" onCancel={busy ? undefined : onClose} closable={!busy} maskClosable={false} footer={<Button onClick={onClose} disabled={busy}>{state.step === 'done' ? 'Done' : 'Cancel'}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          A zip of an HTML5 creative (index.html with its assets) or a video (mp4, webm, mov), named <Typography.Text code>WxH-name</Typography.Text>, e.g.{' '}
          <Typography.Text code>300x250-summer.zip</Typography.Text>. Uploading a name the concept already has makes a new generation of that template.
        </Typography.Paragraph>
        <Upload accept=".zip,.mp4,.webm,.mov,application/zip,video/mp4,video/webm,video/quicktime" showUploadList={false} disabled={busy} beforeUpload={(file) => (void start(file), false)}>
          <Button type="primary" loading={busy}>
            {busy ? STAGE_TEXT[state.stage] : 'Choose file'}
          </Button>
        </Upload>
        {state.step === 'failed' && <Alert type="error" showIcon title={`${state.file} was not uploaded`} description={state.message} />}
        {state.step === 'done' && (
          <>
            <Alert type="success" showIcon title={`${state.file} file uploaded successfully.`} description={`${state.template.name}: generation ${state.template.generation}, version ${state.template.version}`} />
            {(state.template.current?.warnings.length ?? 0) > 0 && (
              <List
                size="small"
                header={<Typography.Text strong>Warnings</Typography.Text>}
                bordered
                dataSource={state.template.current!.warnings}
                renderItem={(w) => <List.Item>{w.platform ? <Typography.Text type="warning">[{w.platform}] </Typography.Text> : null}{w.message}</List.Item>}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
