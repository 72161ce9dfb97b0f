import type { z } from 'zod';
import type { authModeResponseSchema } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

export type AuthModeResponse = z.infer<typeof authModeResponseSchema>;

/** POST auth/mode {username}: how this account signs in (local, SAML or Google). */
export function getAuthMode(username: string): Promise<AuthModeResponse> {
  return api.post<AuthModeResponse>('auth/mode', { username });
}
