import type { z } from 'zod';
import type { CurrentUser, loginRequestSchema } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { safeReturnPath } from '@web/lib/app-navigation';

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST auth/login: a 401 carries the server's text for the sign-in page (000 7.2). */
export function login(credentials: LoginRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>('auth/login', credentials, { unauthorizedIsAnswer: true });
}

/**
 * Single sign-on and Google sign-in are browser redirects to the API (000 7.2). The path the user wanted (the login
 * page's `redirect`) travels as returnPath: the API's callback lands there after sign-in.
 */
export function redirectToSingleSignOn(mode: 'SAML' | 'Google', username: string): void {
  const path = mode === 'SAML' ? 'saml-login' : 'google-login';
  const returnPath = safeReturnPath(new URLSearchParams(location.search).get('redirect'));
  location.assign(`/api/auth/${path}?${new URLSearchParams({ username, ...(returnPath ? { returnPath } : {}) }).toString()}`);
}
