import { userIdParamsSchema } from '../../../shared/contracts/users';
import { sessionsRepository } from '../../auth/sessions-repository';
import { notAllowed } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';
import { usersRepository } from '../users-repository';
import { endSessionSockets } from '../../lib/realtime';

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
