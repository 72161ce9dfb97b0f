/**
 * Test helpers for the web screens: the API is mocked at the fetch boundary (status, body, build-version header),
 * and the whole app is rendered at a path as a browser would open it.
 */
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { PartnerSummary } from '@shared/domain/partners';
import type { Role } from '@shared/domain/roles';
import { App } from '@web/app/app';

export interface Reply {
  status?: number;
  body?: unknown;
  version?: string;
}
type Handler = Reply | ((request: { body: unknown; headers: Headers }) => Reply);
export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  credentials?: RequestCredentials;
}

const PARTNER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

export function userWith(role: Role, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
    username: `${role}@example.com`,
    email: `${role}@example.com`,
    name: 'Pat Example',
    role,
    isConceptOnly: false,
    isAdmin: ['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer'].includes(role),
    partnerId: PARTNER_ID,
    token: 'csrf-token-1',
    sessionMaxAgeMs: 900_000,
    ...extra,
  };
}

export const PARTNERS: PartnerSummary[] = [
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'Acme', type: 'Client', archived: false },
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'Demo Co', type: 'Demo', archived: false },
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa3', name: 'In House', type: 'Internal', archived: false },
];

export const notSignedIn: Reply = { status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Unauthorized' } };

/** Mocks fetch with a table of 'METHOD /api/path' → reply; anything else answers 404 Not Found. */
export function mockApi(table: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.origin);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: `${url.pathname}${url.search}`, body, headers, credentials: init.credentials });
    const handler = table[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler({ body, headers }) : (handler ?? { status: 404, body: { statusCode: 404, kind: 'NOT_FOUND', message: 'Not Found' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json', 'x-build-version': reply.version ?? 'test-build' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, table };
}

/** Opens the app at a path, as a browser tab would. */
export function openApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** The calls the signed-in home pages (/concepts, /reporter) make, answered empty unless a test says otherwise. */
export const HOME_CALLS: Record<string, Handler> = {
  'GET /api/concepts': { body: { total: 0, results: [] } },
  'GET /api/business-nodes': { body: [] },
  // the campaign list (/campaigns), which the navigation tests open
  'GET /api/campaigns': { body: { items: [], total: 0, page: 0, limit: 10, counts: { active: 0, archived: 0, deleted: 0 } } },
  // the analyst's home (/reporter)
  'GET /api/report/filters': { body: { campaigns: [], markets: [] } },
  'POST /api/report': { body: '' },
  'POST /api/report/batch': ({ body }) => ({ body: (body as { requests: unknown[] }).requests.map(() => ({ status: 200, tsv: '' })) }),
  'POST /api/report/assets': { body: {} },
  'POST /api/campaigns/benchmarks': { body: [] },
  'POST /api/report/variation-changes': { body: [] },
  // the header's notification centre, on every signed-in page
  'GET /api/notifications': { body: { notifications: [], unread: 0 } },
};

export function signedInAs(user: CurrentUser, more: Record<string, Handler> = {}) {
  return mockApi({ 'GET /api/auth/current-user': { body: user }, 'GET /api/partners': { body: PARTNERS }, ...HOME_CALLS, ...more });
}

export const currentPath = () => `${location.pathname}${location.search}`;

export async function findHeading(name: string) {
  return screen.findByRole('heading', { name, level: 2 });
}
