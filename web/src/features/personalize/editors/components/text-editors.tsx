/**
 * The text-like value editors (001 2 'Modals'): plain text (Enter makes no line break: the column is plain text),
 * rich text (bold, italic, underline, line breaks), url (001 5: a protocol is needed except for Display Link; http,
 * https, ftp or www forms) and dropdown (the field's possible values, 001 3 'Template possibleValues').
 */
import { Button, Input, Select, Space, Typography } from 'antd';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { urlValueError } from '@shared/domain/variant-rules';
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

const MARKS = [
  { tag: 'b', label: 'Bold' },
  { tag: 'i', label: 'Italic' },
  { tag: 'u', label: 'Underline' },
] as const;
const TOKEN = /<(\/?)(b|i|u)>|<br\s*\/?>|\n/gi;

/** The value as it will read: only b, i, u and line breaks are markup; anything else shows as the text it is. */
export function RichTextPreview({ value }: { value: string }) {
  const root: ReactNode[] = [];
  const stack: { tag: string; children: ReactNode[] }[] = [{ tag: '', children: root }];
  let last = 0;
  let key = 0;
  const text = (t: string) => t && stack.at(-1)!.children.push(<Fragment key={key++}>{t}</Fragment>);
  for (const m of value.matchAll(TOKEN)) {
    text(value.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, tag] = m;
    if (!tag) stack.at(-1)!.children.push(<br key={key++} />);
    else if (!closing) stack.push({ tag: tag.toLowerCase(), children: [] });
    else if (stack.length > 1 && stack.at(-1)!.tag === tag.toLowerCase()) {
      const { tag: t, children } = stack.pop()!;
      stack.at(-1)!.children.push(t === 'b' ? <b key={key++}>{children}</b> : t === 'i' ? <i key={key++}>{children}</i> : <u key={key++}>{children}</u>);
    } else text(m[0]);
  }
  text(value.slice(last));
  while (stack.length > 1) {
    const { children } = stack.pop()!;
    stack.at(-1)!.children.push(...children);
  }
  return <div aria-label="Rich text preview">{root}</div>;
}

export const RichTextEditorModal = freshOnOpen(function RichTextEditorModal(props: ValueEditorProps) {
  const [value, setValue] = useState(props.field.value);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const wrap = (tag: string) => {
    const el = area.current;
    const [start, end] = el ? [el.selectionStart, el.selectionEnd] : [value.length, value.length];
    setValue(`${value.slice(0, start)}<${tag}>${value.slice(start, end)}</${tag}>${value.slice(end)}`);
  };
  return (
    <ValueEditorFrame {...props} width={640} prepare={() => done(requiredProblem(props.field, value), value)}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space.Compact>
          {MARKS.map((m) => (
            <Button key={m.tag} onClick={() => wrap(m.tag)}>
              {m.label}
            </Button>
          ))}
        </Space.Compact>
        <Input.TextArea
          aria-label={props.field.name}
          ref={(r) => void (area.current = r?.resizableTextArea?.textArea ?? null)}
          autoSize={{ minRows: 3, maxRows: 10 }}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Typography.Text type="secondary">Preview</Typography.Text>
        <RichTextPreview value={value} />
      </Space>
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
