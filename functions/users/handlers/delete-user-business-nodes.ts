import { businessNodesBodySchema, userIdParamsSchema } from '@shared/contracts/users';
import { defineRoute } from '@functions/lib/http';
import { assertNodesOfPartner, loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';

/** POST users/{id}/business-nodes/delete: takes the named nodes of the user's partner off the user. */
export default defineRoute({
  request: { params: userIdParamsSchema, body: businessNodesBodySchema },
  async handle({ params, body, caller }) {
    const user = await loadManagedUser(caller, params.id);
    await assertNodesOfPartner(user.partnerId, body.businessNodes);
    const businessNodeIds = user.businessNodeIds.filter((id) => !body.businessNodes.includes(id));
    return { body: presentUser(await userWrites.update(user.id, { businessNodeIds })) };
  },
});
