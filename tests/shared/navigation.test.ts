import { navigationFor } from '@shared/domain/navigation';
import { APP_ROUTES } from '@shared/domain/app-routes';
import { mayAccess, ROLES, type Role } from '@shared/domain/roles';

const labels = (role: Role, isConceptOnly = false) => {
  const nav = navigationFor({ role, isConceptOnly });
  return {
    main: nav.main.map((i) => i.label),
    reports: nav.reports.map((i) => i.label),
    admin: nav.admin.map((i) => i.label),
    global: nav.globalSettings.map((i) => i.label),
    switcher: nav.partnerSwitcher,
    logout: nav.logout,
  };
};

describe('navigation by role (000 6)', () => {
  it('super sees everything', () => {
    expect(labels('super')).toEqual({
      main: ['Concepts', 'Campaigns', 'Assets'],
      reports: ['Dashboard', 'Analyze', 'Custom Conversions'],
      admin: ['Partner tree', 'Users', 'Markets', 'Internal Users', 'Cloud connector'],
      global: ['SSO configuration', 'Partners'],
      switcher: true,
      logout: 'logout',
    });
  });

  it('admin: no Internal Users, Cloud connector or Partners; SSO configuration yes', () => {
    expect(labels('admin')).toMatchObject({ admin: ['Partner tree', 'Users', 'Markets'], global: ['SSO configuration'], switcher: true });
  });

  it('self-service admin: Partner tree, Users, Markets; no global settings, no switcher', () => {
    expect(labels('selfServiceAdmin')).toMatchObject({ main: ['Concepts', 'Campaigns', 'Assets'], admin: ['Partner tree', 'Users', 'Markets'], global: [], switcher: false });
  });

  it.each(['selfServiceManager', 'selfServiceReviewer'] as const)('%s: Assets and Custom Conversions, no Admin', (role) => {
    expect(labels(role)).toMatchObject({ main: ['Concepts', 'Campaigns', 'Assets'], reports: ['Dashboard', 'Analyze', 'Custom Conversions'], admin: [], global: [] });
  });

  it.each(['manager', 'reviewer'] as const)('%s: Concepts, Campaigns and reports; no Assets, no Admin', (role) => {
    expect(labels(role)).toMatchObject({ main: ['Concepts', 'Campaigns'], reports: ['Dashboard', 'Analyze'], admin: [], global: [], switcher: false });
  });

  it('analyst: reporting only', () => {
    expect(labels('analyst')).toMatchObject({ main: [], reports: ['Dashboard', 'Analyze'], admin: [], global: [] });
  });

  it('concepts-only non-admins see only Concepts and a link back to the parent app', () => {
    expect(labels('manager', true)).toEqual({ main: ['Concepts'], reports: [], admin: [], global: [], switcher: false, logout: 'parent-app' });
    expect(navigationFor({ role: 'manager', isConceptOnly: true }).main[0].path).toBe('/concepts-only');
  });

  it('concepts-only top admins keep the full navigation', () => {
    expect(labels('admin', true)).toEqual(labels('admin'));
  });

  it('every navigation item leads to a screen the same role may open', () => {
    for (const role of ROLES) {
      const nav = navigationFor({ role, isConceptOnly: false });
      for (const item of [...nav.main, ...nav.reports, ...nav.admin, ...nav.globalSettings]) {
        const route = APP_ROUTES.find((r) => r.path === item.path || r.path === `${item.path}/:clientId?`);
        expect(route, item.path).toBeDefined();
        expect(mayAccess(role, route!.access)).toBe(true);
      }
    }
  });
});
