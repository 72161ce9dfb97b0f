import { isTopAdmin } from '@shared/domain/roles';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner as present } from '../present';

/** GET partners: the partners the caller may work in. Top admins see every partner; everyone else only their own. */
export default defineRoute({
  async handle({ caller }) {
    const { user } = caller;
    if (isTopAdmin(user.role)) return { body: (await partnersRepository.list()).map(present) };
    const own = await partnersRepository.get(user.partnerId);
    return { body: own ? [present(own)] : [] };
  },
});
