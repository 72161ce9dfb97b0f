import { updateUserBodySchema, userIdParamsSchema } from '@shared/contracts/users';
import { isAssignedToNodes } from '@shared/domain/roles';
import { defineRoute } from '@functions/lib/http';
import { notAllowed } from '@functions/lib/errors';
import { assertGrantable, assertNodesOfPartner, loadManagedUser, presentUser } from '../present';
import { userWrites } from '../user-writes';

/**
 * PUT users/{id}: role and concepts-only; business nodes only for roles assigned to nodes (002 6: only admin and
 * super are not), so giving a top-admin role clears them.
 */
export default defineRoute({
  request: { params: userIdParamsSchema, body: updateUserBodySchema },
  async handle({ params, body, caller }) {
    const user = await loadManagedUser(caller, params.id);
    const role = body.role ?? user.role;
    if (body.role && body.role !== user.role) assertGrantable(caller.user.role, body.role);
    if (user.id === caller.user.id && role !== user.role) throw notAllowed();
    let businessNodeIds = body.businessNodes ? [...new Set(body.businessNodes)] : user.businessNodeIds;
    if (!isAssignedToNodes(role)) businessNodeIds = [];
    else await assertNodesOfPartner(user.partnerId, businessNodeIds);
    const updated = await userWrites.update(user.id, { role, isConceptOnly: body.isConceptOnly ?? user.isConceptOnly, businessNodeIds });
    return { body: presentUser(updated) };
  },
});
