import { businessNodesBodySchema, userIdParamsSchema } from '@shared/contracts/users';
import { isAssignedToNodes } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertNodesOfPartner, loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';

/** POST users/{id}/business-nodes/add: nodes of the user's partner; top admins are not assigned to nodes. */
export default defineRoute({
  request: { params: userIdParamsSchema, body: businessNodesBodySchema },
  async handle({ params, body, caller }) {
    const user = await loadManagedUser(caller, params.id);
    if (!isAssignedToNodes(user.role)) throw unprocessable(MESSAGES.wrongParams);
    await assertNodesOfPartner(user.partnerId, body.businessNodes);
    const businessNodeIds = [...new Set([...user.businessNodeIds, ...body.businessNodes])];
    return { body: presentUser(await userWrites.update(user.id, { businessNodeIds })) };
  },
});
