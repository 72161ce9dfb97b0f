/** Vitest setup for the web screens: jest-dom matchers and the browser pieces jsdom lacks that Ant Design needs. */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { notification } from 'antd';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterEach, vi } from 'vitest';

Object.assign(globalThis, { __BUILD_VERSION__: 'test-build' });

// Lazy route modules are transformed on first use, which takes a while under jsdom.
configure({ asyncUtilTimeout: 5_000 });

// The app updates when fetches, lazy route modules and antd animations settle, outside any act(); the tests wait
// for what the user sees instead (findBy, waitFor). Every other console error still shows.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
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
  // React's scheduler runs work queued before the unmount (passive effects, updates from settled fetches) in later
  // macrotasks, yielding every few milliseconds: let all of it run while jsdom is still there (after the last test of
  // a file it would find no window). An idle-priority task runs only once every other queued task has.
  await new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => void resolve(undefined)));
  // Notices render in their own React root; let it finish before jsdom goes away.
  if (document.querySelector('.ant-notification')) await act(async () => notification.destroy());
  FakeWebSocket.instances = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.title = '';
});
