/**
 * The analysis of one image: measured here with sharp (decode, downscale, attention focus), tesseract.js
 * (text lines) and node-vibrant (palette); everything else is the pure rules of shared/domain/scoring.ts.
 */
import sharp from 'sharp';
import type { Analysis } from '@shared/contracts/scoring';
import {
  aestheticsScore,
  coveredShare,
  cornerMark,
  freeShare,
  memorabilityScore,
  pixelStats,
  platformZones,
  safeRegions,
  saliencyGrid,
  textContrast,
  type Box,
  type LogoEstimate,
  type RgbRaster,
} from '@shared/domain/scoring';
import type { OcrSession } from './ocr';
import { dominantColors } from './palette';

/** Bumped when a formula or a measurement changes. */
export const ANALYSIS_VERSION = 1;
/** The statistics raster's longest side: enough for colour, contrast, edges and a 16x16 grid. */
const STATS_SIDE = 256;
/** OCR reads the image with its longest side near this (small banners are enlarged, large images reduced). */
const OCR_SIDE = 1200;

export interface ImageHints {
  /** Known from the structure (a logo field with a value, a library logo file): wins over the corner-mark heuristic. */
  logo?: LogoEstimate;
  /** Only this rectangle of the image is the creative (a template thumbnail fitted on white). */
  crop?: { left: number; top: number; width: number; height: number };
}

async function focusOf(input: Buffer, width: number, height: number): Promise<{ x: number; y: number } | null> {
  // sharp's attention strategy picks the crop with the most luminance frequency, saturation and skin tones; a crop to
  // half the width reports where its attention went, in the image's own pixels.
  const { info } = await sharp(input).resize(Math.max(1, Math.floor(width / 2)), height, { fit: 'cover', position: sharp.strategy.attention }).toBuffer({ resolveWithObject: true });
  const i = info as { attentionX?: number; attentionY?: number };
  if (i.attentionX === undefined || i.attentionY === undefined) return null;
  const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
  return { x: clamp01(i.attentionX / width), y: clamp01(i.attentionY / height) };
}

export async function analyseImage(input: Buffer, ocr: OcrSession, hints: ImageHints = {}): Promise<Analysis> {
  let base = sharp(input, { limitInputPixels: 100_000_000 }).rotate().flatten({ background: '#ffffff' });
  if (hints.crop) base = base.extract(hints.crop);
  const frame = await base.png().toBuffer({ resolveWithObject: true });
  const { width, height } = frame.info;
  const png = frame.data;
  const statsScale = Math.min(1, STATS_SIDE / Math.max(width, height));
  const raw = await sharp(png).resize(Math.max(1, Math.round(width * statsScale)), Math.max(1, Math.round(height * statsScale)), { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raster: RgbRaster = { data: new Uint8Array(raw.data.buffer, raw.data.byteOffset, raw.data.length), width: raw.info.width, height: raw.info.height };
  const scale = raster.width / width;

  const ocrScale = Math.min(3, Math.max(0.5, OCR_SIDE / Math.max(width, height)));
  const ocrInput = ocrScale === 1 ? png : await sharp(png).resize(Math.round(width * ocrScale), Math.round(height * ocrScale)).png().toBuffer();
  const read = await ocr.read(ocrInput);
  const unscale = (b: Box): Box => ({ x0: b.x0 / ocrScale, y0: b.y0 / ocrScale, x1: b.x1 / ocrScale, y1: b.y1 / ocrScale });
  const lines = read.lines.map(unscale);
  const areas = read.areas.map(unscale);

  const small = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } }).png().toBuffer();
  const [colors, focus] = await Promise.all([dominantColors(small), focusOf(png, width, height)]);
  const stats = pixelStats(raster);
  const grid = saliencyGrid(raster, lines, scale);
  const textProportion = Math.min(1, coveredShare(areas, width, height));
  const contrastOfText = textContrast(raster, lines, scale);
  const logo = hints.logo ?? cornerMark(grid);
  const inputs = { ...stats, textProportion, textContrast: contrastOfText, logo };
  return {
    version: ANALYSIS_VERSION,
    width,
    height,
    aesthetics: aestheticsScore(inputs),
    memorability: memorabilityScore(inputs),
    textProportion,
    text: read.text.slice(0, 4000),
    textContrast: contrastOfText,
    dominantColors: colors,
    colourfulness: stats.colourfulness,
    contrast: stats.contrast,
    sharpness: stats.sharpness,
    clutter: stats.clutter,
    logo,
    safeSpace: { freeShare: freeShare(grid), regions: safeRegions(grid), focus, platformZones: platformZones(width, height, grid) },
    video: null,
  };
}
