/**
 * Image work of the cropper tab with sharp: the image to crop on (a scaled preview), crops stored as child assets
 * (000 3 'Crop asset') through the library's settle step (hash claim, thumbnail), and the crops an image has.
 */
import sharp from 'sharp';
import type { CropAsset } from '@shared/contracts/asset-cropper';
import { CROPPER_PREVIEW_MAX_EDGE } from '@shared/constants';
import { cropRegion, type CropParams } from '@shared/domain/crops';
import { MESSAGES } from '@shared/messages';
import { assetsRepository, type Asset } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { inspect, settleContent } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { tempKeyFor } from '@functions/brief-assets/public';

export async function readImage(key: string): Promise<{ body: Buffer; width: number; height: number }> {
  const body = await assetStorage.read(key);
  try {
    // Orientation applied first, so x and y mean what the user saw.
    const upright = await sharp(body).rotate().toBuffer({ resolveWithObject: true });
    return { body: upright.data, width: upright.info.width, height: upright.info.height };
  } catch {
    throw unprocessable(MESSAGES.cropperImageFailed);
  }
}

const previewKey = (asset: Asset) => `${asset.key.slice(0, asset.key.lastIndexOf('/'))}/previews/cropper-${CROPPER_PREVIEW_MAX_EDGE}.webp`;

/** The scaled image the browser crops on (made once, kept beside the original), with its size. */
export async function cropperPreviewImage(asset: Asset) {
  const key = previewKey(asset);
  let width = asset.width;
  let height = asset.height;
  let preview: { width: number; height: number } | null = null;
  if ((await assetStorage.size(key)) === null || !width || !height) {
    const image = await readImage(asset.key);
    ({ width, height } = image);
    const made = await sharp(image.body).resize(CROPPER_PREVIEW_MAX_EDGE, CROPPER_PREVIEW_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer({ resolveWithObject: true });
    await assetStorage.put(key, made.data, 'image/webp');
    preview = { width: made.info.width, height: made.info.height };
  }
  const scale = Math.min(1, CROPPER_PREVIEW_MAX_EDGE / Math.max(width!, height!));
  return {
    url: await assetStorage.presignGet(key, { fileName: `${asset.name}.webp`, contentType: 'image/webp', attachment: false }),
    width: width!,
    height: height!,
    previewWidth: preview?.width ?? Math.round(width! * scale),
    previewHeight: preview?.height ?? Math.round(height! * scale),
  };
}

export async function presentCrop(asset: Asset): Promise<CropAsset> {
  const crop = asset.crop ?? {};
  return {
    _id: asset.id,
    name: asset.name,
    location: asset.status === 'ready' ? await assetStorage.presignGet(asset.key, { fileName: asset.name, contentType: asset.mimeType, attachment: false }) : null,
    thumbLocation: asset.thumbnailKey ? await assetStorage.presignGet(asset.thumbnailKey, { fileName: 'thumbnail.webp', contentType: 'image/webp', attachment: false }) : null,
    parentId: asset.parentId!,
    archived: asset.archived,
    crop: { format: crop.format ?? 'custom', auto: false, x: crop.x ?? 0, y: crop.y ?? 0, width: crop.width ?? 0, height: crop.height ?? 0, zoom: crop.zoom ?? 1 },
    dimension: asset.width && asset.height ? { width: asset.width, height: asset.height } : null,
    createdAt: asset.createdAt,
  };
}

/** The image's crops that are not archived, newest first. */
export async function cropsOf(parent: Asset): Promise<Asset[]> {
  return (await assetsRepository.listByPartner(parent.partnerId)).filter((a) => a.parentId === parent.id && a.crop && !a.archived && a.status === 'ready');
}

const baseName = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/**
 * Cuts the crop out of `source` (the original or its preview without background) and stores it as a child asset.
 * PNG keeps transparency; anything else is stored as JPEG. Answers the stored asset (an identical crop already in the
 * library is answered instead of a copy).
 */
export async function createCrop(parent: Asset, source: { body: Buffer; width: number; height: number; transparent: boolean }, params: CropParams, createdBy: string): Promise<Asset> {
  const region = cropRegion(source, params);
  const pipeline = sharp(source.body).extract({ left: region.left, top: region.top, width: region.width, height: region.height }).resize(region.outWidth, region.outHeight, { fit: 'fill' });
  const transparent = source.transparent || parent.mimeType === 'image/png';
  const body = await (transparent ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toBuffer();
  const mimeType = transparent ? 'image/png' : 'image/jpeg';
  const format = transparent ? 'png' : 'jpg';
  const name = `${baseName(parent.name)}-${params.format}-${region.outWidth}x${region.outHeight}.${format}`;
  const id = newId();
  const child = await assetsRepository.create({
    id,
    partnerId: parent.partnerId,
    name,
    category: parent.category,
    mimeType,
    format,
    size: body.length,
    key: tempKeyFor(parent.partnerId, id, name),
    parentId: parent.id,
    isIndependent: false,
    businessNodes: parent.businessNodes,
    additionalNodes: parent.additionalNodes,
    status: 'processing',
    crop: { format: params.format, x: region.left, y: region.top, width: region.width, height: region.height, zoom: params.zoom },
    createdBy,
  });
  const settled = await settleContent(child, await inspect([body]), mimeType, body);
  return (await assetsRepository.get(settled.assetId))!;
}
