/** Vitest setup for the web screens: jest-dom matchers and the browser pieces jsdom lacks that Ant Design needs. */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { ConfigProvider, message, notification } from 'antd';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterEach, vi } from 'vitest';

Object.assign(globalThis, { __BUILD_VERSION__: 'test-build' });

// Messages and notices (their own React root) without motion: jsdom never ends a CSS transition, so a closed notice
// would stay in its leave animation, stepped by animation-frame timers that can outlive the file's jsdom.
ConfigProvider.config({ theme: { token: { motion: false } } });

// Lazy route modules are transformed on first use, which takes a while under jsdom.
configure({ asyncUtilTimeout: 5_000 });

// The app updates when fetches, lazy route modules and antd animations settle, outside any act(); the tests wait
// for what the user sees instead (findBy, waitFor). Every other console error still shows.
// The motion-free theme above is given to antd's message and notification roots by ConfigProvider.config, which makes
// antd warn on every static call that it 'can not consume context like dynamic theme': expected here, so not shown.
const consoleError = console.error.bind(console);
const EXPECTED_ERRORS = ['not wrapped in act(', 'Static function can not consume context like dynamic theme'];
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && EXPECTED_ERRORS.some((text) => (args[0] as string).includes(text))) return;
  consoleError(...args);
};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// jsdom does not implement pseudo-element styles; Ant Design asks for them (scrollbar measuring).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.scrollTo = () => undefined;

/** A WebSocket that never connects; tests reach the open sockets through FakeWebSocket.instances. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  send() {}
  /** The server pushes a message. */
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}
Object.assign(globalThis, { WebSocket: FakeWebSocket });

afterEach(async () => {
  cleanup();
  // Messages and notices render in a React root of their own and close on a timer (3 s for a message): a timer left
  // running fires into a torn-down jsdom when the file ends just before it ('window is not defined'). End them now.
  if (document.querySelector('.ant-message-notice, .ant-notification-notice')) {
    await act(async () => {
      message.destroy();
      notification.destroy();
    });
  }
  // React's scheduler runs work queued before now (passive effects, updates from settled fetches) in later macrotasks,
  // yielding every few milliseconds: let all of it run while jsdom is still there. An idle-priority task runs only
  // once every other queued task has.
  await new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => void resolve(undefined)));
  FakeWebSocket.instances = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.title = '';
});
