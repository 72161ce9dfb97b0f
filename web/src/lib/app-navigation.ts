/**
 * Navigation for code outside React (the API client's 404 rule). The router registers itself at start; before
 * that, or in a page without the router, the browser loads the address instead.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to, options) => (options?.replace ? location.replace(to) : location.assign(to));

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function appNavigate(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}

/** The current path plus query, remembered for the return after sign-in (000 2.1, 8). */
export function currentPathAndQuery(): string {
  return `${location.pathname}${location.search}`;
}

/** A return path from the query is only followed inside this site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
