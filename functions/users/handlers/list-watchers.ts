import { watchersQuerySchema, type WatcherDto } from '@shared/contracts/campaigns';
import { nodeAccess } from '@shared/domain/business-nodes';
import { loadScope, nodeIn } from '@functions/business-nodes/public';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { defineRoute } from '@functions/lib/http';

const MAX_WATCHERS_ANSWERED = 50;

/**
 * GET users/watchers?marketId&input&allowedRoles (001 7 'Users in this area'): the active users of the current partner
 * who may work on the market (assigned to it or a node above it; the partner's top admins too), of the allowed roles
 * (all when none given), whose name or email contains the input (case-insensitive); by name, at most 50. The market
 * must be a node the caller may read.
 */
export default defineRoute({
  request: { query: watchersQuerySchema },
  async handle({ query, caller }) {
    const scope = await loadScope(caller);
    nodeIn(scope, query.marketId, 'read');
    const input = query.input.trim().toLowerCase();
    const roles = query.allowedRoles?.length ? new Set<string>(query.allowedRoles) : null;
    const body: WatcherDto[] = (await usersRepository.listByPartner(caller.partnerId))
      .filter((u) => u.status === 'ACTIVE')
      .filter((u) => !roles || roles.has(u.role))
      .filter((u) => !input || (u.name ?? '').toLowerCase().includes(input) || u.email.toLowerCase().includes(input))
      .filter((u) => nodeAccess(u, scope.nodes).allowed.has(query.marketId))
      .map((u) => ({ _id: u.id, name: u.name ?? u.email, email: u.email, role: u.role }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MAX_WATCHERS_ANSWERED);
    return { body };
  },
});
