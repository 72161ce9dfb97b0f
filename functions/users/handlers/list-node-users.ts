import { nodeParamsSchema } from '@shared/contracts/users';
import { isInternalRole } from '@shared/domain/users';
import { defineRoute } from '@functions/lib/http';
import { assertNodesOfPartner, presentUser } from '../present';
import { usersRepository } from '@functions/lib/identity/users-repository';

/** GET users/node/{id}: the users assigned to a node of the current partner. */
export default defineRoute({
  request: { params: nodeParamsSchema },
  async handle({ params, caller }) {
    await assertNodesOfPartner(caller.partnerId, [params.id]);
    const users = await usersRepository.listByPartner(caller.partnerId);
    return { body: users.filter((u) => !isInternalRole(u.role) && u.businessNodeIds.includes(params.id)).map(presentUser) };
  },
});
