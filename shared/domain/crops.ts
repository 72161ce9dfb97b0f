/**
 * Crop math of the assets cropper tab (002 'Assets cropper tab'; 000 3 'Crop asset', 000 5 'crop values finite').
 * A crop is a rectangle of the source image in source pixels. For a recommended format the rectangle keeps the format's
 * ratio: the largest such rectangle that fits the image, divided by zoom, with its top-left corner at (x, y).
 * With keep ratio off the caller gives width and height itself. The output is the format's size (twice it for retina).
 */
import { CROP_ZOOM_MAX, CROP_ZOOM_MIN, RECOMMENDED_IMAGE_SIZES } from '../constants';

export type CropFormat = (typeof RECOMMENDED_IMAGE_SIZES)[number]['format'];
export const CROP_FORMATS = RECOMMENDED_IMAGE_SIZES.map((s) => s.format) as [CropFormat, ...CropFormat[]];

export interface Size {
  width: number;
  height: number;
}

export interface CropParams {
  /** A recommended format keeps its ratio; 'custom' takes width and height (keep ratio off). */
  format: CropFormat | 'custom';
  x: number;
  y: number;
  zoom: number;
  width?: number;
  height?: number;
  isRetina: boolean;
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The size of the stored crop. */
  outWidth: number;
  outHeight: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export const formatSize = (format: CropFormat): Size => {
  const size = RECOMMENDED_IMAGE_SIZES.find((s) => s.format === format)!;
  return { width: size.width, height: size.height };
};

/** The largest rectangle of the given ratio that fits the image, shrunk by zoom (zoom 1 = the whole fit). */
export function fitArea(image: Size, ratio: number, zoom: number): Size {
  const z = clamp(zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX);
  const fit = image.width / image.height > ratio ? { width: image.height * ratio, height: image.height } : { width: image.width, height: image.width / ratio };
  return { width: Math.max(1, Math.round(fit.width / z)), height: Math.max(1, Math.round(fit.height / z)) };
}

/** The region to extract and the size to store; always inside the image, never empty. */
export function cropRegion(image: Size, params: CropParams): CropRegion {
  let area: Size;
  let out: Size;
  if (params.format === 'custom') {
    area = {
      width: clamp(Math.round(params.width ?? image.width), 1, image.width),
      height: clamp(Math.round(params.height ?? image.height), 1, image.height),
    };
    out = area;
  } else {
    out = formatSize(params.format);
    area = fitArea(image, out.width / out.height, params.zoom);
  }
  const scale = params.isRetina ? 2 : 1;
  return {
    left: clamp(Math.round(params.x), 0, image.width - area.width),
    top: clamp(Math.round(params.y), 0, image.height - area.height),
    width: area.width,
    height: area.height,
    outWidth: out.width * scale,
    outHeight: out.height * scale,
  };
}

export interface RecommendedCrop {
  format: CropFormat;
  width: number;
  height: number;
  /** The centred crop at zoom 1: the cropper's initial cropped area. */
  area: { x: number; y: number; width: number; height: number };
  /** Preselected: a recommended size (square, vertical) the asset has no crop of yet. */
  selected: boolean;
}

/** The Meta sizes as crops of this image, each with its initial centred area and a selected flag. */
export function recommendedCrops(image: Size, existingFormats: readonly string[]): RecommendedCrop[] {
  return RECOMMENDED_IMAGE_SIZES.map((size) => {
    const area = fitArea(image, size.width / size.height, 1);
    return {
      format: size.format,
      width: size.width,
      height: size.height,
      area: { x: Math.floor((image.width - area.width) / 2), y: Math.floor((image.height - area.height) / 2), ...area },
      selected: size.recommended && !existingFormats.includes(size.format),
    };
  });
}
