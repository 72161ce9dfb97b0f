import { authModeRequestSchema, type authModeResponseSchema } from '@shared/contracts/auth';
import type * as z from 'zod';
import { definePublicRoute } from '@functions/lib/http';
import { ssoConfigsRepository } from '@functions/sso-configs/public';

/**
 * POST auth/mode: how this username signs in. SAML when an active SSO config covers the address's email domain,
 * else local. The answer depends on the domain only, never on whether the account exists, so it tells nobody which
 * emails have accounts.
 */
export default definePublicRoute({
  request: { body: authModeRequestSchema },
  async handle({ body: { username } }) {
    const covered = await ssoConfigsRepository.findActiveForEmail(username);
    const answer: z.infer<typeof authModeResponseSchema> = { authMode: covered ? 'SAML' : 'local' };
    return { body: answer };
  },
});
