/**
 * Reading a template's declarations without running them: a small reader for JavaScript literals (objects, arrays,
 * strings, numbers, booleans, null) as ad templates write them: quoted or bare keys, single, double or back quotes
 * (no `${}`), comments, trailing commas, and strings joined with `+`. Anything else (a call, a variable, an expression)
 * is refused: the template's code is never evaluated.
 */

export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

/** Where and why a literal could not be read (the caller turns it into the spec's message). */
export class LiteralSyntaxError extends Error {
  constructor(message: string, readonly at: number) {
    super(`${message} at ${at}`);
    this.name = 'LiteralSyntaxError';
  }
}

/** Nesting deeper than this is not a declaration of values (and would only cost stack). */
const MAX_DEPTH = 32;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /[+-]?(?:0[xX][\da-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

class Reader {
  constructor(readonly source: string, public at: number) {}

  fail(message: string): never {
    throw new LiteralSyntaxError(message, this.at);
  }

  /** Skips whitespace and comments; answers the next character (or '' at the end). */
  peek(): string {
    const s = this.source;
    for (;;) {
      while (this.at < s.length && /\s/.test(s[this.at]!)) this.at++;
      if (s.startsWith('//', this.at)) {
        const end = s.indexOf('\n', this.at);
        this.at = end < 0 ? s.length : end + 1;
      } else if (s.startsWith('/*', this.at)) {
        const end = s.indexOf('*/', this.at + 2);
        if (end < 0) this.fail('Unclosed comment');
        this.at = end + 2;
      } else return s[this.at] ?? '';
    }
  }

  expect(ch: string): void {
    if (this.peek() !== ch) this.fail(`Expected '${ch}'`);
    this.at++;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    const m = pattern.exec(this.source);
    if (!m) return null;
    this.at += m[0].length;
    return m[0];
  }

  private string(): string {
    const s = this.source;
    const quote = s[this.at++]!;
    let out = '';
    for (;;) {
      const ch = s[this.at++];
      if (ch === undefined) this.fail('Unclosed string');
      if (ch === quote) return out;
      if (quote === '`' && ch === '$' && s[this.at] === '{') this.fail('Template substitutions are not values');
      if ((ch === '\n' || ch === '\r') && quote !== '`') this.fail('Line break in a string');
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const esc = s[this.at++];
      if (esc === undefined) this.fail('Unclosed string');
      if (esc === '\n') continue;
      if (esc === '\r') {
        if (s[this.at] === '\n') this.at++;
        continue;
      }
      if (esc in ESCAPES && !(esc === '0' && /\d/.test(s[this.at] ?? ''))) out += ESCAPES[esc];
      else if (esc === 'x') out += this.code(/[\da-fA-F]{2}/y);
      else if (esc === 'u' && s[this.at] === '{') {
        this.at++;
        out += this.code(/[\da-fA-F]{1,6}/y);
        this.expect('}');
      } else if (esc === 'u') out += this.code(/[\da-fA-F]{4}/y);
      else if (/\d/.test(esc)) this.fail('Octal escapes are not allowed');
      else out += esc;
    }
  }

  private code(pattern: RegExp): string {
    const hex = this.match(pattern);
    if (!hex) this.fail('Bad escape');
    const point = parseInt(hex, 16);
    if (point > 0x10ffff) this.fail('Bad escape');
    return String.fromCodePoint(point);
  }

  /** A string, or strings joined with `+` (long texts are often split that way). */
  private strings(): string {
    let out = this.string();
    while (this.peek() === '+') {
      this.at++;
      const next = this.peek();
      if (next === '' || !`'"\``.includes(next)) this.fail('Only strings may be joined with +');
      out += this.string();
    }
    return out;
  }

  private key(): string {
    const ch = this.peek();
    if (`'"`.includes(ch) && ch !== '') return this.string();
    const word = this.match(IDENTIFIER) ?? this.match(NUMBER);
    if (word === null) this.fail('Expected a key');
    return /^[\d.+-]/.test(word) ? String(Number(word)) : word;
  }

  value(depth = 0): LiteralValue {
    if (depth > MAX_DEPTH) this.fail('Nested too deep');
    const ch = this.peek();
    if (ch === '{') return this.object(depth);
    if (ch === '[') return this.array(depth);
    if (ch !== '' && `'"\``.includes(ch)) return this.strings();
    const number = this.match(NUMBER);
    if (number !== null) {
      const value = Number(number);
      if (!Number.isFinite(value)) this.fail('Not a number');
      return value;
    }
    const word = this.match(IDENTIFIER);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (word !== null) this.at -= word.length;
    return this.fail('Expected a value');
  }

  private object(depth: number): { [key: string]: LiteralValue } {
    this.expect('{');
    const out: { [key: string]: LiteralValue } = Object.create(null);
    while (this.peek() !== '}') {
      const key = this.key();
      this.expect(':');
      out[key] = this.value(depth + 1);
      if (this.peek() !== ',') break;
      this.at++;
    }
    this.expect('}');
    return { ...out };
  }

  private array(depth: number): LiteralValue[] {
    this.expect('[');
    const out: LiteralValue[] = [];
    while (this.peek() !== ']') {
      out.push(this.value(depth + 1));
      if (this.peek() !== ',') break;
      this.at++;
    }
    this.expect(']');
    return out;
  }
}

/**
 * The literal starting at `from` (after whitespace and comments) and where it ends. What follows it must end the
 * expression (`;`, a line break, `}`, `,`, `)` or the end): `{...}.x` or `{...} || other` is not a literal value.
 */
export function readLiteral(source: string, from: number): { value: LiteralValue; end: number } {
  const reader = new Reader(source, from);
  const value = reader.value();
  const end = reader.at;
  // The next token on the same line must close the statement; a line break ends it too (automatic semicolons).
  const rest = /[ \t]*(?:\/\*[^\n]*?\*\/[ \t]*)*(\/\/|[;\n\r},)]|$)/y;
  rest.lastIndex = end;
  if (!rest.test(source)) throw new LiteralSyntaxError('Expected the end of the statement', end);
  return { value, end };
}

export const isPlainObject = (value: LiteralValue | undefined): value is { [key: string]: LiteralValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
