/** Who may manage and grant which users (002 6): only super creates internal users (super and admin). */
import { ROLES, isTopAdmin, type Role } from './roles';

/** Internal users are the top admins; they are managed on /users by super only. */
export const isInternalRole = (role: Role) => isTopAdmin(role);

/** The roles a caller may give: super any; admin and self-service admin only partner (non-internal) roles. */
export function grantableRoles(callerRole: Role): Role[] {
  if (callerRole === 'super') return [...ROLES];
  if (callerRole === 'admin' || callerRole === 'selfServiceAdmin') return ROLES.filter((r) => !isInternalRole(r));
  return [];
}

/** True when the caller may see and change this user at all (partner scope is checked apart). */
export const mayManageUser = (callerRole: Role, target: { role: Role }) => callerRole === 'super' || !isInternalRole(target.role);
