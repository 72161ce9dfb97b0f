/**
 * Asset library rules (000 5 'accepted types per category', 002 5 'Assets', 002 9 'asset categories' and 'Storage
 * path layouts'). Pure: the file type from content is detected by the processing job, which asks these rules whether
 * the detected type agrees with the file's name.
 */
import { SOCIAL_VIDEO_EXTENSIONS } from '../constants';

export const ASSET_CATEGORIES = ['brands', 'fonts', 'logos', 'creatives', 'other'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const ASSET_STATUSES = ['uploading', 'processing', 'ready', 'failed', 'merged'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Extensions by brief category (000 5); creatives also take every image, video and audio type. */
export const CATEGORY_EXTENSIONS: Record<Exclude<AssetCategory, 'other'>, readonly string[]> = {
  brands: ['pdf', 'doc', 'docx'],
  fonts: ['ttf', 'otf', 'woff', 'woff2', 'zip'],
  logos: ['svg', 'ai', 'eps', 'jpg', 'jpeg', 'png', 'psd', 'ps'],
  creatives: ['psd', 'psb', 'xd', 'tiff', 'tif', 'ai'],
};

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'avif', 'heic', 'svg'];
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'aac', 'm4a', 'ogg', 'flac'];
/** Social video extensions (000 5, 001 5) without gif (an image here), plus webm. */
const VIDEO_EXTENSIONS = [...SOCIAL_VIDEO_EXTENSIONS.filter((e) => e !== 'gif'), 'webm'];
const OFFICE_EXTENSIONS = ['xls', 'xlsx', 'ppt', 'pptx'];

/** Types that are text, which content sniffing cannot name: accepted when the content is text. */
export const TEXT_EXTENSIONS = ['svg', 'html', 'htm', 'csv', 'txt', 'json', 'xml', 'srt', 'vtt'];

/** Served only as downloads, never inline from the app origin (script could run in it). */
export const ACTIVE_CONTENT_EXTENSIONS = ['svg', 'html', 'htm', 'xml'];
export const isActiveContent = (mimeType: string, format: string) =>
  ACTIVE_CONTENT_EXTENSIONS.includes(format) || /(svg|html|xml)/.test(mimeType);

/** Content types that are never accepted, whatever the name says. */
export const EXECUTABLE_TYPES = ['exe', 'elf', 'mach', 'msi', 'dmg', 'deb', 'rpm', 'apk', 'class', 'wasm', 'dex', 'lnk', 'cab'];

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export type AssetKind = 'image' | 'video' | 'audio' | 'font' | 'document' | 'archive' | 'other';

export function kindOfExtension(ext: string): AssetKind {
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext) || ext === 'gif') return 'video';
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  if (['ttf', 'otf', 'woff', 'woff2'].includes(ext)) return 'font';
  if (ext === 'zip') return 'archive';
  if ([...CATEGORY_EXTENSIONS.brands, ...OFFICE_EXTENSIONS, 'ai', 'eps', 'ps', 'psd', 'psb', 'xd', ...TEXT_EXTENSIONS].includes(ext)) return 'document';
  return 'other';
}

/** The kind a sniffed content type belongs to. */
export function kindOfMime(mime: string): AssetKind {
  if (mime.startsWith('image/')) return mime.includes('photoshop') ? 'document' : 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('font/') || mime.includes('font')) return 'font';
  if (mime === 'application/zip' || mime === 'application/x-zip-compressed') return 'archive';
  return 'document';
}

/**
 * Whether sniffed content agrees with the file's extension. Office files and fonts in zips sniff as their zip-based
 * types, Illustrator as PDF, PSD as an image type: the comparison is by kind, with those families reconciled.
 */
export function contentMatchesName(detected: { ext: string; mime: string }, ext: string): boolean {
  if (EXECUTABLE_TYPES.includes(detected.ext)) return false;
  if (detected.ext === ext || (detected.ext === 'jpg' && ext === 'jpeg') || (detected.ext === 'tif' && ext === 'tiff')) return true;
  const declared = kindOfExtension(ext);
  if (declared === 'other') return true;
  const sniffed = kindOfMime(detected.mime);
  if (declared === 'image' && detected.ext === 'gif') return true;
  // Office formats are zips (docx, xlsx, pptx) or OLE containers (doc, xls, ppt); ai and eps may be PDF or PostScript.
  if (declared === 'document') return sniffed === 'document' || sniffed === 'archive' || (sniffed === 'image' && ['psd', 'psb'].includes(ext));
  if (declared === 'archive') return sniffed === 'archive';
  return declared === sniffed;
}

/** 002 5: categorisation by extension and by whether the name contains logo. */
export function categorize(name: string): AssetCategory {
  const ext = extensionOf(name);
  if (/logo/i.test(name) && CATEGORY_EXTENSIONS.logos.includes(ext)) return 'logos';
  if (CATEGORY_EXTENSIONS.fonts.includes(ext) && ext !== 'zip') return 'fonts';
  if (CATEGORY_EXTENSIONS.brands.includes(ext)) return 'brands';
  const kind = kindOfExtension(ext);
  if (CATEGORY_EXTENSIONS.creatives.includes(ext) || kind === 'image' || kind === 'video' || kind === 'audio') return 'creatives';
  return 'other';
}

/** A file name safe for a storage key: no path parts, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned.slice(0, 200) : 'file';
}

/** 002 'Storage path layouts'. */
export const storageKeys = {
  /** Where a browser upload lands before processing (temporary uploads under assets-temp). */
  temp: (partnerId: string, assetId: string, fileName: string) => `assets-temp/${partnerId}/${assetId}/${safeFileName(fileName)}`,
  /** Single files (v2): by content type and content hash. */
  singleFile: (mimeType: string, hash: string, fileName: string) => `assets/single-files/${mimeType}/${hash}/${safeFileName(fileName)}`,
  /** The thumbnail beside its single file (thumbnail size 500x500, 002 9). */
  thumbnail: (mimeType: string, hash: string) => `assets/single-files/${mimeType}/${hash}/thumbnails/500x500.webp`,
};
