/**
 * THE template contract (docs/templates.md): a template's name and size, the dynamic fields its entry HTML declares
 * (`var defaultValues`, `var possibleValues`, `var dynamicImageSizes`, `var optionalFields`, or a Studio-style
 * `devDynamicContent` profile), its ad.size meta tag and clickTag. Pure: zod-free even, no clock, no node:*. The zip
 * layout is in template-zip.ts, the player's value injection in template-player.ts (both re-exported here).
 */
import { TEMPLATE_DEFAULT_SIZE, TEMPLATE_PLATFORM_LIMITS, TEMPLATE_UNSIZED_PREFIXES } from '../constants';
import { findDeclaration, profileStatements, scanHtml, type Declaration, type InlineScript } from './template-html';
import { isPlainObject, type LiteralValue } from './template-literals';
import { TemplateParseError, warning, type TemplateParseCode, type TemplateWarning } from './template-errors';
import { missingMetaFields } from './meta-publishing';
import { META_TEMPLATE_SIZES } from './personalize';

export * from './template-errors';
export * from './template-zip';
export * from './template-player';

/** Field types (002 9, 001 3). */
export const FIELD_TYPES = ['image', 'url', 'video', 'audio', 'text'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * 002 'Template dynamic variable naming': image for names containing Image, Background, logo, packshot, roundel,
 * flashSaleImg or boilerplate; url for landingPage; video for videoUrl or baseVideo; audio for Audio; otherwise text.
 * 'Image' and 'Background' are matched as written (so imageTags and bgColor stay text), or as a whole leading word
 * (image1, background); the other words in any case, as they start a name (logo1) or end one (subLogo, frame1Packshot).
 */
export function inferFieldType(name: string): FieldType {
  const lower = name.toLowerCase();
  const has = (...words: string[]) => words.some((w) => lower.includes(w.toLowerCase()));
  if (/Image|Background|^(?:image|background)\d*$/.test(name) || has('logo', 'packshot', 'roundel', 'flashSaleImg', 'boilerplate')) return 'image';
  if (has('landingPage')) return 'url';
  if (has('videoUrl', 'baseVideo')) return 'video';
  if (has('Audio')) return 'audio';
  return 'text';
}

export interface TemplateSize {
  width: number;
  height: number;
}

export const sizeLabel = (size: TemplateSize) => `${size.width}x${size.height}`;
/** Sides of a template or a dynamic image (ours: the renderer's limit is 4096; a name may say more, up to this). */
const MAX_SIDE = 10_000;
const TEMPLATE_EXTENSION = /\.(?:zip|html?|mp4|m4v|mov|webm)$/i;

export type TemplateKind = 'fixed' | 'responsive' | 'vpaid';
export const TEMPLATE_VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'm4v'] as const;

