/**
 * The assets cropper tab (002 'Assets cropper tab'): crop parameters (x, y, zoom, retina, background removed), keep
 * ratio on by default, the recommended Meta sizes each with a selected flag, the existing crops, and background
 * removal with a download of the preview without background. Shown for raster images only.
 */
import { Alert, Button, Card, Checkbox, Image, InputNumber, List, message, Segmented, Slider, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { CropBody } from '@shared/contracts/asset-cropper';
import { CROP_ZOOM_MAX, CROP_ZOOM_MIN } from '@shared/constants';
import { CROP_FORMATS, cropRegion, type CropFormat, type CropParams } from '@shared/domain/crops';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCropAsset } from '../api/crop-asset';
import { useCropperPreview } from '../api/get-cropper-preview';
import { removeBackground } from '../api/remove-background';
import { CropArea } from './crop-area';

export interface CroppableAsset {
  _id: string;
  mimeType: string;
  status: string;
}

export const isCroppable = (a: CroppableAsset) => a.status === 'ready' && a.mimeType.startsWith('image/') && !a.mimeType.includes('svg');

export function AssetCropperTab({ asset }: { asset: CroppableAsset }) {
  const croppable = isCroppable(asset);
  const partnerId = useCurrentPartnerId();
  const preview = useCropperPreview(partnerId, asset._id, croppable);
  const crop = useCropAsset(partnerId, asset._id);
  const [keepRatio, setKeepRatio] = useState(true);
  const [params, setParams] = useState<CropParams>({ format: 'square', x: 0, y: 0, zoom: 1, isRetina: false });
  const [picked, setPicked] = useState<Record<string, boolean> | null>(null);
  const [background, setBackground] = useState<{ key: string; url: string } | null>(null);
  const [useBackground, setUseBackground] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  if (!croppable) return null;
  if (preview.isError) return <Alert type="error" showIcon title={MESSAGES.cropperImageFailed} />;
  if (!preview.data) return <Card title="Cropper" loading />;
  const { image, existingCrops, recommendedCrops } = preview.data;
  const selected = picked ?? Object.fromEntries(recommendedCrops.map((c) => [c.format, c.selected]));
  const region = cropRegion(image, params);
  const set = (change: Partial<CropParams>) => setParams((p) => ({ ...p, ...change }));
  const withBackground = (body: CropBody): CropBody => (useBackground && background ? { ...body, backgroundKey: background.key } : body);

  const send = (bodies: CropBody[]) =>
    crop.mutate(bodies.map(withBackground), {
      onSuccess: (made) => void message.success(`${made.length} crop${made.length === 1 ? '' : 's'} saved`),
      onError: (e) => void message.error(e.message),
    });

  const clearBackground = async () => {
    setRemoving(true);
    try {
      const result = await removeBackground(partnerId!, asset._id);
      setBackground({ key: result.key, url: result.url! });
    } catch (e) {
      void message.error((e as Error).message || MESSAGES.backgroundRemovalFailed);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card title="Cropper">
      <Space align="start" size="large" wrap>
        <Space orientation="vertical">
          {imageError && <Alert type="error" showIcon title={imageError} />}
          <CropArea src={useBackground && background ? background.url : image.url} image={image} params={params} onMove={(x, y) => {
              const moved = cropRegion(image, { ...params, x, y });
              set({ x: moved.left, y: moved.top });
            }} onError={setImageError} />
          <Typography.Text type="secondary">
            Crop {region.width}x{region.height} at {region.left}, {region.top} → stored {region.outWidth}x{region.outHeight}
          </Typography.Text>
        </Space>
        <Space orientation="vertical" style={{ minWidth: 280 }}>
          <Space>
            <Switch checked={keepRatio} onChange={(on) => (setKeepRatio(on), set(on ? { format: 'square' } : { format: 'custom', width: region.width, height: region.height }))} aria-label="Keep ratio" />
            <span>Keep ratio</span>
          </Space>
          {keepRatio ? (
            <Segmented<CropFormat> options={[...CROP_FORMATS]} value={params.format as CropFormat} onChange={(format) => set({ format })} />
          ) : (
            <Space>
              <InputNumber aria-label="Width" min={1} max={image.width} value={params.width} onChange={(v) => set({ width: v ?? 1 })} />
              <InputNumber aria-label="Height" min={1} max={image.height} value={params.height} onChange={(v) => set({ height: v ?? 1 })} />
            </Space>
          )}
          <Space>
            <InputNumber aria-label="X" prefix="X" value={params.x} onChange={(v) => set({ x: v ?? 0 })} />
            <InputNumber aria-label="Y" prefix="Y" value={params.y} onChange={(v) => set({ y: v ?? 0 })} />
          </Space>
          {keepRatio && (
            <div>
              <Typography.Text type="secondary">Zoom {params.zoom.toFixed(1)}x</Typography.Text>
              <Slider aria-label="Zoom" min={CROP_ZOOM_MIN} max={CROP_ZOOM_MAX} step={0.1} value={params.zoom} onChange={(zoom) => set({ zoom })} />
            </div>
          )}
          <Checkbox checked={params.isRetina} onChange={(e) => set({ isRetina: e.target.checked })}>
            Retina (2x)
          </Checkbox>
          <Button type="primary" loading={crop.isPending} onClick={() => send([{ id: asset._id, ...params, x: region.left, y: region.top }])}>
            Crop
          </Button>
          <Typography.Text strong>Recommended crops</Typography.Text>
          {recommendedCrops.map((c) => (
            <Checkbox key={c.format} checked={selected[c.format]} onChange={(e) => setPicked({ ...selected, [c.format]: e.target.checked })}>
              {c.format} {c.width}x{c.height}
            </Checkbox>
          ))}
          <Button
            disabled={!recommendedCrops.some((c) => selected[c.format])}
            loading={crop.isPending}
            onClick={() => send(recommendedCrops.filter((c) => selected[c.format]).map((c) => ({ id: asset._id, format: c.format, x: c.area.x, y: c.area.y, zoom: 1, isRetina: params.isRetina })))}
          >
            Create recommended crops
          </Button>
          <Button loading={removing} onClick={() => void clearBackground()}>
            Remove background
          </Button>
          {background && (
            <Space orientation="vertical">
              <Image src={background.url} alt="Preview without background" width={160} />
              <Space>
                <Button href={background.url}>Download preview without background</Button>
                <Checkbox checked={useBackground} onChange={(e) => setUseBackground(e.target.checked)}>
                  Crop without background
                </Checkbox>
              </Space>
            </Space>
          )}
        </Space>
      </Space>
      <List
        header={<Typography.Text strong>Existing crops</Typography.Text>}
        aria-label="Existing crops"
        dataSource={existingCrops}
        grid={{ gutter: 12, column: 4 }}
        renderItem={(c) => (
          <List.Item aria-label={c.name}>
            <Space orientation="vertical" size={0}>
              {c.thumbLocation && <img src={c.thumbLocation} alt={c.name} style={{ maxWidth: 120, maxHeight: 120 }} />}
              <Typography.Text>{c.name}</Typography.Text>
              <Typography.Text type="secondary">{c.dimension ? `${c.dimension.width}x${c.dimension.height}` : c.crop.format}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
