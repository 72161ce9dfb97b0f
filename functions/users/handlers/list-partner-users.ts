import { userListQuerySchema } from '@shared/contracts/users';
import { isInternalRole } from '@shared/domain/users';
import { defineRoute } from '@functions/lib/http';
import { pageOf } from '../present';
import { usersRepository } from '@functions/lib/identity/users-repository';

/** GET users/by-partner: the current partner's users (internal users live on /users), filtered and paged. */
export default defineRoute({
  request: { query: userListQuerySchema },
  async handle({ query, caller }) {
    const users = (await usersRepository.listByPartner(caller.partnerId)).filter((u) => !isInternalRole(u.role));
    return { body: pageOf(users, query) };
  },
});
