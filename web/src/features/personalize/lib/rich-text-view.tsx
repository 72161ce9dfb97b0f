/**
 * A rich text value shown as it reads (shared/domain/rich-text.ts): bold, italic, underline and line breaks as
 * formatting, any other markup as the text it is. Used by the grid's cells and the editors' previews.
 */
import { Fragment, type ReactNode } from 'react';
import { parseRichText, richTextPlain, type RichNode } from '@shared/domain/rich-text';

/** Whether a text value carries rich text markup (the cell shows it formatted; the rich text editor opens). */
export const hasRichMarkup = (value: string) => /<(b|i|u|br)\s*\/?>/i.test(value);

/** The value's words without markup, on one line (a cell's accessible name and tooltip). */
export const richTextLine = (value: string) => richTextPlain(parseRichText(value)).replace(/\s*\n\s*/g, ' ').trim();

const nodes = (list: readonly RichNode[]): ReactNode[] =>
  list.map((n, key) => {
    if (n.kind === 'text') return <Fragment key={key}>{n.text}</Fragment>;
    if (n.kind === 'br') return <br key={key} />;
    const Tag = n.kind;
    return <Tag key={key}>{nodes(n.children)}</Tag>;
  });

export function RichText({ value }: { value: string }) {
  return <>{nodes(parseRichText(value))}</>;
}
