/** Roles, role groups and the role rules of spec 000 section 6 and 002 section 6. */
import { MESSAGES } from '../messages';

export const ROLES = [
  'super',
  'admin',
  'selfServiceAdmin',
  'selfServiceManager',
  'selfServiceReviewer',
  'manager',
  'reviewer',
  'analyst',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super: 'Super Admin',
  admin: 'Admin',
  selfServiceAdmin: 'Self-Service Admin',
  selfServiceManager: 'Self-Service Manager',
  selfServiceReviewer: 'Self-Service Reviewer',
  manager: 'Manager',
  reviewer: 'Reviewer',
  analyst: 'Analyst',
};

/** Weights of the non-admin roles (000 6). */
export const ROLE_WEIGHTS: Partial<Record<Role, number>> = {
  selfServiceAdmin: 6,
  selfServiceManager: 5,
  selfServiceReviewer: 4,
  manager: 3,
  reviewer: 2,
  analyst: 1,
};

const SELF_SERVICE = ['selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer'] as const;
const ADMINS_TOP = ['super', 'admin'] as const;

const GROUPS = {
  ADMINS_TOP: [...ADMINS_TOP],
  SELF_SERVICE: [...SELF_SERVICE],
  USERS_TOP: [...SELF_SERVICE],
  ADMINS_AND_SELF_SERVICE: [...ADMINS_TOP, ...SELF_SERVICE],
  USERS: [...SELF_SERVICE, 'manager', 'reviewer', 'analyst'],
  USERS_BUT_SELF_SERVICE: ['manager', 'reviewer', 'analyst'],
  MANAGERS: [...SELF_SERVICE, 'manager'],
  MANAGERS_LOW: ['selfServiceManager', 'selfServiceReviewer', 'manager'],
  USERS_LOW: ['manager', 'reviewer'],
  ANALYSTS: ['analyst'],
  NOT_ANALYSTS: ROLES.filter((r) => r !== 'analyst'),
  ALL: [...ROLES],
  ADMINS_TOP_AND_MANAGERS: [...ADMINS_TOP, ...SELF_SERVICE, 'manager'],
  /** Not a group of the spec: final approval of storyboards, templates and creatives (002 6). */
  FINAL_APPROVERS: [...ADMINS_TOP, 'selfServiceAdmin', 'selfServiceManager', 'manager'],
  /** Not a group of the spec: the spec's 'top admins plus self-service admin'. */
  ADMINS_TOP_AND_SELF_SERVICE_ADMIN: [...ADMINS_TOP, 'selfServiceAdmin'],
  SUPER: ['super'],
} satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof GROUPS;
export const ROLE_GROUPS: Record<RoleGroup, readonly Role[]> = GROUPS;

/** Who may call or open something: a role group, any signed-in user, or anyone. */
export type Access = RoleGroup | 'SIGNED_IN' | 'PUBLIC';

export class RoleCheckError extends Error {}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A user passes if any of their roles is in the allowed list; an unknown role is an error (000 6). */
export function hasRole(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  if (userRoles.length === 0 || !userRoles.every(isRole)) throw new RoleCheckError(MESSAGES.wrongUserRoles);
  return userRoles.some((r) => allowed.includes(r as Role));
}

export function rolesOf(access: RoleGroup): readonly Role[] {
  return ROLE_GROUPS[access];
}

/** True when a signed-in user with this role may use something guarded by `access`. */
export function mayAccess(role: string | undefined, access: Access): boolean {
  if (access === 'PUBLIC') return true;
  if (!role) return false;
  if (access === 'SIGNED_IN') return isRole(role);
  return hasRole([role], ROLE_GROUPS[access]);
}

/** isAdmin is true for roles in the top-admin or self-service group (000 3). */
export function isAdminRole(role: Role): boolean {
  return ROLE_GROUPS.ADMINS_AND_SELF_SERVICE.includes(role);
}

export function isTopAdmin(role: Role): boolean {
  return ROLE_GROUPS.ADMINS_TOP.includes(role);
}

/** Only admin and super are not assigned to business nodes (002 6). */
export function isAssignedToNodes(role: Role): boolean {
  return !isTopAdmin(role);
}

/** Concepts-only users go to /concepts-only paths unless they are top admins (000 6). */
export function inConceptsOnlyMode(user: { role: Role; isConceptOnly: boolean }): boolean {
  return user.isConceptOnly && !isTopAdmin(user.role);
}

/** '/' sends analysts to /reporter, everyone else to the home page (000 2.1). */
export function homePath(user: { role: Role; isConceptOnly: boolean }): string {
  if (user.role === 'analyst') return '/reporter';
  return inConceptsOnlyMode(user) ? '/concepts-only' : '/concepts';
}

/** The logo links to /reporter for analysts, /concepts-only in concepts-only mode, otherwise /concepts (000 2.3). */
export const logoTarget = homePath;
