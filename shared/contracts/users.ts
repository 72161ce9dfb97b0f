/** Contracts of the user, invitation and password calls (002 7 'Users'; 001 7 'Users in this area'; 000 5). */
import * as z from 'zod';
import { AUTH_TYPES, LINK_VALIDITIES, TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, USER_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { isEmail, nameProblem, passwordProblems } from '../domain/passwords';
import { ROLES } from '../domain/roles';
import { idSchema, typedName } from './common';

export const emailSchema = z.string().trim().max(254).refine(isEmail, MESSAGES.invalidEmail);

/** A password answers each unmet rule as its own issue, with the spec's code as the message. */
export const passwordSchema = z
  .string()
  .max(256)
  .superRefine((password, ctx) => {
    for (const code of passwordProblems(password)) ctx.addIssue({ code: 'custom', message: code });
  });

export const nameSchema = z
  .string()
  .max(100)
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(typedName(z.string()));

export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(ROLES),
  partnerId: idSchema,
  isConceptOnly: z.boolean(),
  status: z.enum(USER_STATUSES),
  businessNodes: z.array(idSchema),
  authType: z.enum(AUTH_TYPES),
});
export type UserView = z.infer<typeof userSchema>;

export const userPageSchema = z.object({ total: z.number().int().nonnegative(), results: z.array(userSchema) });
export type UserPage = z.infer<typeof userPageSchema>;

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 20, 30 or 40');

/** GET users/by-partner and users/admins: filters role, status, search; page from 1. */
export const userListQuerySchema = z.object({
  partnerId: idSchema.optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: pageSize.default(TABLE_DEFAULT_PAGE_SIZE),
});
export type UserListQuery = Partial<z.output<typeof userListQuerySchema>>;

export const userIdParamsSchema = z.object({ id: idSchema });
export const reinviteParamsSchema = z.object({ userId: idSchema });
export const nodeParamsSchema = z.object({ id: idSchema });
/** Invitation and reset tokens are opaque base64url secrets. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Wrong link');
export const tokenParamsSchema = z.object({ token: tokenSchema });

/** PUT users/{id}: role and concepts-only; business nodes only for roles assigned to nodes. */
export const updateUserBodySchema = z.object({
  role: z.enum(ROLES).optional(),
  isConceptOnly: z.boolean().optional(),
  businessNodes: z.array(idSchema).max(500).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const businessNodesBodySchema = z.object({ businessNodes: z.array(idSchema).min(1).max(500) });

/** POST invitations/node/{id} (001 3 'User (as invited)'): email, role, partnerId, isConceptOnly. */
export const inviteBodySchema = z.object({
  email: emailSchema,
  role: z.enum(ROLES),
  partnerId: idSchema,
  isConceptOnly: z.boolean().default(false),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** POST users (super): an internal user, invited by email; admins belong to a partner. */
export const createInternalUserBodySchema = z.object({
  email: emailSchema,
  role: z.enum(['super', 'admin']),
  partnerId: idSchema.optional(),
});
export type CreateInternalUserBody = z.input<typeof createInternalUserBodySchema>;

export const reinviteBodySchema = z.object({ businessNodeId: idSchema.optional() });

export const linkCheckSchema = z.object({ validity: z.enum(LINK_VALIDITIES), email: z.string().optional() });
export type LinkCheck = z.infer<typeof linkCheckSchema>;

export const acceptInvitationBodySchema = z.object({ name: nameSchema, password: passwordSchema });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export const messageSchema = z.object({ message: z.string() });
