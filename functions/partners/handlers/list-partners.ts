import { isTopAdmin } from '../../../shared/domain/roles';
import { defineRoute } from '../../lib/http';
import { partnersRepository, type Partner } from '../partners-repository';

const present = (p: Partner) => ({ _id: p.id, name: p.name, type: p.type, archived: p.archived });

/** GET partners: the partners the caller may work in. Top admins see every partner; everyone else only their own. */
export default defineRoute({
  async handle({ caller }) {
    const { user } = caller!;
    if (isTopAdmin(user.role)) return { body: (await partnersRepository.list()).map(present) };
    const own = await partnersRepository.get(user.partnerId);
    return { body: own ? [present(own)] : [] };
  },
});
