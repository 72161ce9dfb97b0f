/**
 * Rich text values (001 2 'Modals': the rich text editor): the markup the templates read is bold, italic, underline
 * and line breaks, `<b>`, `<i>`, `<u>` and `<br>`, around text. Nothing else is markup: any other tag (a script, an
 * image with an onerror, a link) is text, stored with its `<` and `>` escaped, so it shows as the characters typed and
 * never runs. `parseRichText` reads a stored value (or pasted HTML's text) into nodes; `serializeRichText` writes
 * nodes back as the only markup allowed; `sanitizeRichText` is both, the check every value passes on its way into and
 * out of the editor.
 */

export type RichMark = 'b' | 'i' | 'u';
export type RichNode = { kind: 'text'; text: string } | { kind: 'br' } | { kind: RichMark; children: RichNode[] };

export const RICH_MARKS: readonly RichMark[] = ['b', 'i', 'u'];

/** The tags read as marks (strong and em, from pasted documents, are bold and italic), line breaks and newlines. */
const TOKEN = /<(\/?)(b|i|u|strong|em)\s*>|<br\s*\/?>|\r?\n/gi;
const MARK_OF: Record<string, RichMark> = { b: 'b', strong: 'b', i: 'i', em: 'i', u: 'u' };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** The text of a value: its character references read (`&lt;b&gt;` is the text `<b>`); a lone `&` stays. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+|#39);/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (NAMED[lower] !== undefined) return NAMED[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Text as markup: `<` and `>` escaped (no tag can start), `&` escaped only where it would start a reference. */
export const escapeRichText = (text: string) => text.replace(/&(?=#?[0-9a-z]+;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stored value as nodes: unknown tags are text; a closing tag without its opening is text; an unclosed mark ends with the value. */
export function parseRichText(markup: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { mark: RichMark | null; children: RichNode[] }[] = [{ mark: null, children: root }];
  const top = () => stack[stack.length - 1]!;
  const text = (t: string) => {
    if (t) top().children.push({ kind: 'text', text: decodeEntities(t) });
  };
  let last = 0;
  for (const m of markup.matchAll(TOKEN)) {
    text(markup.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, tag] = m;
    if (!tag) top().children.push({ kind: 'br' });
    else if (!closing) stack.push({ mark: MARK_OF[tag.toLowerCase()]!, children: [] });
    else if (stack.length > 1 && top().mark === MARK_OF[tag.toLowerCase()]) {
      const { mark, children } = stack.pop()!;
      top().children.push({ kind: mark!, children });
    } else text(m[0]);
  }
  text(markup.slice(last));
  while (stack.length > 1) {
    const { mark, children } = stack.pop()!;
    top().children.push({ kind: mark!, children });
  }
  return root;
}

/**
 * Nodes as the stored markup: text escaped, empty marks dropped, a mark inside the same mark unwrapped, neighbouring
 * texts and neighbouring equal marks joined, so the same formatting is always written the same way.
 */
export function serializeRichText(nodes: readonly RichNode[]): string {
  return normalize(nodes, new Set()).map(write).join('');
}

function normalize(nodes: readonly RichNode[], open: ReadonlySet<RichMark>): RichNode[] {
  const out: RichNode[] = [];
  const push = (node: RichNode) => {
    const prev = out[out.length - 1];
    if (node.kind === 'text' && prev?.kind === 'text') prev.text += node.text;
    else if (node.kind !== 'text' && node.kind !== 'br' && prev?.kind === node.kind) prev.children = normalize([...prev.children, ...node.children], new Set([...open, node.kind]));
    else out.push(node.kind === 'text' ? { ...node } : node);
  };
  for (const node of nodes) {
    if (node.kind === 'text') {
      if (node.text) push(node);
    } else if (node.kind === 'br') push(node);
    else if (open.has(node.kind)) normalize(node.children, open).forEach(push);
    else {
      const children = normalize(node.children, new Set([...open, node.kind]));
      if (children.length) push({ kind: node.kind, children });
    }
  }
  return out;
}

const write = (node: RichNode): string =>
  node.kind === 'text' ? escapeRichText(node.text) : node.kind === 'br' ? '<br>' : `<${node.kind}>${node.children.map(write).join('')}</${node.kind}>`;

/** A value with only the allowed markup (every other tag escaped as text), written the one way. */
export const sanitizeRichText = (markup: string): string => serializeRichText(parseRichText(markup));

/** The value's text without markup (what a plain reader sees; line breaks as newlines). */
export function richTextPlain(nodes: readonly RichNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'br' ? '\n' : richTextPlain(n.children))).join('');
}
