/**
 * Video rendering ('Rendering: Video'; 001 9 video formats; 002 9 single variation render status and the
 * `rendered-videos` layout). Pure: which files a video creative becomes, their sizes and lengths, where its text and
 * image values go over the base video, and the size limit of each platform.
 *
 * - The platform formats of 001 9: 16:9, 9:16 and 1:1 at the video's own length; bumper (6 seconds) and TrueView
 *   (15 seconds) in 16:9 and 9:16, cut from the start (a shorter video keeps its length: a bumper is 6 s at most).
 * - Sizes keep the base video's detail without inventing any: the short side is the base video's short side, at most
 *   1080 (1920x1080, 1080x1920, 1080x1080 for a 1080p video; 640x360, 360x640, 360x360 for the 640x360 sample).
 * - Overlays: a template may declare `var videoOverlays = { field: { x, y, width?, fontSize?, color?, fromMs?, toMs? } }`
 *   in its entry HTML (positions in pixels of the template's size); fields it does not place go to the default layout
 *   (texts stacked bottom-left, images top-right, the whole video long), the layout of the 640x360 sample.
 */
import type { LiteralValue } from './template-literals';

export const SINGLE_RENDER_STATUSES = ['DONE', 'TOO_LARGE'] as const;
export type SingleRenderStatus = (typeof SINGLE_RENDER_STATUSES)[number];

export interface VideoFormat {
  id: string;
  label: string;
  aspect: readonly [number, number];
  /** Cut to at most this length (bumper, TrueView). */
  maxMs?: number;
}

export const BUMPER_MS = 6_000;
export const TRUEVIEW_MS = 15_000;

export const VIDEO_FORMATS: readonly VideoFormat[] = [
  { id: '16x9', label: '16:9', aspect: [16, 9] },
  { id: '9x16', label: '9:16', aspect: [9, 16] },
  { id: '1x1', label: '1:1', aspect: [1, 1] },
  { id: 'bumper-16x9', label: '16:9 bumper (6 s)', aspect: [16, 9], maxMs: BUMPER_MS },
  { id: 'bumper-9x16', label: '9:16 bumper (6 s)', aspect: [9, 16], maxMs: BUMPER_MS },
  { id: 'trueview-16x9', label: '16:9 TrueView (15 s)', aspect: [16, 9], maxMs: TRUEVIEW_MS },
  { id: 'trueview-9x16', label: '9:16 TrueView (15 s)', aspect: [9, 16], maxMs: TRUEVIEW_MS },
];

/** The largest short side a rendered format gets (1080p, what the video platforms recommend). */
export const MAX_SHORT_SIDE = 1080;
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export function formatSize(format: VideoFormat, source: { width: number; height: number }): { width: number; height: number } {
  const short = Math.min(MAX_SHORT_SIDE, source.width, source.height);
  const [w, h] = format.aspect;
  return w >= h ? { width: even((short * w) / h), height: even(short) } : { width: even(short), height: even((short * h) / w) };
}

export const formatDurationMs = (format: VideoFormat, durationMs: number) => (format.maxMs ? Math.min(format.maxMs, durationMs) : durationMs);

/**
 * The largest file each platform takes for a video ad; a rendered file above it is TOO_LARGE (002 9) and is not
 * offered for publishing. Meta: 4 GB ('Video file size: 4 GB max', Meta Ads Guide, video ads). YouTube: 256 GB
 * ('Maximum file size 256 GB or 12 hours', YouTube Help 71673 'Upload videos longer than 15 minutes'). The ad server
 * and the ads manager: the product's own asset limit of 2 GB (001 9), which is also what the files bucket uploads take.
 */
export const VIDEO_SIZE_LIMITS: Readonly<Record<string, number>> = {
  facebook: 4 * 1024 ** 3,
  youtube: 256 * 1024 ** 3,
  google: 2_147_483_648,
  gads: 2_147_483_648,
  dv360: 2_147_483_648,
};
export const videoSizeLimit = (platform: string) => VIDEO_SIZE_LIMITS[platform] ?? 2_147_483_648;

