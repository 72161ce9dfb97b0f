/**
 * Where the editors open. Their code is a chunk of its own, loaded when one is first opened (the grid shows without
 * it). If that chunk fails to load (the connection dropped, or a release replaced it) or an editor throws while it
 * draws, a modal says so with 'Reload page' and 'Close', instead of a blank screen. Reloading is the way to try again:
 * the browser keeps a failed module import failed for the page's life, and after a release the page's chunk names
 * are stale anyway.
 */
import { Alert, Button, Modal } from 'antd';
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { MESSAGES } from '@shared/messages';
import type { EditorHostProps } from './editor-host';

const EditorHost = lazy(() => import('./editor-host').then((m) => ({ default: m.EditorHost })));

export function EditorSlot(props: EditorHostProps) {
  return (
    <EditorBoundary onClose={props.onClose}>
      <Suspense fallback={null}>
        <EditorHost {...props} />
      </Suspense>
    </EditorBoundary>
  );
}

/** React catches render and lazy-load errors only in a class component's error boundary. */
class EditorBoundary extends Component<{ children: ReactNode; onClose: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Modal
        open
        title={MESSAGES.editorUnavailableTitle}
        onCancel={this.props.onClose}
        footer={[
          <Button key="close" onClick={this.props.onClose}>
            Close
          </Button>,
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Reload page
          </Button>,
        ]}
      >
        <Alert type="error" showIcon title={MESSAGES.editorUnavailableText} />
      </Modal>
    );
  }
}
