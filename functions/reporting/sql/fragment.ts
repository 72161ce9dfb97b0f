/**
 * SQL text with its bound values kept beside it, so a piece used twice (a metric in SELECT and HAVING) carries its
 * values twice and in order. Request values only ever enter through `param`; `raw` takes catalogue identifiers and
 * the builder's own keywords.
 */
export type SqlParam = string | number;

export interface Fragment {
  readonly text: string;
  readonly params: readonly SqlParam[];
}

export const raw = (text: string): Fragment => ({ text, params: [] });
export const param = (value: SqlParam): Fragment => ({ text: '?', params: [value] });

/** A double-quoted identifier; callers pass catalogue names only, and the pattern refuses anything else. */
export function ident(name: string): Fragment {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not an identifier: ${name}`);
  return raw(`"${name}"`);
}

export function join(parts: readonly Fragment[], separator: string): Fragment {
  return { text: parts.map((p) => p.text).join(separator), params: parts.flatMap((p) => p.params) };
}

/** Tagged template over fragments: sql`SUM(${column})`. */
export function sql(strings: TemplateStringsArray, ...parts: Fragment[]): Fragment {
  let text = strings[0]!;
  const params: SqlParam[] = [];
  parts.forEach((part, i) => {
    text += part.text + strings[i + 1]!;
    params.push(...part.params);
  });
  return { text, params };
}

export const list = (values: readonly SqlParam[]): Fragment => join(values.map(param), ', ');
