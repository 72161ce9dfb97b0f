/**
 * A checked template zip inflated (fflate): only the files checkTemplateZip kept, each held to the size the zip's
 * directory declared (the sizes its bomb caps judged), so a forged directory cannot unpack more than it admitted.
 */
import { unzipSync } from 'fflate';
import { TemplateParseError, type ZipEntryInfo } from '@shared/domain/templates';

export function inflate(bytes: Uint8Array, entries: readonly ZipEntryInfo[]): Map<string, Uint8Array> {
  const wanted = new Map(entries.map((e) => [e.path, e.size]));
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => wanted.has(f.name) && f.originalSize === wanted.get(f.name) });
  } catch {
    throw new TemplateParseError('notZip');
  }
  const out = new Map<string, Uint8Array>();
  for (const [path, size] of wanted) {
    const body = files[path];
    if (!body || body.length !== size) throw new TemplateParseError('notZip');
    out.set(path, body);
  }
  return out;
}
