/**
 * Brief asset rules (000 5 'accepted file types per brief category', 000 4 'Upload'). Pure: the browser asks them by
 * extension before uploading; the server asks them too and then checks the content against the name (functions/assets/ingest.ts).
 */
import { CATEGORY_EXTENSIONS, extensionOf, kindOfExtension, type AssetCategory } from './assets';

/** Upload statuses of one file in the wizard (000 4 'Upload'). */
export const BRIEF_UPLOAD_STATUSES = ['uploading', 'pending', 'processing', 'failed', 'urlFailed', 'success'] as const;
export type BriefUploadStatus = (typeof BRIEF_UPLOAD_STATUSES)[number];

/** Continue is blocked while these categories have no files (000 5 'Assets'). */
export const REQUIRED_BRIEF_CATEGORIES = ['brands', 'fonts', 'logos'] as const satisfies readonly AssetCategory[];

export const BRIEF_UPLOAD_STATUS_LABELS: Record<BriefUploadStatus, string> = {
  uploading: 'Uploading',
  pending: 'Pending',
  processing: 'Processing',
  failed: 'Failed',
  urlFailed: 'URL failed',
  success: 'Success',
};

const OFFICE = ['xls', 'xlsx', 'ppt', 'pptx'];
const isMedia = (ext: string) => ['image', 'video', 'audio'].includes(kindOfExtension(ext));

/**
 * Whether an extension is accepted in a brief category: brands pdf/doc/docx; fonts ttf/otf/woff/woff2/zip; logos
 * svg/ai/eps/jpg/jpeg/png/psd/ps; creatives psd/psb/xd/tiff/ai plus the logo and guideline types and every image, video
 * and audio type; other: image, video and audio types plus xls, xlsx, ppt, pptx.
 */
export function isAcceptedInCategory(category: AssetCategory, ext: string): boolean {
  switch (category) {
    case 'creatives':
      return [...CATEGORY_EXTENSIONS.creatives, ...CATEGORY_EXTENSIONS.logos, ...CATEGORY_EXTENSIONS.brands].includes(ext) || isMedia(ext);
    case 'other':
      return OFFICE.includes(ext) || isMedia(ext);
    default:
      return CATEGORY_EXTENSIONS[category].includes(ext);
  }
}

export const isAcceptedFileName = (category: AssetCategory, name: string) => isAcceptedInCategory(category, extensionOf(name));

/** The `accept` attribute of the category's file input. */
export const acceptAttribute = (category: AssetCategory) => {
  const listed = {
    brands: CATEGORY_EXTENSIONS.brands,
    fonts: CATEGORY_EXTENSIONS.fonts,
    logos: CATEGORY_EXTENSIONS.logos,
    creatives: [...CATEGORY_EXTENSIONS.creatives, ...CATEGORY_EXTENSIONS.logos, ...CATEGORY_EXTENSIONS.brands],
    other: OFFICE,
  }[category];
  const media = category === 'creatives' || category === 'other' ? ['image/*', 'video/*', 'audio/*'] : [];
  return [...listed.map((e) => `.${e}`), ...media].join(',');
};
