/**
 * The pixel measurements of creative scoring: luminance and contrast (WCAG), grey and Laplacian rasters,
 * the statistics of a downscaled RGB raster, the share of a frame text boxes cover and the contrast of text against its
 * background. Re-exported by scoring.ts, which builds the safe space and the scores on them.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RgbRaster {
  /** width * height * 3 bytes, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PixelStats {
  /** Hasler and Süsstrunk's colourfulness M (0 grey; ~33 moderately, ~59 quite, ~82 highly colourful). */
  colourfulness: number;
  /** RMS contrast: the standard deviation of relative luminance (0 to 0.5). */
  contrast: number;
  /** Variance of the 4-neighbour Laplacian of the grey image (0 to 255 scale): sharpness. */
  sharpness: number;
  /** Share of pixels on an edge (Laplacian magnitude above EDGE_THRESHOLD): clutter. */
  clutter: number;
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Laplacian magnitude (grey levels) above which a pixel counts as an edge. */
export const EDGE_THRESHOLD = 24;

/** WCAG relative luminance of an sRGB colour (0 to 1). */
export function relativeLuminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two luminances (1 to 21). */
export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const greyOf = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

export function greyRaster(img: RgbRaster): Float32Array {
  const grey = new Float32Array(img.width * img.height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) grey[i] = greyOf(img.data[p]!, img.data[p + 1]!, img.data[p + 2]!);
  return grey;
}

/** |Laplacian| per pixel (borders 0). */
export function laplacian(grey: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(grey.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      out[i] = Math.abs(grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!);
    }
  }
  return out;
}

export function pixelStats(img: RgbRaster): PixelStats {
  const n = img.width * img.height;
  let sumRg = 0, sumYb = 0, sumRg2 = 0, sumYb2 = 0, sumL = 0, sumL2 = 0;
  for (let p = 0; p < n * 3; p += 3) {
    const r = img.data[p]!, g = img.data[p + 1]!, b = img.data[p + 2]!;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    sumRg += rg; sumYb += yb; sumRg2 += rg * rg; sumYb2 += yb * yb;
    const l = relativeLuminance(r, g, b);
    sumL += l; sumL2 += l * l;
  }
  const meanRg = sumRg / n, meanYb = sumYb / n;
  const sdRg = Math.sqrt(Math.max(0, sumRg2 / n - meanRg ** 2));
  const sdYb = Math.sqrt(Math.max(0, sumYb2 / n - meanYb ** 2));
  const colourfulness = Math.sqrt(sdRg ** 2 + sdYb ** 2) + 0.3 * Math.sqrt(meanRg ** 2 + meanYb ** 2);
  const meanL = sumL / n;
  const contrast = Math.sqrt(Math.max(0, sumL2 / n - meanL ** 2));
  const lap = laplacian(greyRaster(img), img.width, img.height);
  let sum = 0, sum2 = 0, edges = 0;
  const inner = Math.max(1, (img.width - 2) * (img.height - 2));
  for (let y = 1; y < img.height - 1; y++) {
    for (let x = 1; x < img.width - 1; x++) {
      const v = lap[y * img.width + x]!;
      sum += v; sum2 += v * v;
      if (v > EDGE_THRESHOLD) edges++;
    }
  }
  const sharpness = Math.max(0, sum2 / inner - (sum / inner) ** 2);
  return { colourfulness, contrast, sharpness, clutter: edges / inner };
}

/** The share of a width x height frame covered by the union of the boxes (boxes clipped to the frame). */
export function coveredShare(boxes: readonly Box[], width: number, height: number): number {
  if (!boxes.length || width <= 0 || height <= 0) return 0;
  // exact union by coordinate compression: at most a few hundred OCR boxes
  const xs = [...new Set(boxes.flatMap((b) => [clamp(b.x0, 0, width), clamp(b.x1, 0, width)]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 0; i < xs.length - 1; i++) {
    const x0 = xs[i]!, x1 = xs[i + 1]!;
    const spans = boxes
      .filter((b) => b.x0 <= x0 && b.x1 >= x1)
      .map((b) => [clamp(b.y0, 0, height), clamp(b.y1, 0, height)] as const)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0, end = -Infinity, start = -Infinity;
    for (const [y0, y1] of spans) {
      if (y0 > end) {
        if (end > start) covered += end - start;
        start = y0; end = y1;
      } else end = Math.max(end, y1);
    }
    if (end > start) covered += end - start;
    area += covered * (x1 - x0);
  }
  return area / (width * height);
}

/**
 * Contrast between text and its background inside each text box: the luminance at the 10th and 90th percentile of the
 * box's pixels (glyphs and the ground around them), as a WCAG ratio, averaged over the boxes by area. Null without text.
 */
export function textContrast(img: RgbRaster, boxes: readonly Box[], scale: number): number | null {
  let weighted = 0, total = 0;
  for (const b of boxes) {
    const x0 = Math.floor(b.x0 * scale), x1 = Math.ceil(b.x1 * scale), y0 = Math.floor(b.y0 * scale), y1 = Math.ceil(b.y1 * scale);
    const lums: number[] = [];
    for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(img.width, x1); x++) {
        const p = (y * img.width + x) * 3;
        lums.push(relativeLuminance(img.data[p]!, img.data[p + 1]!, img.data[p + 2]!));
      }
    }
    if (lums.length < 4) continue;
    lums.sort((a, c) => a - c);
    const ratio = contrastRatio(lums[Math.floor(lums.length * 0.1)]!, lums[Math.floor(lums.length * 0.9)]!);
    weighted += ratio * lums.length;
    total += lums.length;
  }
  return total ? weighted / total : null;
}
