import { authModeRequestSchema, type authModeResponseSchema } from '../../../shared/contracts/auth';
import type * as z from 'zod';
import { defineRoute } from '../../lib/http';

/**
 * POST auth/mode: how this username signs in. Without SSO configurations every account signs in locally; the answer
 * is the same whether or not the account exists, so it tells nobody which emails have accounts.
 */
export default defineRoute({
  request: { body: authModeRequestSchema },
  async handle() {
    const body: z.infer<typeof authModeResponseSchema> = { authMode: 'local' };
    return { body };
  },
});
