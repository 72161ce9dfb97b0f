/**
 * A template zip opened for checking before anything is inflated. fflate inflates, but it does not expose an entry's
 * external attributes, so the symbolic links (Unix mode 0120000 in the high half) are read from the zip's central
 * directory here; the same directory gives the declared sizes that checkTemplateZip holds against its bomb caps.
 * Then only the files that passed are inflated, and each must come out at the size it declared.
 */
import { unzipSync } from 'fflate';
import { TemplateParseError, type ZipEntryInfo } from '../../shared/domain/templates';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Finder and Explorer leftovers: never part of a creative. */
export const isJunk = (path: string) => path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|\._[^/]*)$/.test(path);

function notZip(): TemplateParseError {
  return new TemplateParseError('Template file is not a readable zip');
}

/** The entries of the zip's central directory. */
export function readZipDirectory(bytes: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notZip();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntryInfo[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw notZip();
    const madeBy = view.getUint16(at + 4, true) >> 8;
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const external = view.getUint32(at + 38, true);
    // Zip64 sizes (0xffffffff) never belong in a template: refuse them rather than read past them.
    if (compressedSize === 0xffffffff || size === 0xffffffff) throw notZip();
    const path = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const unix = madeBy === 3 ? external >>> 16 : 0;
    entries.push({ path, size, compressedSize, isSymlink: (unix & S_IFMT) === S_IFLNK, isDirectory: path.endsWith('/') });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates the named files; an entry that inflates to another size than declared is refused (a forged directory). */
export function inflate(bytes: Uint8Array, entries: readonly ZipEntryInfo[]): Map<string, Uint8Array> {
  const wanted = new Map(entries.map((e) => [e.path, e.size]));
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => wanted.has(f.name) });
  } catch {
    throw notZip();
  }
  const out = new Map<string, Uint8Array>();
  for (const [path, size] of wanted) {
    const body = files[path];
    if (!body || body.length !== size) throw notZip();
    out.set(path, body);
  }
  return out;
}
