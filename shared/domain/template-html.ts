/**
 * What the template parser reads from an entry HTML without a DOM: its inline scripts, its meta and resource tags
 * (HTML comments skipped), and where a global is declared in a script. Pure string work, safe on any input.
 */
import { isPlainObject, readLiteral, type LiteralValue } from './template-literals';

export interface HtmlTag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of the tag's '<' and of the first character after its '>'. */
  start: number;
  end: number;
}
export interface InlineScript {
  text: string;
  /** Offset of the script's text in the HTML (-1 for a script file). */
  start: number;
  /** The file's path for a `<script src>` the caller gave the text of. */
  src?: string;
}

// Every alternative ends at its closing token or at the end of the text, so an unclosed tag costs one pass, not one per tag.
const SCAN = /<!--[\s\S]*?(?:-->|$)|<script\b([^>]*)(?:>([\s\S]*?)(?:<\/script\s*>|$)|$)|<(meta|link|img|head|html|source|video|audio)\b([^>]*)(?:>|$)/gi;
const ATTR = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
const JS_TYPES = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

export function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * The path inside the template a `<script src>` names, relative to the entry (`js/ad.js`, `./ad.js?v=2`, `/ad.js`),
 * or undefined for another origin, a data: or javascript: URL, or a path leaving the folder.
 */
export function localScriptPath(src: string): string | undefined {
  const url = src.trim();
  if (!url || /^(?:[a-z][\w+.-]*:|\/\/)/i.test(url)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  return parts.length && !parts.includes('..') ? parts.join('/') : undefined;
}

/**
 * The scripts that run as JavaScript (inline ones, and script files `readScript` gives the text of), and the tags the
 * parser cares about, in document order.
 */
export function scanHtml(html: string, readScript?: (path: string) => string | undefined): { scripts: InlineScript[]; tags: HtmlTag[] } {
  const scripts: InlineScript[] = [];
  const tags: HtmlTag[] = [];
  for (const m of html.matchAll(SCAN)) {
    const start = m.index;
    if (m[0].startsWith('<!--')) continue;
    if (m[3] === undefined) {
      const attrs = attributes(m[1] ?? '');
      tags.push({ name: 'script', attrs, start, end: start + m[0].length });
      if (!JS_TYPES.test((attrs.type ?? '').trim())) continue;
      if (!('src' in attrs)) scripts.push({ text: m[2] ?? '', start: start + m[0].indexOf('>') + 1 });
      else {
        const src = localScriptPath(attrs.src!);
        const text = src === undefined ? undefined : readScript?.(src);
        if (text !== undefined) scripts.push({ text, start: -1, src });
      }
    } else tags.push({ name: m[3].toLowerCase(), attrs: attributes(m[4] ?? ''), start, end: start + m[0].length });
  }
  return { scripts, tags };
}

/** True when `index` of `text` sits inside a // or /* comment (a commented-out declaration is not one). */
function inComment(text: string, index: number): boolean {
  const open = text.lastIndexOf('/*', index);
  if (open >= 0 && text.lastIndexOf('*/', index) < open) return true;
  const lineStart = text.lastIndexOf('\n', index) + 1;
  return /(?:^|[^:\\])\/\//.test(text.slice(lineStart, index));
}

/** Candidates looked at per name: a declaration is near the top; thousands of commented-out ones are an attack. */
const MAX_CANDIDATES = 200;
/** Statements read for a Studio profile (a generated profile has a few per field). */
const MAX_PROFILE_STATEMENTS = 5000;

export type DeclarationKeyword = 'var' | 'let' | 'const' | 'window' | 'assignment';
export interface Declaration {
  keyword: DeclarationKeyword;
  /** The literal assigned, or undefined when what is assigned is not a literal (`error` says why). */
  value?: LiteralValue;
  error?: string;
}

/**
 * The first declaration of global `name` in the scripts: `var|let|const name =`, `window.name =` (or self,
 * globalThis), or a bare `name =` starting a statement. Later assignments are the template's own business.
 */
export function findDeclaration(scripts: InlineScript[], name: string): Declaration | undefined {
  const pattern = new RegExp(`(?:\\b(var|let|const)\\s+|\\b(window|self|globalThis)\\s*\\.\\s*|(^|[;{}\\n(])[ \\t]*)${name}\\s*=(?![=>])`, 'g');
  let candidates = 0;
  for (const script of scripts) {
    for (const m of script.text.matchAll(pattern)) {
      if (++candidates > MAX_CANDIDATES) return undefined;
      if (inComment(script.text, m.index)) continue;
      const keyword: DeclarationKeyword = (m[1] as DeclarationKeyword | undefined) ?? (m[2] ? 'window' : 'assignment');
      try {
        return { keyword, value: readLiteral(script.text, m.index + m[0].length).value };
      } catch (error) {
        return { keyword, error: (error as Error).message };
      }
    }
  }
  return undefined;
}

/**
 * A Studio-style profile built by statements: `devDynamicContent.Sheet = [{...}]`, then row 0's fields one by one
 * (`devDynamicContent.Sheet[0].Field = value`, `devDynamicContent.Sheet[0].Field.Url = value`). Answers the first
 * sheet's row 0 fields in order of first assignment (the sheet's literal first, then the statements).
 */
export function profileStatements(scripts: InlineScript[], root: string): { fields: Map<string, LiteralValue>; error?: string } {
  const fields = new Map<string, LiteralValue>();
  const pattern = new RegExp(
    `\\b${root}\\s*\\.\\s*([\\w$]+)\\s*(?:\\[\\s*(\\d+)\\s*\\]\\s*\\.\\s*([\\w$]+)(?:\\s*\\.\\s*([\\w$]+))?\\s*)?=(?![=>])`,
    'g',
  );
  let sheet: string | undefined;
  let statements = 0;
  for (const script of scripts) {
    for (const m of script.text.matchAll(pattern)) {
      if (++statements > MAX_PROFILE_STATEMENTS) return { fields, error: 'Too many statements' };
      if (inComment(script.text, m.index)) continue;
      const [, sheetName, row, field, prop] = m;
      if ((sheet ??= sheetName) !== sheetName || (row !== undefined && row !== '0')) continue;
      let value: LiteralValue;
      try {
        value = readLiteral(script.text, m.index + m[0].length).value;
      } catch (error) {
        return { fields, error: `${sheetName}: ${(error as Error).message}` };
      }
      if (field === undefined) {
        const first = Array.isArray(value) ? value[0] : undefined;
        if (!Array.isArray(value) || (first !== undefined && !isPlainObject(first))) return { fields, error: `${sheetName} is not a list of rows` };
        for (const [key, v] of Object.entries(first ?? {})) fields.set(key, v);
      } else if (prop === undefined) fields.set(field, value);
      else {
        const current = fields.get(field);
        fields.set(field, { ...(isPlainObject(current) ? current : {}), [prop]: value });
      }
    }
  }
  return { fields };
}