/** Where a rendered format lives (002 9 v2/partners/{p}/campaigns/{c}/rendered-videos). */
export const renderedVideoKey = (partnerId: string, campaignId: string, creativeId: string, contentHash: string, formatId: string) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/rendered-videos/${creativeId}/${contentHash}/${formatId}.mp4`;

export interface TextOverlay {
  kind: 'text';
  field: string;
  text: string;
  x: number;
  y: number;
  fontSize: number;
  color: string;
  fromMs: number;
  toMs: number;
}
export interface ImageOverlay {
  kind: 'image';
  field: string;
  value: string;
  x: number;
  y: number;
  width: number;
  fromMs: number;
  toMs: number;
}
export type Overlay = TextOverlay | ImageOverlay;

const MARGIN = 24 / 640;
const COLOR = /^#[0-9a-f]{6}$/i;
const num = (v: LiteralValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/**
 * Where each text and image value goes over a video of `size` lasting `durationMs`. `declared` is the template's
 * `videoOverlays` literal (or undefined). Empty values are skipped; positions are clamped inside the frame.
 */
export function overlayLayout(
  fields: readonly { name: string; type: string; value: string }[],
  size: { width: number; height: number },
  durationMs: number,
  declared?: LiteralValue,
): Overlay[] {
  const placed = declared && typeof declared === 'object' && !Array.isArray(declared) ? declared : {};
  const margin = Math.round(size.width * MARGIN);
  const baseFont = Math.max(10, Math.round(size.height / 12));
  const overlays: Overlay[] = [];
  let textBottom = size.height - margin;
  let imageTop = margin;
  const texts = fields.filter((f) => f.type === 'text' && f.value.trim() && !/color|colour|animation|trigger/i.test(f.name));
  const images = fields.filter((f) => f.type === 'image' && f.value.trim());
  // the default layout stacks from the bottom: the last text lowest (the sample's headline above its call to action)
  for (const [i, f] of [...texts].reverse().entries()) {
    const own = placed[f.name];
    const spec = own && typeof own === 'object' && !Array.isArray(own) ? own : undefined;
    const fontSize = num(spec?.fontSize) ?? (i === texts.length - 1 ? baseFont : Math.round(baseFont * 0.6));
    if (!spec) textBottom -= fontSize;
    const color = typeof spec?.color === 'string' && COLOR.test(spec.color) ? spec.color : '#ffffff';
    overlays.unshift({
      kind: 'text', field: f.name, text: f.value, fontSize, color,
      x: Math.min(num(spec?.x) ?? margin, size.width - 1), y: Math.min(num(spec?.y) ?? textBottom, size.height - 1),
      ...span(spec, durationMs),
    });
    if (!spec) textBottom -= Math.round(fontSize * 0.6);
  }
  for (const f of images) {
    const own = placed[f.name];
    const spec = own && typeof own === 'object' && !Array.isArray(own) ? own : undefined;
    const width = Math.max(2, Math.min(num(spec?.width) ?? Math.round(size.width / 5), size.width));
    overlays.push({
      kind: 'image', field: f.name, value: f.value, width,
      x: Math.min(num(spec?.x) ?? size.width - margin - width, size.width - 1), y: Math.min(num(spec?.y) ?? imageTop, size.height - 1),
      ...span(spec, durationMs),
    });
    if (!spec) imageTop += width + margin;
  }
  return overlays;
}

function span(spec: { [key: string]: LiteralValue } | undefined, durationMs: number): { fromMs: number; toMs: number } {
  const fromMs = Math.min(num(spec?.fromMs) ?? 0, durationMs);
  const toMs = Math.min(num(spec?.toMs) ?? durationMs, durationMs);
  return toMs > fromMs ? { fromMs, toMs } : { fromMs: 0, toMs: durationMs };
}
