/** What the user calls answer, and the checks every call on one user shares (002 6, 'tenant isolation'). */
import type { UserView } from '@shared/contracts/users';
import { MESSAGES } from '@shared/messages';
import type { Role } from '@shared/domain/roles';
import { grantableRoles, mayManageUser } from '@shared/domain/users';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { notAllowed, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';

export function presentUser(user: User): UserView {
  return {
    _id: user.id,
    email: user.email,
    ...(user.name ? { name: user.name } : {}),
    role: user.role,
    partnerId: user.partnerId,
    isConceptOnly: user.isConceptOnly,
    status: user.status,
    businessNodes: user.businessNodeIds,
    authType: 'Local',
  };
}

/**
 * The user the caller may manage: super any; others only users of their current partner (another partner's user
 * answers 'Entity not found', as if it did not exist) and never internal users ('Access denied').
 */
export async function loadManagedUser(caller: Caller, id: string): Promise<User> {
  const user = await usersRepository.get(id);
  if (!user || (caller.user.role !== 'super' && user.partnerId !== caller.partnerId)) throw notFound();
  if (!mayManageUser(caller.user.role, user)) throw notAllowed();
  return user;
}

export function assertGrantable(callerRole: Role, role: Role): void {
  if (!grantableRoles(callerRole).includes(role)) throw notAllowed();
}

/** Every node must belong to the partner: 'Business node was not found' otherwise. */
export async function assertNodesOfPartner(partnerId: string, nodeIds: readonly string[]): Promise<void> {
  if (!nodeIds.length) return;
  const known = new Set((await businessNodesRepository.listByPartner(partnerId)).map((n) => n.id));
  if (nodeIds.some((id) => !known.has(id))) throw notFound(MESSAGES.businessNodeNotFound);
}

/** Filters and one page of a user list (page from 1). */
export function pageOf(users: User[], query: { role?: Role; status?: User['status']; search?: string; page: number; limit: number }) {
  const search = query.search?.toLowerCase();
  const matching = users
    .filter((u) => (!query.role || u.role === query.role) && (!query.status || u.status === query.status))
    .filter((u) => !search || u.email.includes(search) || (u.name ?? '').toLowerCase().includes(search))
    .sort((a, b) => a.email.localeCompare(b.email));
  const start = (query.page - 1) * query.limit;
  return { total: matching.length, results: matching.slice(start, start + query.limit).map(presentUser) };
}
