/**
 * Creative scoring (002 'Template dynamic variable naming' analysis fields: aesthetics, memorability, text
 * proportion, dominant colors, safe space). Pure rules over measured properties: the pixel statistics of a
 * downscaled RGB raster (computed here), the OCR word boxes and the palette (measured by functions/scoring), and the
 * two documented scores. The scores are formulas over those properties (docs/scoring.md), never a trained model's
 * output: each carries its parts (input, normalised value, weight) so a reader sees how it was made.
 */

import { EDGE_THRESHOLD, clamp, greyRaster, laplacian, type Box, type PixelStats, type RgbRaster } from './scoring-pixels';
export { EDGE_THRESHOLD, contrastRatio, coveredShare, greyRaster, laplacian, pixelStats, relativeLuminance, textContrast, type Box, type PixelStats, type RgbRaster } from './scoring-pixels';

// ---- saliency, safe space, logo ----

/** Cells per side of the saliency grid. */
export const SALIENCY_GRID = 16;

export interface SaliencyGrid {
  size: number;
  /** size * size flags, row by row: true where the cell holds salient content. */
  salient: boolean[];
}

/**
 * A saliency estimate without a model: a cell is salient when it holds edges (more than 2 % of its pixels on an edge),
 * differs in colour from the background (its mean more than 12 % of the RGB range from the median border colour) or
 * holds recognised text.
 */
export function saliencyGrid(img: RgbRaster, textBoxes: readonly Box[] = [], scale = 1, size = SALIENCY_GRID): SaliencyGrid {
  const { width, height, data } = img;
  const lap = laplacian(greyRaster(img), width, height);
  const border: number[][] = [];
  for (let x = 0; x < width; x++) for (const y of [0, height - 1]) border.push(pixel(data, width, x, y));
  for (let y = 0; y < height; y++) for (const x of [0, width - 1]) border.push(pixel(data, width, x, y));
  const background = [0, 1, 2].map((c) => median(border.map((p) => p[c]!)));
  const salient: boolean[] = [];
  for (let gy = 0; gy < size; gy++) {
    for (let gx = 0; gx < size; gx++) {
      const x0 = Math.floor((gx * width) / size), x1 = Math.floor(((gx + 1) * width) / size);
      const y0 = Math.floor((gy * height) / size), y1 = Math.floor(((gy + 1) * height) / size);
      let edges = 0, n = 0, r = 0, g = 0, b = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const p = pixel(data, width, x, y);
          r += p[0]!; g += p[1]!; b += p[2]!; n++;
          if (lap[y * width + x]! > EDGE_THRESHOLD) edges++;
        }
      }
      const distance = n ? Math.hypot(r / n - background[0]!, g / n - background[1]!, b / n - background[2]!) / 441.7 : 0;
      const cell = { x0: x0 / scale, y0: y0 / scale, x1: x1 / scale, y1: y1 / scale };
      const text = textBoxes.some((t) => t.x0 < cell.x1 && t.x1 > cell.x0 && t.y0 < cell.y1 && t.y1 > cell.y0);
      salient.push(text || (n > 0 && (edges / n > 0.02 || distance > 0.12)));
    }
  }
  return { size, salient };
}

