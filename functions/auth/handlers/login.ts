import { loginRequestSchema } from '@shared/contracts/auth';
import { MESSAGES } from '@shared/messages';
import { config } from '@functions/lib/config';
import { notAuthorized, tooManyRequests } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { sessionCookie } from '@functions/lib/session';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { presentCurrentUser } from '../current-user';
import { checkPassword } from '../identity';
import { loginAttemptsRepository, sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { sourceThrottle } from '../source-throttle';

/**
 * POST auth/login {username, password}: Cognito checks the password, the API opens a session and sets its cookie.
 * Seven failures in a row lock the account for a while ('Too Many Requests', checked before the password); every
 * refusal reads the same. Too many failures from one client address, whatever the accounts, turn that address's
 * further failures into 'Too Many Requests' for the rest of the minute; the password is checked first and only
 * failures count, so a right password still signs in from it (everyone behind one office NAT is not locked out by one
 * person's typos or a sprayer). The per-username lock still bounds the guesses at any one account.
 */
export default definePublicRoute({
  request: { body: loginRequestSchema },
  async handle({ body: { username, password }, event }) {
    const source = event.requestContext.http.sourceIp;
    if (await loginAttemptsRepository.lockedFor(username)) throw tooManyRequests();
    const email = await checkPassword(username, password);
    const user = email ? await usersRepository.findByEmail(email) : null;
    if (!user || user.status !== 'ACTIVE') {
      // the account's count first, so a throttled address's guesses still lead to the per-username lock
      await loginAttemptsRepository.recordFailure(username);
      await sourceThrottle.check('login', source);
      await sourceThrottle.record('login', source);
      throw notAuthorized(MESSAGES.wrongCredentials);
    }
    await loginAttemptsRepository.clear(username);
    const session = await sessionsRepository.create(user.id, config.sessionMaxAgeMs);
    return { body: presentCurrentUser(user, session), cookies: [sessionCookie(session.id)] };
  },
});
