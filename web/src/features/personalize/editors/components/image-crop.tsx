/**
 * The image editor's cropper (001 2 'Modals': image; 001 9 'Image editor scale'): the asset library's crop rectangle
 * (asset-cropper CropArea, the crop math of shared/domain/crops.ts) over the chosen image — the whole image, or a Meta
 * format's ratio with the cropper's zoom, or a free width and height — and the spec's scale of the result, 0.01 to
 * 1.5, with the warning from 1.35. `editedImage` draws what the user chose before it is uploaded.
 */
import { Alert, InputNumber, Segmented, Slider, Space, Typography } from 'antd';
import { CROP_ZOOM_MAX, CROP_ZOOM_MIN, IMAGE_EDITOR_SCALE } from '@shared/constants';
import { CROP_FORMATS, cropRegion, type CropParams, type Size } from '@shared/domain/crops';
import { MESSAGES } from '@shared/messages';
import { CropArea } from '@web/features/asset-cropper';

/** The crop at the start: the whole image, at its own size. */
export const WHOLE_IMAGE: CropParams = { format: 'custom', x: 0, y: 0, zoom: 1, isRetina: false };
/** The widest and tallest the image is shown in the editor. */
const SHOWN = { width: 640, height: 400 };

/** The part of the image cut and the size it is stored at. */
export function imageEdit(image: Size, params: CropParams, scale: number) {
  const region = cropRegion(image, params);
  return { region, width: Math.max(1, Math.round(region.width * scale)), height: Math.max(1, Math.round(region.height * scale)) };
}

/** The file as edited, in its own type (PNG when the browser cannot write that type); the file itself when nothing changed. */
export async function editedImage(file: File, image: Size | null, params: CropParams, scale: number, failed: string): Promise<File> {
  if (!image) return file;
  const { region, width, height } = imageEdit(image, params, scale);
  if (width === image.width && height === image.height && region.width === image.width && region.height === image.height) return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, region.left, region.top, region.width, region.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type));
  if (!blob) throw new Error(failed);
  return new File([blob], file.name, { type: blob.type });
}

export interface ImageCropProps {
  url: string;
  name: string;
  /** The image's own size, once it has loaded. */
  image: Size | null;
  params: CropParams;
  onParams: (params: CropParams) => void;
  scale: number;
  onScale: (scale: number) => void;
  onError: (message: string) => void;
}

const SHAPES = [{ value: 'custom', label: 'Free' }, ...CROP_FORMATS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }))];

export function ImageCrop({ url, name, image, params, onParams, scale, onScale, onError }: ImageCropProps) {
  const set = (change: Partial<CropParams>) => onParams({ ...params, ...change });
  const edit = image && imageEdit(image, params, scale);
  const shown = image && Math.min(1, SHOWN.width / image.width, SHOWN.height / image.height);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {image && edit && shown ? (
        <>
          <Space wrap>
            <Segmented aria-label="Crop shape" value={params.format} options={SHAPES} onChange={(format) => set(format === 'custom' ? { ...WHOLE_IMAGE } : { format: format as CropParams['format'], x: 0, y: 0, zoom: 1 })} />
            {params.format === 'custom' ? (
              <Space.Compact>
                <InputNumber aria-label="Crop width" prefix="W" min={1} max={image.width} value={edit.region.width} onChange={(v) => set({ width: v ?? image.width, height: edit.region.height })} />
                <InputNumber aria-label="Crop height" prefix="H" min={1} max={image.height} value={edit.region.height} onChange={(v) => set({ height: v ?? image.height, width: edit.region.width })} />
              </Space.Compact>
            ) : (
              <Space>
                <Typography.Text type="secondary">Zoom</Typography.Text>
                <Slider aria-label="Zoom" style={{ width: 140 }} min={CROP_ZOOM_MIN} max={CROP_ZOOM_MAX} step={0.1} value={params.zoom} onChange={(zoom) => set({ zoom })} />
              </Space>
            )}
          </Space>
          <div style={{ display: 'flex', justifyContent: 'center', background: '#fafafa', padding: 8 }}>
            <CropArea
              src={url}
              image={{ ...image, previewWidth: Math.round(image.width * shown), previewHeight: Math.round(image.height * shown) }}
              params={params}
              onMove={(x, y) => {
                const moved = cropRegion(image, { ...params, x, y });
                set({ x: moved.left, y: moved.top });
              }}
              onError={onError}
            />
          </div>
        </>
      ) : (
        <img src={url} alt={`Preview of ${name}`} style={{ maxWidth: '100%', maxHeight: SHOWN.height }} />
      )}
      <Space align="center" style={{ width: '100%' }}>
        <Typography.Text>Scale</Typography.Text>
        <Slider style={{ width: 320 }} min={IMAGE_EDITOR_SCALE.min} max={IMAGE_EDITOR_SCALE.max} step={0.01} value={scale} onChange={onScale} />
        <InputNumber aria-label="Scale" min={IMAGE_EDITOR_SCALE.min} max={IMAGE_EDITOR_SCALE.max} step={0.01} value={scale} onChange={(v) => v !== null && onScale(v)} />
      </Space>
      {edit && (
        <Typography.Text type="secondary">
          Crop {edit.region.width}x{edit.region.height} at {edit.region.left}, {edit.region.top} → {edit.width}x{edit.height} px
        </Typography.Text>
      )}
      {scale >= IMAGE_EDITOR_SCALE.warnAt && <Alert type="warning" showIcon title={MESSAGES.imageScaleWarning} />}
    </Space>
  );
}
