/**
 * The rich text editor's document (a contentEditable element) and the stored markup (shared/domain/rich-text.ts), both
 * ways. In: the value is parsed into nodes and built with createElement / createTextNode, never assigned as HTML.
 * Out: the editor's DOM (what the browser made of typing, Ctrl+B, Enter or a paste) is walked and only bold, italic,
 * underline and line breaks are kept (strong, em and styled spans read as marks; a block starts a new line); every
 * other element gives its text only. Pasted HTML goes through the same walk in an inert document (DOMParser: nothing
 * in it loads or runs).
 */
import { parseRichText, serializeRichText, type RichMark, type RichNode } from '@shared/domain/rich-text';

const MARK_TAGS: Record<string, RichMark> = { B: 'b', STRONG: 'b', I: 'i', EM: 'i', U: 'u' };
const BLOCKS = new Set(['DIV', 'P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'TR']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'HEAD', 'TITLE', 'META']);

/** The marks a styled element carries (a pasted `<span style="font-weight:700">`, Chrome's own spans). */
function styledMarks(el: HTMLElement): RichMark[] {
  const style = el.style;
  const marks: RichMark[] = [];
  if (style && (style.fontWeight === 'bold' || Number(style.fontWeight) >= 600)) marks.push('b');
  if (style?.fontStyle === 'italic') marks.push('i');
  if (style && (style.textDecoration.includes('underline') || style.textDecorationLine?.includes('underline'))) marks.push('u');
  return marks;
}

function walk(parent: Node): RichNode[] {
  const out: RichNode[] = [];
  parent.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      // a newline typed in the box (white-space: pre-wrap) is a line break
      (child.textContent ?? '')
        .replace(/\u00a0/g, ' ')
        .split(/\r?\n/)
        .forEach((line, i) => {
          if (i) out.push({ kind: 'br' });
          if (line) out.push({ kind: 'text', text: line });
        });
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const el = child as HTMLElement;
    if (DROPPED.has(el.tagName)) return;
    if (el.tagName === 'BR') {
      out.push({ kind: 'br' });
      return;
    }
    let inner = walk(el);
    // A block (Chrome's <div> for Enter, a pasted paragraph) is a line: a break before it unless it starts the text.
    if (BLOCKS.has(el.tagName)) {
      // an empty line's block holds one placeholder <br>: the line itself is that break
      if (inner.length === 1 && inner[0]!.kind === 'br') inner = [];
      if (out.length && out[out.length - 1]!.kind !== 'br') out.push({ kind: 'br' });
    }
    const marks = [...(MARK_TAGS[el.tagName] ? [MARK_TAGS[el.tagName]!] : []), ...styledMarks(el)];
    const wrapped = marks.reduceRight<RichNode[]>((children, mark) => [{ kind: mark, children }], inner);
    out.push(...wrapped);
    if (BLOCKS.has(el.tagName) && inner.length === 0) out.push({ kind: 'br' });
  });
  return out;
}

/** The editor's content as the stored markup; the placeholder `<br>` the browser keeps at the end is not content. */
export function editorMarkup(root: Node): string {
  const nodes = walk(root);
  dropTrailingBreak(nodes);
  return serializeRichText(nodes);
}

/** Removes the last line break of the text, also when it ends inside marks (`<b>sparkle<br><br></b>`). */
function dropTrailingBreak(nodes: RichNode[]) {
  const last = nodes[nodes.length - 1];
  if (last?.kind === 'br') nodes.pop();
  else if (last && last.kind !== 'text') dropTrailingBreak(last.children);
}

/** HTML from the clipboard as the stored markup (the same walk, in a document that loads and runs nothing). */
export function pastedMarkup(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return serializeRichText(walk(doc.body));
}

function build(nodes: readonly RichNode[], doc: Document): Node[] {
  return nodes.map((n) => {
    if (n.kind === 'text') return doc.createTextNode(n.text);
    if (n.kind === 'br') return doc.createElement('br');
    const el = doc.createElement(n.kind);
    el.append(...build(n.children, doc));
    return el;
  });
}

/** The nodes of a markup value, ready to insert. */
export function markupFragment(markup: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  fragment.append(...build(parseRichText(markup), doc));
  return fragment;
}

/** Fills the editor with a stored value; a value ending in a line break gets the placeholder the browser needs to show it. */
export function fillEditor(root: HTMLElement, markup: string) {
  const fragment = markupFragment(markup, root.ownerDocument);
  if (fragment.lastChild?.nodeName === 'BR') fragment.append(root.ownerDocument.createElement('br'));
  root.replaceChildren(fragment);
}

/** The marks around the selection's start inside the editor (the toolbar's pressed buttons). */
export function marksAtSelection(root: HTMLElement): Set<RichMark> {
  const marks = new Set<RichMark>();
  const selection = root.ownerDocument.getSelection();
  let node: Node | null = selection?.anchorNode ?? null;
  if (!node || !root.contains(node)) return marks;
  for (; node && node !== root; node = node.parentNode) {
    if (node instanceof HTMLElement) {
      const mark = MARK_TAGS[node.tagName];
      if (mark) marks.add(mark);
      styledMarks(node).forEach((m) => marks.add(m));
    }
  }
  return marks;
}