/** What an uploaded file is by its extension: an HTML5 template (a zip) or a video template; anything else is refused. */
export function templateFileType(fileName: string): 'html5' | 'video' {
  const ext = /\.(\w+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  if (ext === 'zip') return 'html5';
  if ((TEMPLATE_VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  throw new TemplateParseError('fileType');
}

/**
 * A template's name and size from its file name (002 8, 001 9): `WxH-name` (`300x250-summer.zip` is 300x250), at least
 * two dash-separated parts; responsive display and vpaid names (`responsive-summer.zip`, `vpaid-intro.mp4`) are 640x360.
 * `name` is the file name without its extension, `shortName` what follows the size.
 */
export function parseTemplateName(fileName: string): { name: string; shortName: string; size: TemplateSize; sizeLabel: string; kind: TemplateKind } {
  const name = (fileName.split(/[\\/]/).pop() ?? '').trim().replace(TEMPLATE_EXTENSION, '');
  const dash = name.indexOf('-');
  const head = name.slice(0, dash).trim();
  const shortName = name.slice(dash + 1).trim();
  if (dash < 0 || !head || !shortName) throw new TemplateParseError('nameFormat');
  const unsized = TEMPLATE_UNSIZED_PREFIXES.find((p) => p === head.toLowerCase());
  if (unsized) {
    const size = { ...TEMPLATE_DEFAULT_SIZE };
    return { name, shortName, size, sizeLabel: sizeLabel(size), kind: unsized === 'vpaid' ? 'vpaid' : 'responsive' };
  }
  const m = /^(\d{1,5})[xX](\d{1,5})$/.exec(head);
  const size = m && { width: Number(m[1]), height: Number(m[2]) };
  if (!size || [size.width, size.height].some((side) => side < 1 || side > MAX_SIDE)) throw new TemplateParseError('sizeFormat');
  return { name, shortName, size, sizeLabel: sizeLabel(size), kind: 'fixed' };
}

export interface DynamicField {
  name: string;
  type: FieldType;
  defaultValue: string;
  possibleValues?: string[];
  optional?: boolean;
  /** Where the field was declared: `defaultValues`, or the Studio profile (`devDynamicContent`). */
  source?: 'defaultValues' | 'devDynamicContent';
}

export interface ParsedTemplate {
  size: TemplateSize;
  isStatic: boolean;
  dynamicFields: DynamicField[];
  defaultValues: Record<string, string>;
  possibleValues: Record<string, string[]>;
  dynamicImageSizes: Record<string, TemplateSize>;
  /** The size its `<meta name="ad.size">` declares, when it has a well-formed one. */
  adSize?: TemplateSize;
  hasClickTag: boolean;
  warnings: TemplateWarning[];
}

type Scalar = string | number | boolean;
const isScalar = (v: LiteralValue | undefined): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);

function injectable(decl: Declaration | undefined, name: string, warnings: TemplateWarning[]) {
  if (decl && (decl.keyword === 'let' || decl.keyword === 'const')) warnings.push(warning('notInjectable', { name, keyword: decl.keyword }));
}

function readDefaults(decl: Declaration): Record<string, string> {
  if (!isPlainObject(decl.value)) throw new TemplateParseError('defaultValues');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(decl.value)) {
    if (!isScalar(value)) throw new TemplateParseError('defaultValues');
    out[key] = String(value);
  }
  return out;
}

function readPossible(decl: Declaration): Record<string, string[]> {
  if (!isPlainObject(decl.value)) throw new TemplateParseError('possibleValues');
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(decl.value)) {
    const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) && value.every(isScalar) ? value.map(String) : null;
    const options = list?.map((v) => v.trim());
    if (!options?.length || options.some((v) => v === '')) throw new TemplateParseError('possibleValues');
    out[key] = [...new Set(options)];
  }
  return out;
}

