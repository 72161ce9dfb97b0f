/**
 * An uploaded template becomes a version (the upload's confirm call). HTML5: the zip is read from storage, checked
 * (checkTemplateZip: bombs, paths, symlinks, the entry), inflated, its entry decoded as UTF-8 and parsed
 * (parseTemplateHtml); only then are its files written to a new version folder with a player copy beside the entry.
 * Video: copied into the folder as it is, with a player page; duration, dimensions and the poster frame come from the
 * template-render job (ffmpeg). A refusal stores nothing; a failure while writing removes what was written.
 */
import { TEMPLATE_ZIP_LIMITS } from '@shared/constants';
import { TEMPLATE_VIDEO_MAX_BYTES, type TemplateWarning } from '@shared/contracts/templates';
import { checkTemplateZip, decodeTemplateHtml, formatBytes, templateFileType, listZipEntries, parseTemplateHtml, playerHtml, TemplateParseError, type TemplateSize } from '@shared/domain/templates';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { contentTypeOf, keyIn, templateFiles } from '@functions/template-render/public';
import type { StoredVersion, TemplateParse } from './templates-repository';
import { playerPath, templateFolder, templateStorage } from './template-storage';
import { inflate } from './template-zip';

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();

const STATIC_PARSE: TemplateParse = { isStatic: true, hasClickTag: false, dynamicFields: [], defaultValues: {}, possibleValues: {}, dynamicImageSizes: {} };

/** Parses an entry HTML at a size; a parse error answers 422 with its text. */
export function parseEntry(html: string, size: TemplateSize, scripts: Record<string, string> = {}): { parse: TemplateParse; warnings: TemplateWarning[] } {
  try {
    const p = parseTemplateHtml(html, size, { scripts });
    return {
      parse: { isStatic: p.isStatic, hasClickTag: p.hasClickTag, dynamicFields: p.dynamicFields, defaultValues: p.defaultValues, possibleValues: p.possibleValues, dynamicImageSizes: p.dynamicImageSizes },
      warnings: p.warnings,
    };
  } catch (error) {
    if (error instanceof TemplateParseError) throw unprocessable(error.message);
    throw error;
  }
}

export interface IngestedVersion {
  version: Omit<StoredVersion, 'generation' | 'version'>;
  prefix: string;
}

interface TemplateName {
  name: string;
  size: TemplateSize;
}

interface Target {
  partnerId: string;
  conceptId: string;
  userId: string;
}

/** The template's own .js files by path relative to its entry (what parseTemplateHtml reads in place of `<script src>`). */
export function scriptsOf(files: readonly { path: string; body: Uint8Array }[], entry: string): Record<string, string> {
  const dir = entry.includes('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : '';
  const text = new TextDecoder();
  return Object.fromEntries(files.filter((f) => /\.m?js$/i.test(f.path) && f.path.startsWith(dir)).map((f) => [f.path.slice(dir.length), text.decode(f.body)]));
}

/** A zip from storage into a new version folder. */
export async function ingestZip(target: Target, key: string, name: TemplateName): Promise<IngestedVersion> {
  return ingestZipBytes(target, await assetStorage.read(key), name);
}

/** A zip's bytes into a new version folder (a wrapping folder stripped, as checkTemplateZip found it). */
export async function ingestZipBytes(target: Target, bytes: Uint8Array, name: TemplateName): Promise<IngestedVersion> {
  let entry: string;
  let files: { path: string; body: Uint8Array }[];
  let html: string;
  let zipWarnings: TemplateWarning[];
  try {
    const entries = listZipEntries(bytes);
    const layout = checkTemplateZip(entries, bytes.length);
    const inflated = inflate(bytes, entries.filter((e) => layout.files.includes(e.path)));
    html = decodeTemplateHtml(inflated.get(layout.entry)!, layout.entry.slice(layout.root.length));
    entry = layout.entry.slice(layout.root.length);
    files = [...inflated].map(([path, body]) => ({ path: path.slice(layout.root.length), body }));
    zipWarnings = layout.warnings;
  } catch (error) {
    if (error instanceof TemplateParseError) throw unprocessable(error.message);
    throw error;
  }
  const { parse, warnings } = parseEntry(html, name.size, scriptsOf(files, entry));
  const id = newId();
  const prefix = templateFolder(target.partnerId, target.conceptId, id);
  const assets = files.filter((f) => f.path !== entry);
  try {
    await templateStorage.writeFiles(prefix, [...assets, { path: playerPath(entry), body: Buffer.from(playerHtml(html)) }, { path: entry, body: Buffer.from(html) }]);
  } catch (error) {
    await templateStorage.removeFolder(prefix).catch(() => undefined);
    throw error;
  }
  return { prefix, version: newVersion(id, 'html', entry, parse, [...zipWarnings, ...warnings], target.userId) };
}

/** A video from storage into a new version folder, with a page that plays it. */
export async function ingestVideo(target: Target, key: string, name: TemplateName, fileName: string): Promise<IngestedVersion> {
  const id = newId();
  const prefix = templateFolder(target.partnerId, target.conceptId, id);
  const entry = `${name.name}.${extensionOf(fileName)}`;
  const entryKey = keyIn(prefix, entry);
  if (!entryKey) throw unprocessable(new TemplateParseError('fileType').message);
  try {
    await templateFiles.put(keyIn(prefix, playerPath(entry))!, Buffer.from(videoPlayer(entry, name.size)));
    await assetStorage.copy(key, entryKey, contentTypeOf(entry));
  } catch (error) {
    await templateStorage.removeFolder(prefix).catch(() => undefined);
    throw error;
  }
  return { prefix, version: newVersion(id, 'video', entry, STATIC_PARSE, [], target.userId) };
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The player page of a video template: the video at the template's size, looping, muted so it may autoplay. */
export const videoPlayer = (entry: string, size: { width: number; height: number }) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=${size.width},height=${size.height}">` +
  `<style>html,body{margin:0;background:#000}video{display:block;width:${size.width}px;height:${size.height}px;object-fit:contain}</style></head>` +
  `<body><video src="${escapeAttr(encodeURI(entry))}" autoplay muted loop playsinline controls></video></body></html>`;

export function newVersion(id: string, kind: 'html' | 'video', entry: string, parse: TemplateParse, warnings: TemplateWarning[], userId: string): IngestedVersion['version'] {
  return { id, kind, entry, status: 'ready', editedCode: false, thumbnails: false, parse, warnings, approvals: [], createdBy: userId, createdAt: Date.now() };
}

/** A file of a kind templates are not, or over its kind's limit, refused before it is read (a zip by the contract's cap, a video by ours). */
export function assertUploadSize(fileName: string, size: number): void {
  if (templateFileType(fileName) === 'video') {
    if (size > TEMPLATE_VIDEO_MAX_BYTES) throw unprocessable(fillMessage(MESSAGES.templateUploadTooLarge, { limit: formatBytes(TEMPLATE_VIDEO_MAX_BYTES) }));
  } else if (size > TEMPLATE_ZIP_LIMITS.maxZipBytes) {
    throw unprocessable(new TemplateParseError('zipTooLarge', { limit: formatBytes(TEMPLATE_ZIP_LIMITS.maxZipBytes) }).message);
  }
}