const pixel = (data: Uint8Array, width: number, x: number, y: number) => {
  const p = (y * width + x) * 3;
  return [data[p]!, data[p + 1]!, data[p + 2]!];
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export type Side = 'top' | 'bottom' | 'left' | 'right';
/** A free region as fractions of the frame (0 to 1). */
export interface Region {
  side: Side;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How deep a band along each side of the frame is free of salient cells (fractions of the frame). */
export function safeRegions(grid: SaliencyGrid): Region[] {
  const { size, salient } = grid;
  const rowFree = (y: number) => Array.from({ length: size }, (_, x) => !salient[y * size + x]).every(Boolean);
  const colFree = (x: number) => Array.from({ length: size }, (_, y) => !salient[y * size + x]).every(Boolean);
  const depth = (free: (i: number) => boolean, from: number, step: number) => {
    let d = 0;
    for (let i = from; i >= 0 && i < size && free(i); i += step) d++;
    return d / size;
  };
  const top = depth(rowFree, 0, 1), bottom = depth(rowFree, size - 1, -1), left = depth(colFree, 0, 1), right = depth(colFree, size - 1, -1);
  const out: Region[] = [];
  if (top > 0) out.push({ side: 'top', x: 0, y: 0, width: 1, height: top });
  if (bottom > 0) out.push({ side: 'bottom', x: 0, y: 1 - bottom, width: 1, height: bottom });
  if (left > 0) out.push({ side: 'left', x: 0, y: 0, width: left, height: 1 });
  if (right > 0) out.push({ side: 'right', x: 1 - right, y: 0, width: right, height: 1 });
  return out;
}

/** The share of the grid's cells without salient content. */
export const freeShare = (grid: SaliencyGrid) => grid.salient.filter((s) => !s).length / grid.salient.length;

/**
 * Platform safe zones: bands a platform covers with its own interface, so text and logos there are hidden. Meta
 * stories and reels (9:16): the top 14 % and the bottom 20 % (Meta's guidance for 1080x1920: 250 px and 340 px).
 */
export const PLATFORM_SAFE_ZONES: readonly { name: string; ratio: number; bands: readonly { side: 'top' | 'bottom'; depth: number }[] }[] = [
  { name: 'Meta story / reel 9:16', ratio: 9 / 16, bands: [{ side: 'top', depth: 0.14 }, { side: 'bottom', depth: 0.2 }] },
];

export interface ZoneCheck {
  name: string;
  side: 'top' | 'bottom';
  depth: number;
  free: boolean;
}

/** The safe zones of the platforms whose aspect ratio the frame has (within 3 %), each free or not. */
export function platformZones(width: number, height: number, grid: SaliencyGrid): ZoneCheck[] {
  const ratio = width / height;
  const out: ZoneCheck[] = [];
  for (const zone of PLATFORM_SAFE_ZONES) {
    if (Math.abs(ratio - zone.ratio) / zone.ratio > 0.03) continue;
    for (const band of zone.bands) {
      const rows = Math.ceil(band.depth * grid.size);
      const ys = band.side === 'top' ? range(0, rows) : range(grid.size - rows, grid.size);
      const free = ys.every((y) => range(0, grid.size).every((x) => !grid.salient[y * grid.size + x]));
      out.push({ name: zone.name, side: band.side, depth: band.depth, free });
    }
  }
  return out;
}
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

export interface LogoEstimate {
  present: boolean;
  /** Share of the frame the mark covers (0 to 1). */
  share: number;
  /** corner-mark: the heuristic below; field: a template or variation logo field holds a value; file: a library logo. */
  source: 'corner-mark' | 'field' | 'file' | 'none';
}

/**
 * Logo presence without recognition: brand marks sit in a corner, small and apart from the rest. A corner quarter
 * (a quarter of the grid's side each way) with salient cells, none of them on the quarter's inner row or column (so
 * the content is apart from the rest of the frame), holds a mark; its share is those cells over the grid. A
 * heuristic, documented as such.
 */
export function cornerMark(grid: SaliencyGrid): LogoEstimate {
  const q = Math.max(2, Math.floor(grid.size / 4));
  let best: LogoEstimate = { present: false, share: 0, source: 'none' };
  for (const [cx, cy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    const xs = cx === 0 ? range(0, q) : range(grid.size - q, grid.size);
    const ys = cy === 0 ? range(0, q) : range(grid.size - q, grid.size);
    const innerX = cx === 0 ? q - 1 : grid.size - q;
    const innerY = cy === 0 ? q - 1 : grid.size - q;
    let count = 0, touchesInner = false;
    for (const y of ys) {
      for (const x of xs) {
        if (!grid.salient[y * grid.size + x]) continue;
        count++;
        if (x === innerX || y === innerY) touchesInner = true;
      }
    }
    if (count >= 1 && !touchesInner) {
      const share = count / (grid.size * grid.size);
      if (share > best.share) best = { present: true, share, source: 'corner-mark' };
    }
  }
  return best;
}

// ---- the two scores ----

export interface ScorePart {
  key: 'colourfulness' | 'contrast' | 'sharpness' | 'clutter' | 'textProportion' | 'textContrast' | 'logo';
  label: string;
  /** The measured input as a reader sees it. */
  input: string;
  /** Normalised 0 (worst) to 1 (best) for this score. */
  value: number;
  weight: number;
}
export interface Score {
  /** 0 to 100: the weighted mean of the parts' values. */
  score: number;
  parts: ScorePart[];
}

export interface ScoreInputs extends PixelStats {
  textProportion: number;
  textContrast: number | null;
  logo: LogoEstimate;
}

const pct = (v: number) => `${Math.round(v * 100)} %`;

/** Colourfulness is best moderate to high (M 45 to 90), falling to 0 at grey and at M 150. */
const colourfulnessValue = (m: number) => (m < 45 ? m / 45 : m <= 90 ? 1 : clamp(1 - (m - 90) / 60, 0, 1));
/** RMS contrast reaches full value at 0.2. */
const contrastValue = (c: number) => clamp(c / 0.2, 0, 1);
/** Laplacian variance on a log scale: 10 is blurred (0), 1,000 and more is sharp (1). */
const sharpnessValue = (v: number) => clamp((Math.log10(1 + v) - 1) / 2, 0, 1);
/** Clutter: no penalty up to 5 % of pixels on edges, none left at 30 %. */
const clutterValue = (c: number) => clamp(1 - (c - 0.05) / 0.25, 0, 1);
/** Aesthetics: text up to 20 % of the frame is free, falling to 0 at 60 %. */
const textLoadValue = (t: number) => clamp(1 - (t - 0.2) / 0.4, 0, 1);
/** WCAG: 4.5:1 (body text AA) is full value, 1:1 none. */
const textContrastValue = (r: number) => clamp((r - 1) / 3.5, 0, 1);
/** Memorability: some text helps recall (5 to 25 % best), none or a wall of text less. */
const textRecallValue = (t: number) => (t <= 0 ? 0.3 : t < 0.05 ? 0.3 + (0.7 * t) / 0.05 : t <= 0.25 ? 1 : clamp(1 - (t - 0.25) / 0.35, 0, 1));
/** A logo of 2 to 15 % of the frame is remembered; smaller or larger counts less; none counts 0. */
const logoValue = (l: LogoEstimate) => (!l.present ? 0 : l.source === 'field' || l.source === 'file' ? 0.8 : l.share >= 0.02 && l.share <= 0.15 ? 1 : 0.6);

function weighted(parts: ScorePart[]): Score {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  return { score: Math.round((100 * parts.reduce((s, p) => s + p.value * p.weight, 0)) / total), parts };
}

/**
 * Aesthetics: colourfulness 0.2, contrast 0.2, sharpness 0.2, low clutter 0.2, text load 0.1 and text contrast 0.1
 * (without text the last weight is left out and the others count proportionally more).
 */
export function aestheticsScore(i: ScoreInputs): Score {
  const parts: ScorePart[] = [
    { key: 'colourfulness', label: 'Colourfulness', input: i.colourfulness.toFixed(0), value: colourfulnessValue(i.colourfulness), weight: 0.2 },
    { key: 'contrast', label: 'Contrast', input: i.contrast.toFixed(2), value: contrastValue(i.contrast), weight: 0.2 },
    { key: 'sharpness', label: 'Sharpness', input: i.sharpness.toFixed(0), value: sharpnessValue(i.sharpness), weight: 0.2 },
    { key: 'clutter', label: 'Low clutter', input: pct(i.clutter), value: clutterValue(i.clutter), weight: 0.2 },
    { key: 'textProportion', label: 'Text load', input: pct(i.textProportion), value: textLoadValue(i.textProportion), weight: 0.1 },
  ];
  if (i.textContrast !== null) parts.push({ key: 'textContrast', label: 'Text contrast', input: `${i.textContrast.toFixed(1)}:1`, value: textContrastValue(i.textContrast), weight: 0.1 });
  return weighted(parts);
}

/** Memorability: logo presence and size 0.3, colourfulness 0.2, contrast 0.2, low clutter 0.15, text for recall 0.15. */
export function memorabilityScore(i: ScoreInputs): Score {
  return weighted([
    { key: 'logo', label: 'Logo', input: i.logo.present ? `${pct(i.logo.share)} (${i.logo.source})` : 'none found', value: logoValue(i.logo), weight: 0.3 },
    { key: 'colourfulness', label: 'Colourfulness', input: i.colourfulness.toFixed(0), value: clamp(i.colourfulness / 80, 0, 1), weight: 0.2 },
    { key: 'contrast', label: 'Contrast', input: i.contrast.toFixed(2), value: contrastValue(i.contrast), weight: 0.2 },
    { key: 'clutter', label: 'Low clutter', input: pct(i.clutter), value: clutterValue(i.clutter), weight: 0.15 },
    { key: 'textProportion', label: 'Text for recall', input: pct(i.textProportion), value: textRecallValue(i.textProportion), weight: 0.15 },
  ]);
}

/** What the tooltips and docs/scoring.md say about the two scores (one text). */
export const SCORE_EXPLANATIONS = {
  aesthetics:
    'Aesthetics (0-100) is a formula, not a trained model: colourfulness 20 %, contrast 20 %, sharpness 20 %, low clutter 20 %, text load 10 % (free up to 20 % of the frame) and text contrast 10 % (4.5:1 is full marks; left out when there is no text).',
  memorability:
    'Memorability (0-100) is a formula, not a trained model: logo presence and size 30 % (2-15 % of the frame is best), colourfulness 20 %, contrast 20 %, low clutter 15 % and text for recall 15 % (5-25 % of the frame is best).',
  textProportion: 'Text proportion: the share of the frame covered by the text lines OCR (Tesseract) recognised.',
  dominantColors: 'Dominant colours: the palette of the image (node-vibrant) with each colour’s share of the pixels.',
  safeSpace:
    'Safe space: the share of the frame free of salient content (edges, colour apart from the background, text) on a 16x16 grid, the free bands along each side where overlays and CTAs can go, and whether the platform’s safe zones (e.g. the top 14 % and bottom 20 % of a 9:16 Meta story) are free.',
} as const;

// ---- score bands against performance ----

export const SCORE_BANDS = [
  { band: 'low', label: 'Low (0-39)', min: 0, max: 39 },
  { band: 'medium', label: 'Medium (40-69)', min: 40, max: 69 },
  { band: 'high', label: 'High (70-100)', min: 70, max: 100 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];
export const bandOf = (score: number): ScoreBand => (score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low');

/** The properties checked against performance: each a 0-100 value of an analysis. */
export const PERFORMANCE_PROPERTIES = ['aesthetics', 'memorability', 'textProportion'] as const;
export type PerformanceProperty = (typeof PERFORMANCE_PROPERTIES)[number];

export interface CreativeFacts {
  property: Record<PerformanceProperty, number>;
  impressions: number;
  clicks: number;
  completions: number;
}
export interface BandPerformance {
  band: ScoreBand;
  creatives: number;
  impressions: number;
  ctr: number | null;
  vtr: number | null;
}

/** CTR and VTR per score band of each property, summed over the creatives in the band (rates of sums, not means). */
export function performanceByBand(facts: readonly CreativeFacts[]): Record<PerformanceProperty, BandPerformance[]> {
  const out = {} as Record<PerformanceProperty, BandPerformance[]>;
  for (const property of PERFORMANCE_PROPERTIES) {
    out[property] = SCORE_BANDS.map(({ band }) => {
      const inBand = facts.filter((f) => bandOf(f.property[property]) === band);
      const impressions = inBand.reduce((s, f) => s + f.impressions, 0);
      const clicks = inBand.reduce((s, f) => s + f.clicks, 0);
      const completions = inBand.reduce((s, f) => s + f.completions, 0);
      return { band, creatives: inBand.length, impressions, ctr: impressions ? clicks / impressions : null, vtr: impressions ? completions / impressions : null };
    });
  }
  return out;
}

/**
 * Whether a property predicts performance for this partner: the high band's CTR over the low band's (or medium when
 * low is empty), when both have at least 1,000 impressions; null otherwise (too little data to say).
 */
export function bandLift(bands: readonly BandPerformance[], metric: 'ctr' | 'vtr'): number | null {
  const high = bands.find((b) => b.band === 'high');
  const low = [...bands].filter((b) => b.band !== 'high' && b.impressions >= 1000)[0];
  if (!high || !low || high.impressions < 1000) return null;
  const h = high[metric], l = low[metric];
  return h === null || l === null || l === 0 ? null : h / l;
}

/** The rectangle a w x h frame takes when fitted whole into a box (a template thumbnail on white). */
export function fittedRect(frame: { width: number; height: number }, box: { width: number; height: number }): { left: number; top: number; width: number; height: number } {
  const scale = Math.min(box.width / frame.width, box.height / frame.height);
  const width = Math.round(frame.width * scale), height = Math.round(frame.height * scale);
  return { left: Math.floor((box.width - width) / 2), top: Math.floor((box.height - height) / 2), width, height };
}
