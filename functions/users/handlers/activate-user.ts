import { userIdParamsSchema } from '@shared/contracts/users';
import { defineRoute } from '@functions/lib/http';
import { loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';
import { usersRepository } from '@functions/lib/identity/users-repository';

/** POST users/{id}/activate: a deactivated user may sign in again with their password. */
export default defineRoute({
  request: { params: userIdParamsSchema },
  async handle({ params, caller }) {
    const user = await loadManagedUser(caller, params.id);
    await userWrites.setStatus(user.id, ['DEACTIVATED'], 'ACTIVE');
    return { body: presentUser((await usersRepository.get(user.id))!) };
  },
});