const EXTENSION = (url: string) => /\.(\w+)(?:[?#].*)?$/.exec(url)?.[1]?.toLowerCase() ?? '';
const IMAGE_EXT = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'];
const VIDEO_EXT = ['mp4', 'webm', 'mov', 'm4v', 'ogv'];
const AUDIO_EXT = ['mp3', 'wav', 'ogg', 'm4a', 'aac'];

/** A Studio profile field's type and default from the shape of its row-0 value. */
function profileField(name: string, value: LiteralValue): { type: FieldType; defaultValue: string } {
  if (isScalar(value)) return { type: inferFieldType(name), defaultValue: String(value) };
  if (!isPlainObject(value)) throw new TemplateParseError('defaultValues');
  const text = (v: LiteralValue | undefined) => (v === undefined || v === null ? '' : isScalar(v) ? String(v) : null);
  const url = text(value.Progressive_Url ?? value.Url);
  if (url === null) throw new TemplateParseError('defaultValues');
  const type = typeof value.Type === 'string' ? value.Type.toLowerCase() : undefined;
  const ext = EXTENSION(url);
  if (type === 'video' || 'Progressive_Url' in value) return { type: 'video', defaultValue: url };
  if ('Url' in value) {
    if (VIDEO_EXT.includes(ext)) return { type: 'video', defaultValue: url };
    if (AUDIO_EXT.includes(ext)) return { type: 'audio', defaultValue: url };
    const image = type === 'file' || IMAGE_EXT.includes(ext) || inferFieldType(name) === 'image';
    return { type: image ? 'image' : 'url', defaultValue: url };
  }
  // a Studio date-time value
  const date = text(value.RawValue ?? value.UtcValue);
  if (date === null || !('RawValue' in value || 'UtcValue' in value)) throw new TemplateParseError('defaultValues');
  return { type: 'text', defaultValue: date };
}

/** Row 0 of the first sheet of a `devDynamicContent` profile: a literal `{Sheet: [row, ...]}` and/or statements. */
function readProfile(scripts: InlineScript[], warnings: TemplateWarning[]): Map<string, LiteralValue> | undefined {
  const decl = findDeclaration(scripts, 'devDynamicContent');
  const statements = profileStatements(scripts, 'devDynamicContent');
  if (!decl && !statements.fields.size) return undefined;
  if (decl?.error || (decl && !isPlainObject(decl.value)) || statements.error) throw new TemplateParseError('defaultValues');
  injectable(decl, 'devDynamicContent', warnings);
  const fields = new Map<string, LiteralValue>();
  const sheets = decl && isPlainObject(decl.value) ? Object.values(decl.value) : [];
  if (sheets.length) {
    const rows = sheets[0]!;
    if (!Array.isArray(rows) || (rows.length && !isPlainObject(rows[0]))) throw new TemplateParseError('defaultValues');
    for (const [key, value] of Object.entries((rows[0] as Record<string, LiteralValue> | undefined) ?? {})) fields.set(key, value);
  }
  for (const [key, value] of statements.fields) fields.set(key, value);
  fields.delete('_id');
  return fields;
}

/** "300x250", [300, 250] or {width: 300, height: 250}: two positive integers, else null. */
function imageSize(value: LiteralValue): TemplateSize | null {
  let pair: LiteralValue[] | undefined;
  if (typeof value === 'string') pair = /^\s*\d+\s*[xX]\s*\d+\s*$/.test(value) ? value.split(/[xX]/).map((s) => Number(s.trim())) : undefined;
  else if (Array.isArray(value)) pair = value;
  else if (isPlainObject(value) && Object.keys(value).length === 2) pair = [value.width ?? null, value.height ?? null];
  if (pair?.length !== 2) return null;
  const [width, height] = pair;
  const ok = (n: LiteralValue | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;
  return ok(width) && ok(height) ? { width, height } : null;
}

function readImageSizes(decl: Declaration): Record<string, TemplateSize> {
  if (!isPlainObject(decl.value)) throw new TemplateParseError('imageSizes');
  const out: Record<string, TemplateSize> = {};
  for (const [key, value] of Object.entries(decl.value)) {
    const size = imageSize(value);
    if (!size) throw new TemplateParseError('imageSizes');
    out[key] = size;
  }
  return out;
}

/** `<meta name="ad.size" content="width=300,height=250">`: the declared size, or null when the content is malformed. */
function readAdSize(content: string): TemplateSize | null {
  const pairs = Object.fromEntries(content.split(/[,;]/).map((p) => p.split('=').map((s) => s.trim().toLowerCase())));
  const width = /^\d+$/.test(pairs.width ?? '') ? Number(pairs.width) : 0;
  const height = /^\d+$/.test(pairs.height ?? '') ? Number(pairs.height) : 0;
  return width > 0 && height > 0 ? { width, height } : null;
}

const EXTERNAL = /^(?:https?:)?\/\//i;
const MAX_EXTERNAL_WARNINGS = 10;

/** The size, click and resource checks: warnings only (the template still uploads). */
function checkTags(html: string, tags: ReturnType<typeof scanHtml>['tags'], size: TemplateSize, warnings: TemplateWarning[]) {
  const meta = tags.find((t) => t.name === 'meta' && t.attrs.name?.toLowerCase() === 'ad.size');
  const adSize = meta ? readAdSize(meta.attrs.content ?? '') : null;
  if (meta && !adSize) warnings.push(warning('adSizeMalformed'));
  if (adSize && sizeLabel(adSize) !== sizeLabel(size)) warnings.push(warning('adSizeMismatch', { declared: sizeLabel(adSize), named: sizeLabel(size) }));
  if (!meta) {
    for (const limit of TEMPLATE_PLATFORM_LIMITS) {
      if ('requiresAdSize' in limit) warnings.push(warning('adSizeMissing', { ...size, platform: limit.label }, limit.platform));
    }
  }
  const urls = new Set<string>();
  for (const tag of tags) {
    const url = tag.name === 'link' ? tag.attrs.href : tag.attrs.src;
    if (url && EXTERNAL.test(url.trim()) && (tag.name !== 'link' || /stylesheet|preload|modulepreload|icon/i.test(tag.attrs.rel ?? ''))) urls.add(url.trim());
  }
  for (const url of [...urls].slice(0, MAX_EXTERNAL_WARNINGS)) warnings.push(warning('externalResource', { url }));
  // A clickTag only mentioned in a comment does not count.
  const code = html.replace(/<!--[\s\S]*?(?:-->|$)|\/\*[\s\S]*?(?:\*\/|$)|(?<![:\\'"])\/\/[^\n]*/g, ' ');
  const hasClickTag = /\bclickTag\b/.test(code);
  const otherSpelling = /\bclicktag\b/i.exec(code)?.[0];
  if (!hasClickTag) warnings.push(otherSpelling ? warning('clickTagSpelling', { found: otherSpelling }) : warning('clickTagMissing'));
  return { adSize: adSize ?? undefined, hasClickTag };
}

/**
 * The entry HTML's contract, read without running it (`size` comes from the name: parseTemplateName). Throws
 * TemplateParseError with the spec's message when a declaration is malformed; a banner declaring nothing is static.
 * `scripts`: the text of the template's own .js files by path relative to the entry (`js/ad.js`); a
 * `<script src>` naming one is read in its place in the document, as the browser runs it.
 */
export function parseTemplateHtml(html: string, size: TemplateSize, options: { scripts?: Record<string, string> } = {}): ParsedTemplate {
  const { scripts, tags } = scanHtml(html, (path) => (options.scripts && Object.hasOwn(options.scripts, path) ? options.scripts[path] : undefined));
  const warnings: TemplateWarning[] = [];
  const decl = (name: string, code: TemplateParseCode) => {
    const found = findDeclaration(scripts, name);
    if (found?.error) throw new TemplateParseError(code);
    injectable(found, name, warnings);
    return found;
  };
  const defaultsDecl = decl('defaultValues', 'defaultValues');
  const possibleDecl = decl('possibleValues', 'possibleValues');
  const sizesDecl = decl('dynamicImageSizes', 'imageSizes');
  const optionalDecl = decl('optionalFields', 'optionalFields');

  const fields: DynamicField[] = [];
  const defaults = defaultsDecl ? readDefaults(defaultsDecl) : {};
  for (const [name, defaultValue] of Object.entries(defaults)) fields.push({ name, type: inferFieldType(name), defaultValue, source: 'defaultValues' });
  for (const [name, value] of readProfile(scripts, warnings) ?? []) {
    if (name in defaults) continue;
    fields.push({ name, ...profileField(name, value), source: 'devDynamicContent' });
  }
  const byName = new Map(fields.map((f) => [f.name, f]));
  if (possibleDecl && !fields.length) throw new TemplateParseError('defaultValues');
  // a Meta size without the publishing fields makes creatives Meta refuses: said at upload (001 3 publishing names)
  const metaMissing = META_TEMPLATE_SIZES[sizeLabel(size)] ? missingMetaFields([...byName.keys()]) : [];
  if (metaMissing.length) warnings.push(warning('metaFieldsMissing', { fields: metaMissing.join(', ') }, 'facebook'));

  const possibleValues = possibleDecl ? readPossible(possibleDecl) : {};
  for (const [name, options] of Object.entries(possibleValues)) {
    const field = byName.get(name);
    if (!field) throw new TemplateParseError('possibleValues');
    field.possibleValues = options;
    if (!options.includes(field.defaultValue)) warnings.push(warning('defaultNotPossible', { field: name }));
  }

  const dynamicImageSizes = sizesDecl ? readImageSizes(sizesDecl) : {};
  for (const name of Object.keys(dynamicImageSizes)) if (!byName.has(name)) warnings.push(warning('imageSizeUnknownField', { field: name }));

  if (optionalDecl) {
    const names = optionalDecl.value;
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !byName.has(n))) throw new TemplateParseError('optionalFields');
    for (const n of names as string[]) byName.get(n)!.optional = true;
  }

  const files = scripts.filter((s) => s.src !== undefined).map((s) => s.text);
  const { adSize, hasClickTag } = checkTags([html, ...files].join('\n'), tags, size, warnings);
  return {
    size,
    isStatic: fields.length === 0,
    dynamicFields: fields,
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, f.defaultValue])),
    possibleValues,
    dynamicImageSizes,
    ...(adSize ? { adSize } : {}),
    hasClickTag,
    warnings,
  };
}

/**
 * An entry HTML file's text: UTF-8 only (a byte-order mark is dropped), else the clear 'not UTF-8' message naming
 * the file. TextDecoder is a web standard, available in browsers, Node and Lambda alike.
 */
export function decodeTemplateHtml(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new TemplateParseError('notUtf8', { file });
  }
}
