/**
 * Pure rules of storyboards (002 2 'Storyboards', 3 'Storyboard', 5 'Storyboards', 9 'Storage path layouts',
 * 'Storyboard types'): the type from the name, which files each type takes, what an import file may be, and where
 * a version's files live in storage.
 */
import { extensionOf, safeFileName } from './assets';

export const STORYBOARD_TYPES = ['image', 'video', 'fixAndFlex'] as const;
export type StoryboardType = (typeof STORYBOARD_TYPES)[number];
export const STORYBOARD_TYPE_LABELS: Record<StoryboardType, string> = { image: 'Image', video: 'Video', fixAndFlex: 'Fix & Flex' };

/** Names containing fix and flex (or '&') are fix-and-flex (002 5). */
export const isFixAndFlexName = (name: string) => name.includes('&') || (/fix/i.test(name) && /flex/i.test(name));

/**
 * A storyboard's type: a known requested type as asked; else fix-and-flex by name; unknown or missing becomes image (002 3).
 */
export function storyboardType(requested: unknown, name: string): StoryboardType {
  if (typeof requested === 'string' && (STORYBOARD_TYPES as readonly string[]).includes(requested)) return requested as StoryboardType;
  return isFixAndFlexName(name) ? 'fixAndFlex' : 'image';
}

/** Frames of image storyboards. */
export const STORYBOARD_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** Storyboard videos are mp4 (002 5). */
export const STORYBOARD_VIDEO_EXTENSIONS = ['mp4'] as const;

export type FrameKind = 'image' | 'video';

/** What a file of a storyboard is, by its extension; null when no storyboard takes it. */
export function frameKind(fileName: string): FrameKind | null {
  const ext = extensionOf(fileName);
  if ((STORYBOARD_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((STORYBOARD_VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** The kinds of frame each type holds: image storyboards images, video ones mp4s, fix-and-flex both. */
export const FRAME_KINDS: Record<StoryboardType, readonly FrameKind[]> = { image: ['image'], video: ['video'], fixAndFlex: ['image', 'video'] };

/** Whether a storyboard of `type` takes this file. */
export const acceptsFile = (type: StoryboardType, fileName: string) => {
  const kind = frameKind(fileName);
  return kind !== null && FRAME_KINDS[type].includes(kind);
};

/**
 * Import files (POST .../storyboards/import): a PDF, whose pages become the frames of one image storyboard, or a zip
 * whose images (in path order) become one image storyboard and whose mp4s each become a video storyboard.
 */
export const STORYBOARD_IMPORT_EXTENSIONS = ['pdf', 'zip'] as const;
export type StoryboardImportKind = (typeof STORYBOARD_IMPORT_EXTENSIONS)[number];
export function importKind(fileName: string): StoryboardImportKind | null {
  const ext = extensionOf(fileName);
  return (STORYBOARD_IMPORT_EXTENSIONS as readonly string[]).includes(ext) ? (ext as StoryboardImportKind) : null;
}

/** The storyboard's name from an import file or a frame: the file name without its extension. */
export const nameFromFile = (fileName: string) => safeFileName(fileName).replace(/\.[^.]+$/, '') || 'Storyboard';

/** Storage (002 9): v2/partners/{partnerId}/concepts/{conceptId}/storyboards/{storyboardId}/{version}. */
export const storyboardKeys = {
  version: (partnerId: string, conceptId: string, storyboardId: string, version: number) =>
    `v2/partners/${partnerId}/concepts/${conceptId}/storyboards/${storyboardId}/${version}`,
  frame: (versionPrefix: string, assetId: string, fileName: string) => `${versionPrefix}/${assetId}-${safeFileName(fileName)}`,
  /** The image frame's thumbnail, or the video's poster frame, beside it. */
  thumbnail: (versionPrefix: string, assetId: string) => `${versionPrefix}/thumbnails/${assetId}.webp`,
  /** Where an import file waits for its job (temporary uploads under assets-temp). */
  importFile: (partnerId: string, importId: string, fileName: string) => `assets-temp/${partnerId}/storyboard-imports/${importId}/${safeFileName(fileName)}`,
};

/** Thumbnail box of frames and posters (002 9 thumbnail size 500x500). */
export const STORYBOARD_THUMBNAIL_SIZE = 500;

/** Import limits: pages of a PDF, entries and total unpacked bytes of a zip, and how far a zip may inflate. */
export const STORYBOARD_IMPORT_LIMITS = { maxPages: 50, maxEntries: 200, maxUnpackedBytes: 1024 * 1024 * 1024, maxRatio: 200 } as const;

/** Time code of a video position (002 9 time intervals: second 1000 ms, minute 60000, hour 3600000; base 60). */
export function timeCode(ms: number): string {
  const total = Math.max(0, Math.floor(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours ? `${two(hours)}:` : ''}${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}
