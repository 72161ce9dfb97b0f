/** Navigation by role (000 2.3 and 6). Pure: the web shell renders what this returns. */
import { inConceptsOnlyMode, isTopAdmin, mayAccess, type Access, type Role } from './roles';

export interface NavItem {
  key: string;
  label: string;
  path: string;
  access: Access;
  beta?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { key: 'concepts', label: 'Concepts', path: '/concepts', access: 'NOT_ANALYSTS' },
  { key: 'campaigns', label: 'Campaigns', path: '/campaigns', access: 'NOT_ANALYSTS' },
  { key: 'assets', label: 'Assets', path: '/assets-manager', access: 'ADMINS_AND_SELF_SERVICE' },
];

/** The Reports dropdown. */
export const REPORTS_NAV: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/reporter', access: 'ALL' },
  { key: 'analyze', label: 'Analyze', path: '/analyze', access: 'ALL' },
  { key: 'custom-conversions', label: 'Custom Conversions', path: '/custom-conversions', access: 'ADMINS_AND_SELF_SERVICE', beta: true },
];

/** The Admin dropdown; the last two sit in the group 'Global settings'. */
export const ADMIN_NAV: readonly NavItem[] = [
  { key: 'tree', label: 'Partner tree', path: '/admin/tree', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN' },
  { key: 'users', label: 'Users', path: '/admin/users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN' },
  { key: 'markets', label: 'Markets', path: '/admin/markets', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN' },
  { key: 'internal-users', label: 'Internal Users', path: '/users', access: 'SUPER' },
  { key: 'cloud', label: 'Cloud connector', path: '/cloud-storage', access: 'SUPER' },
];
export const GLOBAL_SETTINGS_NAV: readonly NavItem[] = [
  { key: 'sso', label: 'SSO configuration', path: '/sso-configs', access: 'ADMINS_TOP' },
  { key: 'partners', label: 'Partners', path: '/partners', access: 'SUPER' },
];

export interface Navigation {
  main: NavItem[];
  reports: NavItem[];
  admin: NavItem[];
  globalSettings: NavItem[];
  partnerSwitcher: boolean;
  /** In concepts-only mode non-admins get a link back to the parent app instead of Log Out. */
  logout: 'logout' | 'parent-app';
}

export function navigationFor(user: { role: Role; isConceptOnly: boolean }): Navigation {
  const allowed = (items: readonly NavItem[]) => items.filter((i) => mayAccess(user.role, i.access));
  if (inConceptsOnlyMode(user)) {
    return {
      main: MAIN_NAV.filter((i) => i.key === 'concepts').map((i) => ({ ...i, path: '/concepts-only' })),
      reports: [],
      admin: [],
      globalSettings: [],
      partnerSwitcher: false,
      logout: 'parent-app',
    };
  }
  return {
    main: allowed(MAIN_NAV),
    reports: allowed(REPORTS_NAV),
    admin: allowed(ADMIN_NAV),
    globalSettings: allowed(GLOBAL_SETTINGS_NAV),
    partnerSwitcher: isTopAdmin(user.role),
    logout: 'logout',
  };
}
