import { html } from '@codemirror/lang-html';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';

/** HTML with its embedded script and style blocks highlighted; the editable content is named for screen readers and tests. */
const EXTENSIONS = [
  html(),
  EditorView.lineWrapping,
  EditorView.contentAttributes.of({ 'aria-label': 'Template code' }),
  EditorView.theme({
    '&': { fontSize: '12px', border: '1px solid #d9d9d9', borderRadius: '6px' },
    '&.cm-focused': { outline: '2px solid #91caff', outlineOffset: '-1px' },
    '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  }),
];

export interface CodeTextProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}

/**
 * The code field of the template code editor: CodeMirror with HTML (and the JS and CSS inside it), line numbers, and
 * a height that leaves the dialog's footer on screen. Its own module so the editor loads only when the dialog opens.
 */
export default function CodeText({ value, onChange, readOnly }: CodeTextProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={EXTENSIONS}
      height="min(640px, 62vh)"
      basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: !readOnly, autocompletion: true }}
    />
  );
}
