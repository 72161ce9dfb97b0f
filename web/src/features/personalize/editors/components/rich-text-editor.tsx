/**
 * The rich text editor itself (001 2 'Modals': rich text): a contentEditable box with a toolbar for bold, italic and
 * underline (also Ctrl/Cmd+B, I, U; the pressed state follows the caret), Enter for a line break, and Clear formatting.
 * It edits what the templates read: the value it reports is always the allowed markup only (lib/rich-text-dom.ts
 * walks the box). Pastes and drops never reach the page as HTML: their HTML is read in an inert document and only its
 * text, marks and line breaks are inserted. No other element can be made here (no links, images, lists or fonts).
 */
import { BoldOutlined, ClearOutlined, ItalicOutlined, UnderlineOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { escapeRichText, type RichMark } from '@shared/domain/rich-text';
import { editorMarkup, fillEditor, marksAtSelection, markupFragment, pastedMarkup } from '../../lib/rich-text-dom';

const MARKS: { mark: RichMark; label: string; key: string; command: string; icon: ReactNode }[] = [
  { mark: 'b', label: 'Bold', key: 'b', command: 'bold', icon: <BoldOutlined /> },
  { mark: 'i', label: 'Italic', key: 'i', command: 'italic', icon: <ItalicOutlined /> },
  { mark: 'u', label: 'Underline', key: 'u', command: 'underline', icon: <UnderlineOutlined /> },
];
const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The browser's editing command, when it has it (jsdom has none): true when it ran. */
function run(command: string, value?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/**
 * The marks on at the caret: the browser's own state when it has one (it knows the typing style a collapsed caret
 * gets after Ctrl+B), else the elements around the selection.
 */
function marksOn(root: HTMLElement): Set<RichMark> {
  const around = marksAtSelection(root);
  if (typeof document.queryCommandState !== 'function' || !rangeIn(root)) return around;
  try {
    return new Set(MARKS.filter((m) => document.queryCommandState(m.command)).map((m) => m.mark));
  } catch {
    return around;
  }
}

/** The selection's range when it is inside the editor. */
function rangeIn(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection?.rangeCount) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

/** Inserts allowed markup at the caret, replacing the selection (the editing command keeps undo; else by the range). */
function insertMarkup(root: HTMLElement, markup: string) {
  if (run('insertHTML', markup)) return;
  const range = rangeIn(root);
  const fragment = markupFragment(markup, root.ownerDocument);
  const last = fragment.lastChild;
  if (!range) return root.append(fragment);
  range.deleteContents();
  range.insertNode(fragment);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    root.ownerDocument.getSelection()?.removeAllRanges();
    root.ownerDocument.getSelection()?.addRange(range);
  }
}

export interface RichTextEditorProps {
  label: string;
  /** The stored value the box starts with (already sanitized). */
  initial: string;
  onChange: (markup: string) => void;
}

export function RichTextEditor({ label, initial, onChange }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<Set<RichMark>>(new Set());
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const root = box.current!;
    fillEditor(root, initial);
    const follow = () => setPressed(marksOn(root));
    root.ownerDocument.addEventListener('selectionchange', follow);
    return () => root.ownerDocument.removeEventListener('selectionchange', follow);
    // the box is filled once: from then on it is the browser's, and `initial` only changes with a new opening
  }, []);

  const emit = () => {
    const root = box.current!;
    onChange(editorMarkup(root));
    setPressed(marksOn(root));
  };

  /** Focus in the box with the selection it had (a toolbar click must not lose what the user selected). */
  const focusKeepingSelection = () => {
    const root = box.current!;
    // focused already (the toolbar keeps the focus): nothing to do, and re-selecting would reset the typing style
    if (root.ownerDocument.activeElement === root) return;
    const kept = rangeIn(root)?.cloneRange();
    root.focus();
    if (kept) {
      root.ownerDocument.getSelection()?.removeAllRanges();
      root.ownerDocument.getSelection()?.addRange(kept);
    }
  };

  const toggle = (mark: RichMark) => {
    const root = box.current!;
    focusKeepingSelection();
    const { command } = MARKS.find((m) => m.mark === mark)!;
    run('styleWithCSS', 'false');
    if (!run(command)) {
      // no editing commands (tests): wrap the selection in the mark
      const range = rangeIn(root);
      if (range && !range.collapsed) {
        const el = root.ownerDocument.createElement(mark);
        el.append(range.extractContents());
        range.insertNode(el);
        range.selectNodeContents(el);
        root.ownerDocument.getSelection()?.removeAllRanges();
        root.ownerDocument.getSelection()?.addRange(range);
      }
    }
    emit();
  };

  const lineBreak = () => {
    if (!run('insertLineBreak')) insertMarkup(box.current!, '<br>');
    emit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      return lineBreak();
    }
    const shortcut = (e.ctrlKey || e.metaKey) && !e.altKey && MARKS.find((m) => m.key === e.key.toLowerCase());
    if (shortcut) {
      e.preventDefault();
      toggle(shortcut.mark);
    }
  };

  const insertTransfer = (data: DataTransfer) => {
    const html = data.getData('text/html');
    const text = data.getData('text/plain');
    insertMarkup(box.current!, html ? pastedMarkup(html) : escapeRichText(text).replace(/\r?\n/g, '<br>'));
    emit();
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    insertTransfer(e.clipboardData);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const at = document.caretRangeFromPoint?.(e.clientX, e.clientY);
    if (at) {
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(at);
    }
    insertTransfer(e.dataTransfer);
  };

  const clear = () => {
    focusKeepingSelection();
    if (!run('removeFormat')) fillEditor(box.current!, escapeRichText(box.current!.textContent ?? ''));
    emit();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      <Space.Compact role="toolbar" aria-label="Formatting">
        {MARKS.map((m) => (
          <Tooltip key={m.mark} title={`${m.label} (${SHORTCUT}${m.key.toUpperCase()})`}>
            <Button aria-label={m.label} aria-pressed={pressed.has(m.mark)} type={pressed.has(m.mark) ? 'primary' : 'default'} icon={m.icon} onMouseDown={(e) => e.preventDefault()} onClick={() => toggle(m.mark)} />
          </Tooltip>
        ))}
        <Tooltip title="Line break (Enter)">
          <Button aria-label="Line break" onMouseDown={(e) => e.preventDefault()} onClick={() => (focusKeepingSelection(), lineBreak())}>
            ↵
          </Button>
        </Tooltip>
        <Tooltip title="Clear formatting">
          <Button aria-label="Clear formatting" icon={<ClearOutlined />} onMouseDown={(e) => e.preventDefault()} onClick={clear} />
        </Tooltip>
      </Space.Compact>
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        onInput={emit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={onDrop}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        style={{
          minHeight: 96,
          maxHeight: 260,
          overflowY: 'auto',
          padding: '6px 11px',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          border: `1px solid ${focused ? '#4096ff' : '#d9d9d9'}`,
          boxShadow: focused ? '0 0 0 2px rgba(5,145,255,0.1)' : undefined,
          borderRadius: 6,
          outline: 'none',
          cursor: 'text',
        }}
      />
    </Space>
  );
}
