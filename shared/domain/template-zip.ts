/**
 * The zip layout of an HTML5 template (docs/templates.md): one entry HTML (index.html at the root, or the only HTML
 * file there; one folder wrapping everything is accepted and stripped), its assets beside it. A zip is judged from its
 * central directory before anything is inflated: bombs, paths leaving the folder and symbolic links are refused;
 * platform limits broken give warnings.
 */
import { TEMPLATE_PLATFORM_LIMITS, TEMPLATE_ZIP_LIMITS } from '../constants';
import { TemplateParseError, warning, type TemplateWarning } from './template-errors';

export interface ZipEntryInfo {
  path: string;
  /** Unpacked size, as the zip's directory declares it. */
  size: number;
  compressedSize: number;
  isSymlink: boolean;
  isDirectory: boolean;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const MAX_COMMENT = 0xffff;

/**
 * The entries of a zip from its central directory (the sizes it declares, and the Unix mode that marks a symbolic
 * link, which fflate does not expose). Names decode as fflate decodes them: UTF-8 when flagged, else Latin-1.
 * Throws the 'not a readable zip' refusal for anything that is not a well-formed zip.
 */
export function listZipEntries(zip: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const bad = () => new TemplateParseError('notZip');
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= zip.length ? view.getUint16(at, true) : -1);
  const u64 = (at: number) => (at + 8 <= zip.length ? Number(view.getBigUint64(at, true)) : -1);
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - MAX_COMMENT); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw bad();
  let count = u16(eocd + 10);
  let offset = u32(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (u32(locator) !== EOCD64_LOCATOR) throw bad();
    const at = u64(locator + 8);
    if (u32(at) !== EOCD64) throw bad();
    count = u64(at + 32);
    offset = u64(at + 48);
  }
  if (count > TEMPLATE_ZIP_LIMITS.maxEntries) throw new TemplateParseError('tooManyFiles', { limit: TEMPLATE_ZIP_LIMITS.maxEntries });
  const entries: ZipEntryInfo[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw bad();
    const madeBy = u16(at + 4);
    const utf8 = (u16(at + 8) & 0x800) !== 0;
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const external = u32(at + 38);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    if (nameBytes.length !== nameLength) throw bad();
    const path = utf8 ? new TextDecoder().decode(nameBytes) : String.fromCharCode(...nameBytes);
    // Zip64: the real sizes are in the extra field 0x0001, uncompressed first, each present only when saturated.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength; x += 4 + u16(x + 2)) {
      if (u16(x) !== 1) continue;
      let field = x + 4;
      if (size === 0xffffffff) {
        size = u64(field);
        field += 8;
      }
      if (compressedSize === 0xffffffff) compressedSize = u64(field);
    }
    if (size < 0 || compressedSize < 0) throw bad();
    const mode = madeBy >> 8 === 3 ? external >>> 16 : 0;
    entries.push({
      path,
      size,
      compressedSize,
      isSymlink: (mode & 0o170000) === 0o120000,
      isDirectory: path.endsWith('/') || (mode & 0o170000) === 0o040000 || (external & 0x10) !== 0,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Files a zip tool adds that are not part of the template (macOS resource forks, Finder and Explorer files). */
export const isZipJunk = (path: string) => /(?:^|\/)(?:__MACOSX\/|\.DS_Store$|\._|Thumbs\.db$|desktop\.ini$)/i.test(path);

const isUnsafe = (path: string) => {
  const p = path.replace(/\\/g, '/');
  return p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.includes('\0') || p.split('/').includes('..');
};

export interface TemplateZipLayout {
  /** The entry HTML's path in the zip. */
  entry: string;
  /** The wrapping folder stripped from every path ('' or 'folder/'). */
  root: string;
  /** The template's files (paths in the zip; junk and folders left out). */
  files: string[];
  warnings: TemplateWarning[];
}

function platformWarnings(files: string[], zipBytes: number): TemplateWarning[] {
  const warnings: TemplateWarning[] = [];
  const w = (...args: Parameters<typeof warning>) => warnings.push(warning(...args));
  for (const limit of TEMPLATE_PLATFORM_LIMITS) {
    if (files.length > limit.maxFiles) w('platformFiles', { platform: limit.label, limit: limit.maxFiles, count: files.length }, limit.platform);
    if (zipBytes > limit.maxZipBytes) w('platformBytes', { platform: limit.label, limit: formatBytes(limit.maxZipBytes), size: formatBytes(zipBytes) }, limit.platform);
    if ('extensions' in limit) {
      const allowed: readonly string[] = limit.extensions;
      const others = [...new Set(files.map((f) => f.split('.').pop()!.toLowerCase()).filter((ext) => !allowed.includes(ext)))];
      if (others.length) w('platformFileType', { platform: limit.label, files: others.map((e) => `.${e}`).join(', ') }, limit.platform);
    }
  }
  return warnings;
}

/**
 * Judges a template zip from its entries (listZipEntries) and its size in bytes: throws TemplateParseError for a zip
 * bomb, a path leaving the folder, a symbolic link or a missing entry HTML; answers the entry, the stripped wrapping
 * folder, the files and the platform warnings. Whoever inflates must hold each entry to its declared size.
 */
export function checkTemplateZip(entries: ZipEntryInfo[], zipBytes: number): TemplateZipLayout {
  const L = TEMPLATE_ZIP_LIMITS;
  if (zipBytes > L.maxZipBytes) throw new TemplateParseError('zipTooLarge', { limit: formatBytes(L.maxZipBytes) });
  if (entries.length > L.maxEntries) throw new TemplateParseError('tooManyFiles', { limit: L.maxEntries });
  let total = 0;
  for (const e of entries) {
    if (isUnsafe(e.path)) throw new TemplateParseError('unsafePath', { path: e.path });
    if (e.isSymlink) throw new TemplateParseError('symlink', { path: e.path });
    if (e.isDirectory) continue;
    if (e.size > L.ratioCheckedAbove && (e.compressedSize <= 0 || e.size / e.compressedSize > L.maxCompressionRatio)) {
      throw new TemplateParseError('compressionRatio', { path: e.path, limit: L.maxCompressionRatio });
    }
    total += e.size;
    if (total > L.maxUnpackedBytes) throw new TemplateParseError('unpacksTooLarge', { limit: formatBytes(L.maxUnpackedBytes) });
  }
  const files = entries.filter((e) => !e.isDirectory && !isZipJunk(e.path)).map((e) => e.path);
  const tops = new Set(files.map((f) => (f.includes('/') ? f.slice(0, f.indexOf('/') + 1) : '')));
  const root = tops.size === 1 && !tops.has('') ? [...tops][0]! : '';
  const atRoot = files.filter((f) => f.startsWith(root) && !f.slice(root.length).includes('/') && /\.html?$/i.test(f));
  const entry = atRoot.find((f) => f.slice(root.length).toLowerCase() === 'index.html') ?? (atRoot.length === 1 ? atRoot[0] : undefined);
  if (!entry) throw atRoot.length ? new TemplateParseError('severalEntries', { files: atRoot.map((f) => f.slice(root.length)).join(', ') }) : new TemplateParseError('noEntry');
  return { entry, root, files, warnings: platformWarnings(files, zipBytes) };
}
