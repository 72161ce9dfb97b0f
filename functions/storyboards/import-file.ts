/**
 * What an import file holds (shared/domain/storyboards.ts 'Import files'): a PDF's pages rendered as PNG frames by
 * Chromium (functions/lib/renderer), or a zip's images and mp4s unpacked with fflate. Against zip bombs the entries
 * are counted and their declared sizes summed and compared with their packed sizes before anything inflates; entry
 * names are never paths here (frames are stored under ids), and entries with '..', absolute paths or macOS metadata
 * are skipped.
 */
import { unzipSync } from 'fflate';
import { extensionOf, safeFileName } from '@shared/domain/assets';
import { frameKind, importKind, STORYBOARD_IMPORT_LIMITS, type FrameKind } from '@shared/domain/storyboards';
import { fillMessage, MESSAGES } from '@shared/messages';
import { PdfError, renderPdfPages } from '@functions/lib/renderer';

/** A file the import refuses, with the message the user sees under 'Storyboard file not imported'. */
export class ImportError extends Error {}

export interface ImportedFrame {
  name: string;
  kind: FrameKind;
  mimeType: string;
  body: Buffer;
}

/** One storyboard to create: its frames, and its type. */
export interface ImportedStoryboard {
  name: string;
  type: 'image' | 'video';
  frames: ImportedFrame[];
}

const PDF_PAGE_WIDTH = 1280;
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4' };

async function fromPdf(name: string, body: Buffer): Promise<ImportedStoryboard[]> {
  let pages: Buffer[];
  try {
    pages = await renderPdfPages(body, { width: PDF_PAGE_WIDTH, maxPages: STORYBOARD_IMPORT_LIMITS.maxPages });
  } catch (error) {
    if (error instanceof PdfError) {
      throw new ImportError(/more than/.test(error.message) ? fillMessage(MESSAGES.storyboardImportTooManyPages, { max: STORYBOARD_IMPORT_LIMITS.maxPages }) : MESSAGES.storyboardInvalidFormat);
    }
    throw error;
  }
  const base = name.replace(/\.pdf$/i, '');
  return [{ name: base, type: 'image', frames: pages.map((page, i) => ({ name: `${base} page ${i + 1}.png`, kind: 'image', mimeType: 'image/png', body: page })) }];
}

const skipped = (entry: string) =>
  entry.endsWith('/') || entry.startsWith('/') || /^[a-zA-Z]:/.test(entry) || entry.split(/[\\/]/).includes('..') || entry.startsWith('__MACOSX/') || safeFileName(entry).startsWith('.');

function fromZip(name: string, body: Buffer): ImportedStoryboard[] {
  const { maxEntries, maxUnpackedBytes, maxRatio } = STORYBOARD_IMPORT_LIMITS;
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(body, {
      filter: (file) => {
        if (skipped(file.name) || !frameKind(file.name)) return false;
        entries += 1;
        unpacked += file.originalSize;
        if (entries > maxEntries || unpacked > maxUnpackedBytes || file.originalSize > Math.max(1, file.size) * maxRatio) {
          throw new ImportError(MESSAGES.storyboardImportTooLarge);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(MESSAGES.storyboardInvalidFormat);
  }
  const paths = Object.keys(files).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const frame = (p: string): ImportedFrame => ({ name: safeFileName(p), kind: frameKind(p)!, mimeType: MIME[extensionOf(p)] ?? 'application/octet-stream', body: Buffer.from(files[p]!) });
  const images = paths.filter((p) => frameKind(p) === 'image').map(frame);
  const videos = paths.filter((p) => frameKind(p) === 'video').map(frame);
  const base = name.replace(/\.zip$/i, '');
  return [
    ...(images.length ? [{ name: base, type: 'image' as const, frames: images }] : []),
    ...videos.map((v) => ({ name: v.name.replace(/\.mp4$/i, ''), type: 'video' as const, frames: [v] })),
  ];
}

/** The storyboards an import file makes; an ImportError when it makes none or breaks a limit. */
export async function readImportFile(name: string, body: Buffer): Promise<ImportedStoryboard[]> {
  const kind = importKind(name);
  if (!kind) throw new ImportError(MESSAGES.storyboardInvalidFormat);
  const storyboards = kind === 'pdf' ? await fromPdf(name, body) : fromZip(name, body);
  if (!storyboards.length) throw new ImportError(MESSAGES.storyboardImportEmpty);
  return storyboards;
}
