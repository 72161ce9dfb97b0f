import { storyboardParamsSchema, type StoryboardUserDto } from '@shared/contracts/storyboards';
import { nodeAccess } from '@shared/domain/business-nodes';
import { isTopAdmin, ROLE_GROUPS } from '@shared/domain/roles';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { storyboardOf } from '../storyboard-scope';

/**
 * GET /assets/concepts/{id}/storyboards/{sid}/users: who works on the storyboard, i.e. the partner's active users who
 * may see its concept (top admins, and users on one of its nodes), each tagged Final or Interim (002 3).
 */
export default defineRoute({
  request: { params: storyboardParamsSchema },
  async handle({ params, caller }) {
    const { concept } = await storyboardOf(caller, params.id, params.sid);
    const { nodes } = await loadScope(caller);
    const users = (await usersRepository.listByPartner(concept.partnerId)).filter(
      (u) =>
        u.status === 'ACTIVE' &&
        u.role !== 'analyst' &&
        (isTopAdmin(u.role) || concept.nodeIds.some((id) => nodeAccess(u, nodes).allowed.has(id))),
    );
    const body: StoryboardUserDto[] = users
      .map((u) => ({ _id: u.id, name: u.name ?? u.email, email: u.email, role: u.role, approval: ROLE_GROUPS.FINAL_APPROVERS.includes(u.role) ? ('Final' as const) : ('Interim' as const) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { body };
  },
});
