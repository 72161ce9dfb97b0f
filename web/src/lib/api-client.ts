/**
 * The one API client: the shared call behaviour of 000 7.1 and the status rules of 000 8.
 * Same origin, cookies; JSON bodies; the session's CSRF token on mutations; the build version compared on every
 * answer; 2xx restarts the session clock; 401 ends the session; 404 goes to /404; above 500 a persistent notice.
 */
import { BUILD_VERSION_HEADER, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER } from '@shared/constants';
import type { ErrorBody, ErrorKind } from '@shared/contracts/common';
import { appNavigate, currentPathAndQuery } from './app-navigation';
import { API_BASE, apiAddress, takeEarlyRead, type Query } from './early-reads';
import { notify } from './notify';
import { touchSessionClock } from './session-clock';
import { endSession, readSession } from './session-store';

export { API_BASE };

export const CLIENT_BUILD_VERSION = typeof __BUILD_VERSION__ === 'undefined' ? 'dev' : __BUILD_VERSION__;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly kind?: ErrorKind,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Sign-in and the current-user probe: a 401 is an answer for the caller, not the end of a session. */
  unauthorizedIsAnswer?: boolean;
  /** A read whose 404 is an answer for the caller (a figure not there), not a page that does not exist. */
  notFoundIsAnswer?: boolean;
  /** The Idempotency-Key of a POST; by default a fresh one per call. A caller that sends a create again passes the first key. */
  idempotencyKey?: string;
}

const MUTATIONS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const JSON_BODY: readonly Method[] = ['POST', 'PUT', 'PATCH'];

/** A fresh Idempotency-Key: the server answers a create sent again with the same key with its first answer. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** A POST whose connection failed before any answer is sent again (same key) this many more times. */
const POST_RETRIES = 2;

/** How often a read that answered 503 is asked again, and the longest wait its Retry-After may ask for. */
const READ_RETRIES = 2;
const RETRY_AFTER_MAX_MS = 5_000;
const retryAfterMs = (response: Response) => Math.min(RETRY_AFTER_MAX_MS, 1000 * (Number(response.headers.get('retry-after')) || 1));

function headersFor(method: Method, body: unknown, idempotencyKey?: string): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  // Form-data uploads set their own multipart content type.
  if (JSON_BODY.includes(method) && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const token = readSession()?.token;
  if (MUTATIONS.includes(method) && token) headers.set(CSRF_HEADER, token);
  return headers;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
  const message = typeof error.message === 'string' && error.message ? error.message : response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, message, error.kind, error.details);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const { body } = options;
  // Every POST carries a key, so a create that was written but whose answer was lost is not written twice on retry.
  const idempotencyKey = method === 'POST' ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const address = apiAddress(path, options.query);
  const send = () =>
    fetch(address, {
      method,
      credentials: 'include',
      headers: headersFor(method, body, idempotencyKey),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  let response: Response | undefined;
  // a read started before this screen's code had loaded (early-reads.ts) is this call's first answer
  const early = method === 'GET' ? takeEarlyRead(address, options.signal) : undefined;
  for (let attempt = 0; !response; attempt += 1) {
    try {
      response = await (attempt === 0 && early ? early : send());
    } catch (error) {
      // No answer at all (connection dropped): a POST is sent again with its key; aborts and other methods are not.
      if (!idempotencyKey || attempt >= POST_RETRIES || options.signal?.aborted) throw error;
    }
  }
  // The service unavailable for a moment (503): a read is asked again after the Retry-After it was given.
  for (let retry = 0; method === 'GET' && response.status === 503 && retry < READ_RETRIES && !options.signal?.aborted; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response!)));
    response = await send();
  }

  const version = response.headers.get(BUILD_VERSION_HEADER);
  if (version && version !== CLIENT_BUILD_VERSION) void notify('showUpdateNotice');

  const payload = await bodyOf(response);
  if (response.ok) {
    touchSessionClock();
    return payload as T;
  }
  const error = errorFrom(response, payload);
  if (response.status === 401 && !options.unauthorizedIsAnswer) {
    // The route guard sends the user to sign in (or the concepts-only error page) with this path remembered.
    endSession('expired');
  } else if (response.status === 404 && !options.notFoundIsAnswer) {
    appNavigate('/404', { state: { from: currentPathAndQuery() } });
  } else if (response.status > 500) {
    console.error(`${method} ${path} answered ${response.status}: ${error.message}`);
    void notify('showServerError');
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
