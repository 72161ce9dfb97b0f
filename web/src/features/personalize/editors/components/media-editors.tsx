/**
 * The media value editors (001 2 'Modals'): image and video. A file chosen here (or dropped on the cell, `file`) is
 * checked first as the grid checks a dropped file (image/* for images; video/* or GIF for videos; the 2 GB limit;
 * 'Invalid file format', 'We could not process your file. Please try again.'). The image editor crops with the
 * asset library's cropper and scales the result from 0.01 to 1.5 and warns from 1.35 (001 9, image-crop.tsx); an
 * edited image is drawn at its new size before it goes.
 * The file goes to the campaign's files and the field's value becomes its key.
 */
import { Alert, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import type { CropParams } from '@shared/domain/crops';
import { MESSAGES } from '@shared/messages';
import { acceptAttribute, droppedFileProblem, type MediaKind } from '../../lib/dropped-file';
import { uploadCampaignFile } from '../api';
import { editedImage, ImageCrop, WHOLE_IMAGE } from './image-crop';
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

function MediaEditor({ kind, ...props }: MediaEditorProps & { kind: MediaKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const [crop, setCrop] = useState<CropParams>(WHOLE_IMAGE);
  const [progress, setProgress] = useState<number | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const url = useObjectUrl(file);

  const choose = async (chosen: File) => {
    const why = await droppedFileProblem(kind, chosen);
    setProblem(why);
    setFile(why ? null : chosen);
    setNatural(null);
    setCrop(WHOLE_IMAGE);
  };
  // A file dropped on the cell is checked as soon as the editor opens with it.
  useEffect(() => {
    if (props.file) void choose(props.file);
  }, [props.file]);

  const prepare = async () => {
    if (!file) return { problem: problem ?? `Choose ${kind === 'image' ? 'an image' : 'a video'} to upload` };
    try {
      setProgress(0);
      const upload = kind === 'image' ? await editedImage(file, natural, crop, scale, MESSAGES.assetProcessFailed) : file;
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
            {/* the image's own size, read once it loads: the cropper works in its pixels */}
            {!natural && <img src={url} alt="" aria-hidden style={{ display: 'none' }} onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} />}
            <ImageCrop url={url} name={file!.name} image={natural} params={crop} onParams={setCrop} scale={scale} onScale={setScale} onError={setProblem} />
          </>
        )}
        {url && kind === 'video' && file!.type === 'image/gif' && <img src={url} alt={`Preview of ${file!.name}`} style={{ maxWidth: '100%', maxHeight: 360 }} />}
        {url && kind === 'video' && file!.type !== 'image/gif' && (
          // at its own size (at least wide enough for the controls), centred on black
          <div style={{ background: '#000', textAlign: 'center', borderRadius: 6 }}>
            <video src={url} controls muted style={{ maxWidth: '100%', minWidth: 320, maxHeight: 360, verticalAlign: 'middle' }} aria-label={`Preview of ${file!.name}`} />
          </div>
        )}
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
