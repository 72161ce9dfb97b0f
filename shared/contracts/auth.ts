/** Contracts of the authentication calls (000 7.2). */
import * as z from 'zod';
import { ROLES } from '../domain/roles';
import { idSchema } from './common';

export const usernameSchema = z.string().trim().toLowerCase().min(1, 'Required').max(254);

export const authModeRequestSchema = z.object({ username: usernameSchema });
export const authModeSchema = z.enum(['local', 'SAML', 'Google']);
export const authModeResponseSchema = z.object({ authMode: authModeSchema });

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1, 'Required').max(256),
});

export const currentUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  /** The user's name (their email when none was given): the label of the header's account menu. */
  name: z.string(),
  role: z.enum(ROLES),
  isConceptOnly: z.boolean(),
  isAdmin: z.boolean(),
  partnerId: idSchema,
  /** The CSRF token tied to the session (the stored session's `token` field, 000 3). */
  token: z.string(),
  /** The session's sliding max age, so the browser's session clock matches the server's. */
  sessionMaxAgeMs: z.number().int().positive(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** auth/login answers role, id, username, email (000 7.2), plus what the shell needs to start. */
export const loginResponseSchema = currentUserSchema;
