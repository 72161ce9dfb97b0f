import { userIdParamsSchema } from '@shared/contracts/users';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { notAllowed } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { endSessionSockets } from '@functions/lib/realtime';

/**
 * POST users/{id}/deactivate: the user cannot sign in any more and every open session ends at once (their next
 * call answers 401, their open sockets are closed). Deactivating oneself is refused: it would lock the caller out mid-action.
 */
export default defineRoute({
  request: { params: userIdParamsSchema },
  async handle({ params, caller }) {
    const user = await loadManagedUser(caller, params.id);
    if (user.id === caller.user.id) throw notAllowed();
    await userWrites.setStatus(user.id, ['ACTIVE', 'PENDING'], 'DEACTIVATED');
    await sessionsRepository.deleteAllOfUser(user.id);
    // Their open tabs end now too: told, then their sockets closed.
    await endSessionSockets({ userId: user.id });
    return { body: presentUser((await usersRepository.get(user.id))!) };
  },
});
