/**
 * The media value editors (001 2 'Modals'): image and video. A file chosen here (or dropped on the cell, `file`) is
 * checked first as the grid checks a dropped file (image/* for images; video/* or GIF for videos; the 2 GB limit;
 * 'Invalid file format', 'We could not process your file. Please try again.'). The image editor scales the picture
 * from 0.01 to 1.5 of its size and warns from 1.35 (001 9); a scaled image is drawn at its new size before it goes.
 * The file goes to the campaign's files and the field's value becomes its key.
 */
import { Alert, InputNumber, Progress, Slider, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { IMAGE_EDITOR_SCALE } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { acceptAttribute, droppedFileProblem, type MediaKind } from '../../lib/dropped-file';
import { uploadCampaignFile } from '../api';
import { freshOnOpen, ValueEditorFrame, type ValueEditorProps } from './value-editor-modal';

export interface MediaEditorProps extends ValueEditorProps {
  /** A file dropped on the cell: the editor opens with it. */
  file?: File;
}

/** The object URL of a file while it is shown. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return file ? url : null;
}

/** The image drawn at `scale` of its size, in its own type (PNG when the browser cannot write that type). */
async function scaledImage(file: File, scale: number): Promise<File> {
  if (scale === 1) return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type));
  if (!blob) throw new Error(MESSAGES.assetProcessFailed);
  return new File([blob], file.name, { type: blob.type });
}

function MediaEditor({ kind, ...props }: MediaEditorProps & { kind: MediaKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const [progress, setProgress] = useState<number | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const url = useObjectUrl(file);

  const choose = async (chosen: File) => {
    const why = await droppedFileProblem(kind, chosen);
    setProblem(why);
    setFile(why ? null : chosen);
  };
  // A file dropped on the cell is checked as soon as the editor opens with it.
  useEffect(() => {
    if (props.file) void choose(props.file);
  }, [props.file]);

  const prepare = async () => {
    if (!file) return { problem: problem ?? `Choose ${kind === 'image' ? 'an image' : 'a video'} to upload` };
    try {
      setProgress(0);
      const upload = kind === 'image' ? await scaledImage(file, scale) : file;
      return { value: await uploadCampaignFile(props.campaignId, upload, setProgress) };
    } catch {
      return { problem: MESSAGES.assetProcessFailed };
    } finally {
      setProgress(null);
    }
  };

  return (
    <ValueEditorFrame {...props} width={kind === 'image' ? 720 : 640} prepare={prepare} busy={progress !== null}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {props.field.value && <Typography.Text type="secondary">Current: {props.field.value.split('/').pop()}</Typography.Text>}
        <Upload.Dragger accept={acceptAttribute(kind)} showUploadList={false} beforeUpload={(f) => (void choose(f), false)} aria-label={`Choose ${kind}`}>
          <p>{file ? file.name : `Drop ${kind === 'image' ? 'an image' : 'a video or GIF'} here or click to choose one`}</p>
        </Upload.Dragger>
        {problem && <Alert type="error" showIcon title={problem} />}
        {url && kind === 'image' && (
          <>
            <div style={{ maxHeight: 360, overflow: 'auto', background: '#fafafa', textAlign: 'center' }}>
              <img src={url} alt={`Preview of ${file!.name}`} onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} style={{ transform: `scale(${scale})`, transformOrigin: 'top center', maxWidth: '100%' }} />
            </div>
            <Space align="center" style={{ width: '100%' }}>
              <Typography.Text>Scale</Typography.Text>
              <Slider style={{ width: 360 }} min={IMAGE_EDITOR_SCALE.min} max={IMAGE_EDITOR_SCALE.max} step={0.01} value={scale} onChange={setScale} />
              <InputNumber aria-label="Scale" min={IMAGE_EDITOR_SCALE.min} max={IMAGE_EDITOR_SCALE.max} step={0.01} value={scale} onChange={(v) => v !== null && setScale(v)} />
            </Space>
            {natural && (
              <Typography.Text type="secondary">
                {natural.width}x{natural.height} → {Math.max(1, Math.round(natural.width * scale))}x{Math.max(1, Math.round(natural.height * scale))} px
              </Typography.Text>
            )}
            {scale >= IMAGE_EDITOR_SCALE.warnAt && <Alert type="warning" showIcon title={MESSAGES.imageScaleWarning} />}
          </>
        )}
        {url && kind === 'video' && file!.type === 'image/gif' && <img src={url} alt={`Preview of ${file!.name}`} style={{ maxWidth: '100%', maxHeight: 360 }} />}
        {url && kind === 'video' && file!.type !== 'image/gif' && <video src={url} controls muted style={{ width: '100%', maxHeight: 360, background: '#000' }} aria-label={`Preview of ${file!.name}`} />}
        {progress !== null && <Progress percent={progress} size="small" />}
      </Space>
    </ValueEditorFrame>
  );
}

export const ImageEditorModal = freshOnOpen(function ImageEditorModal(props: MediaEditorProps) {
  return <MediaEditor kind="image" {...props} />;
});
export const VideoEditorModal = freshOnOpen(function VideoEditorModal(props: MediaEditorProps) {
  return <MediaEditor kind="video" {...props} />;
});
