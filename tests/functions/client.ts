/** A small caller of the API through the local gateway, as a browser would call it (cookies, CSRF header). */
import { PARTNER_READ_TTL_MS } from '@functions/campaigns/campaign-access';
import { inject } from 'vitest';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';

export const baseUrl = () => inject('stack').url;
export const PASSWORD = DEMO_PASSWORD_DEFAULT;

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the body is asserted field by field
  headers: Headers;
}

export async function call(method: string, path: string, init: { body?: unknown; rawBody?: string; cookie?: string; csrf?: string; contentType?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.csrf) headers['x-csrf-token'] = init.csrf;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: asserted as text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export interface SignedIn {
  cookie: string;
  csrf: string;
  user: Answer['body'];
}

export async function signIn(username: string, password = PASSWORD): Promise<SignedIn> {
  const res = await call('POST', '/api/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  return { cookie, csrf: res.body.token, user: res.body };
}

/**
 * The gateway keeps a partner's campaigns for up to a second (functions/campaigns/campaign-access.ts): campaigns a
 * test writes straight through the repository are seen by the API once that has passed.
 */
export const campaignsVisible = () => new Promise((resolve) => setTimeout(resolve, PARTNER_READ_TTL_MS + 100));
