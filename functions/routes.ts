/**
 * THE route table: every HTTP call of the API, who may make it, and which domain Lambda answers it.
 * Data only (no handler imports): the CDK API stack creates one route per entry, the local gateway mounts the
 * same entries, and the role-matrix test is generated from it. Paths are relative to `/api`.
 */
import type { Access } from '../shared/domain/roles';

export const API_PREFIX = '/api';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  domain: Domain;
  /** The handler file in functions/<domain>/handlers/ (verb-noun). */
  operation: string;
  access: Access;
  /** Mutations need the session's CSRF header; public sign-in calls have no session yet. */
  csrf: boolean;
}

export const DOMAINS = ['auth', 'partners'] as const;
export type Domain = (typeof DOMAINS)[number];

export const ROUTES: readonly RouteEntry[] = [
  { method: 'POST', path: '/auth/mode', domain: 'auth', operation: 'get-auth-mode', access: 'PUBLIC', csrf: false },
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/auth/current-user', domain: 'auth', operation: 'get-current-user', access: 'SIGNED_IN', csrf: false },
  { method: 'POST', path: '/auth/logout', domain: 'auth', operation: 'logout', access: 'SIGNED_IN', csrf: true },
  { method: 'GET', path: '/partners', domain: 'partners', operation: 'list-partners', access: 'SIGNED_IN', csrf: false },
];

export const routeKey = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${API_PREFIX}${r.path}`;
