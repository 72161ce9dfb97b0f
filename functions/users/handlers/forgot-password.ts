import { PASSWORD_RESET_TTL_MS } from '@shared/constants';
import { forgotPasswordBodySchema } from '@shared/contracts/users';
import { MESSAGES } from '@shared/messages';
import { definePublicRoute } from '@functions/lib/http';
import { mailPasswordReset } from '../invitations';
import { linksRepository } from '../links-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { errorText, logger } from '@functions/lib/logger';
import { sourceThrottle } from '@functions/auth/public';

/**
 * POST auth/password/forgot {email} (public): always the same answer, so nobody learns whether an email has an
 * account; an active account gets a single-use link valid 1 hour. A mail failure is logged, not answered.
 */
export default definePublicRoute({
  request: { body: forgotPasswordBodySchema },
  async handle({ body, event }) {
    // Every request counts against its client address: nobody may mail-bomb accounts by their addresses.
    const source = event.requestContext.http.sourceIp;
    await sourceThrottle.check('reset', source);
    await sourceThrottle.record('reset', source);
    const user = await usersRepository.findByEmail(body.email);
    if (user?.status === 'ACTIVE') {
      try {
        const token = await linksRepository.issue('reset', user.id, PASSWORD_RESET_TTL_MS);
        await mailPasswordReset(user.email, token);
      } catch (err) {
        logger.error('password reset mail failed', { error: errorText(err) });
      }
    }
    return { body: { message: MESSAGES.resetRequested } };
  },
});
