import { acceptInvitationBodySchema, tokenParamsSchema } from '@shared/contracts/users';
import { MESSAGES } from '@shared/messages';
import { presentCurrentUser } from '@functions/auth/public';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { config } from '@functions/lib/config';
import { unprocessable } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { sessionCookie } from '@functions/lib/session';
import { setPassword } from '../accounts';
import { linksRepository } from '../links-repository';
import { userWrites } from '../user-writes';
import { usersRepository } from '@functions/lib/identity/users-repository';

/**
 * POST invitations/{token}/accept {name, password} (public): sets the password, activates the user, uses up the
 * link and signs the invitee in as auth/login does. An expired or used link changes nothing.
 */
export default definePublicRoute({
  request: { params: tokenParamsSchema, body: acceptInvitationBodySchema },
  async handle({ params: { token }, body }) {
    const { validity, userId } = await linksRepository.check(token, 'invitation');
    if (validity === 'EXPIRED') throw unprocessable(MESSAGES.linkExpired);
    const user = userId ? await usersRepository.get(userId) : null;
    if (validity !== 'VALID' || user?.status !== 'PENDING') throw unprocessable(MESSAGES.linkInvalid);
    if (!(await linksRepository.claim(token))) throw unprocessable(MESSAGES.linkInvalid);
    try {
      await setPassword(user.email, body.password);
    } catch (err) {
      await linksRepository.release(token);
      throw err;
    }
    await userWrites.update(user.id, { name: body.name.trim() });
    await userWrites.setStatus(user.id, ['PENDING'], 'ACTIVE');
    const active = (await usersRepository.get(user.id))!;
    const session = await sessionsRepository.create(active.id, config.sessionMaxAgeMs);
    return { body: presentCurrentUser(active, session), cookies: [sessionCookie(session.id)] };
  },
});
