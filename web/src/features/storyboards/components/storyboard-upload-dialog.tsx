import { Alert, Form, Input, Modal, Progress, Select, Typography } from 'antd';
import { useState } from 'react';
import { isFixAndFlexName, STORYBOARD_TYPE_LABELS, STORYBOARD_TYPES, type StoryboardType } from '@shared/domain/storyboards';

export interface UploadRequest {
  name: string;
  type: StoryboardType;
  files: File[];
  onProgress: (sent: number) => void;
}

/** The type a new storyboard starts with: from its name (fix and flex) or its files (all mp4: video). */
function guessType(name: string, files: File[]): StoryboardType {
  if (isFixAndFlexName(name)) return 'fixAndFlex';
  return files.length > 0 && files.every((f) => /\.mp4$/i.test(f.name)) ? 'video' : 'image';
}

/**
 * The create dialog ('New storyboard': name, type, files) and the new-version dialog (files only): one upload is one
 * version. Files go straight to storage; progress counts bytes sent.
 */
export function StoryboardUploadDialog({
  open,
  mode,
  initialName,
  initialType,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  mode: 'create' | 'version';
  initialName?: string;
  initialType?: StoryboardType;
  onCancel: () => void;
  onSubmit: (request: UploadRequest) => Promise<unknown>;
}) {
  const [name, setName] = useState(initialName ?? '');
  const [type, setType] = useState<StoryboardType | null>(initialType ?? null);
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = files.reduce((a, f) => a + f.size, 0);
  const effectiveType = type ?? guessType(name, files);
  const accept = effectiveType === 'video' ? '.mp4,video/mp4' : effectiveType === 'image' ? 'image/*' : 'image/*,.mp4,video/mp4';

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: name.trim(), type: effectiveType, files, onProgress: setSent });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={mode === 'create' ? 'New storyboard' : 'Upload new version'}
      okText="Upload"
      okButtonProps={{ disabled: files.length === 0 || (mode === 'create' && !name.trim()), loading: busy }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        {mode === 'create' && (
          <>
            <Form.Item label="Name" required>
              <Input aria-label="Name" value={name} maxLength={128} onChange={(e) => setName(e.target.value)} autoFocus />
            </Form.Item>
            <Form.Item label="Type" help="Names containing fix and flex (or &) are Fix & Flex. Video storyboards are mp4.">
              <Select
                aria-label="Type"
                value={effectiveType}
                onChange={(v) => setType(v)}
                options={STORYBOARD_TYPES.map((t) => ({ value: t, label: STORYBOARD_TYPE_LABELS[t] }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label="Frames" required help={effectiveType === 'video' ? 'mp4 files' : effectiveType === 'image' ? 'Images (PNG, JPEG, GIF, WebP)' : 'Images and mp4 files'}>
          <input aria-label="Frames" type="file" multiple accept={accept} onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
        </Form.Item>
        {files.length > 0 && <Typography.Text type="secondary">{files.length} file(s) selected</Typography.Text>}
      </Form>
      {busy && <Progress percent={total ? Math.round((sent / total) * 100) : 0} />}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
