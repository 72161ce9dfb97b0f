import { resetPasswordBodySchema } from '@shared/contracts/users';
import { MESSAGES } from '@shared/messages';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { unprocessable } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { setPassword } from '../accounts';
import { linksRepository } from '../links-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';

/**
 * POST auth/password/reset {token, password} (public): the new password for an active account; the link is used up
 * and every open session of the account ends. An expired or used link answers so and changes nothing.
 */
export default definePublicRoute({
  request: { body: resetPasswordBodySchema },
  async handle({ body: { token, password } }) {
    const { validity, userId } = await linksRepository.check(token, 'reset');
    if (validity === 'EXPIRED') throw unprocessable(MESSAGES.linkExpired);
    const user = userId ? await usersRepository.get(userId) : null;
    if (validity !== 'VALID' || user?.status !== 'ACTIVE') throw unprocessable(MESSAGES.linkInvalid);
    if (!(await linksRepository.claim(token))) throw unprocessable(MESSAGES.linkInvalid);
    try {
      await setPassword(user.email, password);
    } catch (err) {
      await linksRepository.release(token);
      throw err;
    }
    await sessionsRepository.deleteAllOfUser(user.id);
    return { body: { message: MESSAGES.passwordChanged } };
  },
});
