import { hasRole, homePath, inConceptsOnlyMode, isAdminRole, isAssignedToNodes, mayAccess, ROLE_GROUPS, ROLE_WEIGHTS, ROLES } from '@shared/domain/roles';
import { personalizeRedirect } from '@shared/domain/app-routes';

describe('role groups (000 6)', () => {
  it.each([
    ['ADMINS_TOP', ['super', 'admin']],
    ['SELF_SERVICE', ['selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']],
    ['USERS_TOP', ['selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']],
    ['ADMINS_AND_SELF_SERVICE', ['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']],
    ['USERS', ['selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer', 'manager', 'reviewer', 'analyst']],
    ['USERS_BUT_SELF_SERVICE', ['manager', 'reviewer', 'analyst']],
    ['MANAGERS', ['selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer', 'manager']],
    ['MANAGERS_LOW', ['selfServiceManager', 'selfServiceReviewer', 'manager']],
    ['USERS_LOW', ['manager', 'reviewer']],
    ['ANALYSTS', ['analyst']],
    ['NOT_ANALYSTS', ['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer', 'manager', 'reviewer']],
    ['ADMINS_TOP_AND_MANAGERS', ['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer', 'manager']],
    ['FINAL_APPROVERS', ['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'manager']],
  ] as const)('%s', (group, roles) => {
    expect([...ROLE_GROUPS[group]].sort()).toEqual([...roles].sort());
  });

  it('ALL is the eight roles, ordered from most to least privileged', () => {
    expect(ROLE_GROUPS.ALL).toEqual(['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer', 'manager', 'reviewer', 'analyst']);
    expect(ROLES).toHaveLength(8);
  });

  it('weights follow the spec', () => {
    expect(ROLE_WEIGHTS).toEqual({ selfServiceAdmin: 6, selfServiceManager: 5, selfServiceReviewer: 4, manager: 3, reviewer: 2, analyst: 1 });
  });
});

describe('role checks', () => {
  it('passes when any of the roles is allowed', () => {
    expect(hasRole(['reviewer', 'manager'], ['manager'])).toBe(true);
    expect(hasRole(['reviewer'], ['manager'])).toBe(false);
  });

  it("an unknown role raises 'Wrong user roles for check'", () => {
    expect(() => hasRole(['boss'], ['super'])).toThrow('Wrong user roles for check');
    expect(() => hasRole([], ['super'])).toThrow('Wrong user roles for check');
  });

  it('SIGNED_IN admits any known role and PUBLIC anyone', () => {
    expect(mayAccess('analyst', 'SIGNED_IN')).toBe(true);
    expect(mayAccess(undefined, 'SIGNED_IN')).toBe(false);
    expect(mayAccess(undefined, 'PUBLIC')).toBe(true);
  });

  it('isAdmin is true for top admins and self-service roles only (000 3)', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']);
  });

  it('only admin and super are not assigned to nodes (002 6)', () => {
    expect(ROLES.filter((r) => !isAssignedToNodes(r))).toEqual(['super', 'admin']);
  });
});

describe('where users land', () => {
  it("'/' sends analysts to /reporter, everyone else to /concepts", () => {
    expect(homePath({ role: 'analyst', isConceptOnly: false })).toBe('/reporter');
    for (const role of ROLE_GROUPS.NOT_ANALYSTS) expect(homePath({ role, isConceptOnly: false })).toBe('/concepts');
  });

  it('concepts-only users go to /concepts-only unless they are top admins', () => {
    expect(homePath({ role: 'manager', isConceptOnly: true })).toBe('/concepts-only');
    expect(inConceptsOnlyMode({ role: 'admin', isConceptOnly: true })).toBe(false);
    expect(homePath({ role: 'super', isConceptOnly: true })).toBe('/concepts');
  });

  it('only admins and self-service users stay on the personalize page', () => {
    const id = '0123456789abcdef01234567';
    for (const role of ROLE_GROUPS.ADMINS_AND_SELF_SERVICE) expect(personalizeRedirect(role, id, id)).toBeNull();
    for (const role of ['manager', 'reviewer'] as const) expect(personalizeRedirect(role, id, id)).toBe(`/campaigns/${id}/creatives/${id}`);
  });
});
