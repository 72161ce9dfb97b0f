import { userListQuerySchema } from '@shared/contracts/users';
import { isInternalRole } from '@shared/domain/users';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { pageOf } from '../present';
import { usersRepository } from '@functions/lib/identity/users-repository';

/** GET users/admins (super): the internal users, super and admin, of every partner. */
export default defineRoute({
  request: { query: userListQuerySchema },
  async handle({ query }) {
    const partners = await partnersRepository.list();
    const users = (await Promise.all(partners.map((p) => usersRepository.listByPartner(p.id)))).flat().filter((u) => isInternalRole(u.role));
    return { body: pageOf(users, query) };
  },
});
