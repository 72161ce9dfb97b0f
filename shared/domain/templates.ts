/** TEMPORARY stub of the tplparser branch's contract (replaced by its file at merge). */
export class TemplateParseError extends Error {}
export interface ParsedTemplateName { name: string; size: { width: number; height: number }; sizeLabel: string }
export function parseTemplateName(fileName: string): ParsedTemplateName {
  const base = fileName.replace(/\.[^.]+$/, '');
  const parts = base.split('-');
  if (parts.length < 2) throw new TemplateParseError('Template parse error: template name has wrong format');
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(parts[0]);
  if (!m) throw new TemplateParseError('size in template name has wrong format');
  return { name: base, size: { width: Number(m[1]), height: Number(m[2]) }, sizeLabel: parts[0] };
}
export interface ZipEntryInfo { path: string; size: number; compressedSize: number; isSymlink: boolean; isDirectory: boolean }
export interface TemplateWarning { code: string; message: string; platform?: string }
export function checkTemplateZip(entries: ZipEntryInfo[], _zipBytes: number): { entry: string; warnings: TemplateWarning[] } {
  for (const e of entries) if (e.path.split('/').includes('..') || e.path.startsWith('/')) throw new TemplateParseError(`Template zip entry ${e.path} points outside the template`);
  for (const e of entries) if (e.isSymlink) throw new TemplateParseError(`Template zip entry ${e.path} is a symbolic link`);
  const root = entries.filter((e) => !e.isDirectory && /^[^/]+\.html?$/i.test(e.path));
  const entry = root.find((e) => /^index\.html?$/i.test(e.path)) ?? (root.length === 1 ? root[0] : undefined);
  if (!entry) throw new TemplateParseError('Template zip has no entry HTML: put index.html at the root of the zip');
  return { entry: entry.path, warnings: [] };
}
export type FieldType = 'image' | 'url' | 'video' | 'audio' | 'text';
export function inferFieldType(name: string): FieldType {
  if (/Image|Background|logo|packshot|roundel|flashSaleImg|boilerplate/i.test(name)) return 'image';
  if (/landingPage/i.test(name)) return 'url';
  if (/videoUrl|baseVideo/i.test(name)) return 'video';
  if (/Audio/i.test(name)) return 'audio';
  return 'text';
}
export interface ParsedTemplate {
  size: { width: number; height: number };
  isStatic: boolean;
  dynamicFields: { name: string; type: FieldType; defaultValue: string; possibleValues?: string[] }[];
  defaultValues: Record<string, unknown>;
  possibleValues: Record<string, unknown>;
  dynamicImageSizes: Record<string, unknown>;
  adSize?: { width: number; height: number };
  hasClickTag: boolean;
  warnings: TemplateWarning[];
}
export function parseTemplateHtml(html: string, size: { width: number; height: number }): ParsedTemplate {
  const m = /var\s+defaultValues\s*=\s*(\{[^}]*\})/.exec(html);
  let defaultValues: Record<string, unknown> = {};
  if (m) {
    try {
      defaultValues = JSON.parse(m[1].replace(/(\w+)\s*:/g, '"$1":')) as Record<string, unknown>;
    } catch {
      throw new TemplateParseError('Wrong template default values');
    }
  }
  const dynamicFields = Object.entries(defaultValues).map(([name, v]) => ({ name, type: inferFieldType(name), defaultValue: String(v) }));
  return { size, isStatic: dynamicFields.length === 0, dynamicFields, defaultValues, possibleValues: {}, dynamicImageSizes: {}, hasClickTag: /clickTag/.test(html), warnings: [] };
}
export function encodePlayerValues(values: Record<string, string>): string {
  return encodeURIComponent(JSON.stringify(values));
}
export function playerHtml(entryHtml: string): string {
  const boot = `<script>(function(){try{var v=JSON.parse(decodeURIComponent(location.hash.slice(1)||'%7B%7D'));window.defaultValues=Object.assign(window.defaultValues||{},v);}catch(e){}})();</script>`;
  return entryHtml.replace(/<\/body>/i, `${boot}</body>`);
}
