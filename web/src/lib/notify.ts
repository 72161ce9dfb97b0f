/** Raises a notice from lib/notices.tsx, loading it (and antd's notification) on first use. */
type Notices = typeof import('./notices');

export function notify<K extends keyof Notices>(name: K, ...args: Parameters<Notices[K]>): Promise<void> {
  return import('./notices').then((notices) => (notices[name] as (...a: Parameters<Notices[K]>) => void)(...args));
}
