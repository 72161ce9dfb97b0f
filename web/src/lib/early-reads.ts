/**
 * Reads started before the code that needs them has loaded: the session check as the app's code loads, a screen's first
 * calls as its route's code loads (app/screens.ts). The answer of a read started here goes to the first API call of the
 * same address made on the same page, which treats it as its own answer (status rules, session clock, build version:
 * api-client.ts); so nothing of an early read shows unless the screen asks for it. Each answer is taken once; those of
 * another page are dropped unread when a call is made elsewhere.
 */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/** The address of an API call: the path under /api and its query (arrays repeat the name). */
export function apiAddress(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** A page: its path and query, as `location` has it. */
export const pageOf = (url: Pick<URL, 'pathname' | 'search'>) => `${url.pathname}${url.search}`;

const early = new Map<string, { page: string; answer: Promise<Response>; body?: Promise<unknown> }>();

/**
 * Starts a GET of `address` for `page` (where the screen that will ask for it shows), unless one is waiting already.
 * With `peek`, a copy of a successful answer's body is read too (peekEarlyRead), for reads that follow from it.
 */
export function startEarlyRead(address: string, page: string, options: { peek?: boolean } = {}): void {
  if (early.get(address)?.page === page) return;
  const answer = fetch(address, { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } });
  // copied as it arrives, before the call that takes the answer reads its body
  const body = options.peek ? answer.then((r) => (r.ok ? r.clone().json() : undefined)).catch(() => undefined) : undefined;
  early.set(address, { page, answer, body });
}

/** The body of a waiting early read started with `peek` (undefined for a refusal); the answer stays its caller's. */
export function peekEarlyRead(address: string): Promise<unknown> | undefined {
  return early.get(address)?.body;
}

/** The early answer for `address` on this page, once (an abort of the caller's signal ends the wait, as it ends a fetch). */
export function takeEarlyRead(address: string, signal?: AbortSignal): Promise<Response> | undefined {
  const page = pageOf(location);
  for (const [key, entry] of early) if (entry.page !== page) early.delete(key);
  const entry = early.get(address);
  if (!entry) return undefined;
  early.delete(address);
  if (!signal) return entry.answer;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    entry.answer.then(resolve, reject);
  });
}
