/**
 * The text-like value editors (001 2 'Modals'): plain text (Enter makes no line break: the column is plain text),
 * rich text (bold, italic, underline, line breaks), url (001 5: a protocol is needed except for Display Link; http,
 * https, ftp or www forms) and dropdown (the field's possible values, 001 3 'Template possibleValues').
 */
import { Input, Select } from 'antd';
import { useState } from 'react';
import { parseRichText, richTextPlain, sanitizeRichText } from '@shared/domain/rich-text';
import { urlValueError } from '@shared/domain/variant-rules';
import { RichText } from '../../lib/rich-text-view';
import { RichTextEditor } from './rich-text-editor';
import { freshOnOpen, ValueEditorFrame, type EditedField, type ValueEditorProps } from './value-editor-modal';

const REQUIRED = 'This field is required';
const requiredProblem = (field: Pick<EditedField, 'optional'>, value: string) => (!field.optional && !value.trim() ? REQUIRED : null);
const done = (problem: string | null, value: string) => Promise.resolve(problem ? { problem } : { value });

/** Why a URL field's value cannot be saved (null: it can): required unless optional, then the URL rule of 001 5. */
export const urlValueProblem = (field: Pick<EditedField, 'name' | 'optional'>, value: string): string | null => requiredProblem(field, value) ?? urlValueError(field.name, value);

export const PlainTextEditorModal = freshOnOpen(function PlainTextEditorModal(props: ValueEditorProps) {
  const [value, setValue] = useState(props.field.value);
  return (
    <ValueEditorFrame {...props} prepare={() => done(requiredProblem(props.field, value), value)}>
      <Input.TextArea
        aria-label={props.field.name}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={value}
        // A plain-text column takes no line breaks: Enter does nothing, pasted breaks become spaces.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onChange={(e) => setValue(e.target.value.replace(/\r?\n/g, ' '))}
        autoFocus
      />
    </ValueEditorFrame>
  );
});

/** The value as it will read: only b, i, u and line breaks are markup; anything else shows as the text it is. */
export function RichTextPreview({ value }: { value: string }) {
  return (
    <div aria-label="Rich text preview">
      <RichText value={value} />
    </div>
  );
}

export const RichTextEditorModal = freshOnOpen(function RichTextEditorModal(props: ValueEditorProps) {
  // the stored value as the editor will write it: any markup but b, i, u and br is text from here on
  const [value, setValue] = useState(() => sanitizeRichText(props.field.value));
  return (
    <ValueEditorFrame {...props} width={640} prepare={() => done(requiredProblem(props.field, richTextPlain(parseRichText(value))), sanitizeRichText(value))}>
      <RichTextEditor label={props.field.name} initial={value} onChange={setValue} />
    </ValueEditorFrame>
  );
});

export const UrlEditorModal = freshOnOpen(function UrlEditorModal(props: ValueEditorProps) {
  const [value, setValue] = useState(props.field.value);
  return (
    <ValueEditorFrame {...props} prepare={() => done(urlValueProblem(props.field, value), value.trim())}>
      <Input aria-label={props.field.name} value={value} onChange={(e) => setValue(e.target.value)} placeholder="https://www.example.com" autoFocus />
    </ValueEditorFrame>
  );
});

export const DropdownEditorModal = freshOnOpen(function DropdownEditorModal(props: ValueEditorProps) {
  const [value, setValue] = useState(props.field.value);
  const options = (props.field.possibleValues ?? []).map((v: string) => ({ value: v, label: v }));
  return (
    <ValueEditorFrame {...props} prepare={() => done(requiredProblem(props.field, value), value)}>
      <Select aria-label={props.field.name} style={{ width: '100%' }} value={value || undefined} onChange={setValue} options={options} allowClear={props.field.optional} onClear={() => setValue('')} />
    </ValueEditorFrame>
  );
});
