/**
 * The screens built so far, by APP_ROUTES path (shared/domain/app-routes.ts). A path not listed here shows only
 * its title until its issue builds it. Each entry is a lazy route module exporting `Component`.
 */
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

type Lazy = LazyRouteFunction<RouteObject>;

export const SCREENS: Record<string, Lazy> = {
  '/concepts': () => import('../features/concepts/routes/concepts-list'),
  '/concepts/:id': () => import('../features/concepts/routes/concept-overview'),
  '/concepts/:id/settings': () => import('../features/concepts/routes/concept-settings'),
  '/concepts-only': () => import('../features/concepts/routes/concepts-list'),
  '/concepts-only/:id': () => import('../features/concepts/routes/concept-overview'),
  '/concepts-only/:id/settings': () => import('../features/concepts/routes/concept-settings'),
  '/concepts/:id/storyboards/:sid?': () => import('../features/storyboards/routes/storyboards'),
  '/concepts-only/:id/storyboards/:sid?': () => import('../features/storyboards/routes/storyboards'),
  '/concepts/:id/templates/:tid?': () => import('../features/templates/routes/templates'),
  '/concepts-only/:id/templates/:tid?': () => import('../features/templates/routes/templates'),
  '/analyze': () => import('../features/analyzer/routes/saved-reports'),
  '/analyze/new': () => import('../features/analyzer/routes/analyzer-new'),
  '/analyze/:id/:purpose': () => import('../features/analyzer/routes/analyzer-report'),
  '/cloud-storage': () => import('../features/cloud-storage/routes/cloud-storage-list'),
  '/cloud-storage/new': () => import('../features/cloud-storage/routes/cloud-storage-edit'),
  '/cloud-storage/:storageId?/edit': () => import('../features/cloud-storage/routes/cloud-storage-edit'),
  '/partners': () => import('../features/partners/routes/partners-admin'),
  '/admin/markets': () => import('../features/markets/routes/markets'),
  '/admin/tree': () => import('../features/business-nodes/routes/tree'),
  '/admin/node-users/:id': () => import('../features/business-nodes/routes/node-users'),
  '/admin/integration/:id': () => import('../features/business-nodes/routes/integration'),
  '/admin/external-storage/:nodeId': () => import('../features/business-nodes/routes/external-storage'),
  '/admin/users': () => import('../features/users/routes/admin-users'),
  '/admin/users/:id': () => import('../features/users/routes/admin-user'),
  '/users': () => import('../features/users/routes/internal-users'),
  '/users/new': () => import('../features/users/routes/internal-user-new'),
  '/users/:id': () => import('../features/users/routes/internal-user'),
  '/sso-configs': () => import('../features/sso-configs/routes/sso-config-list'),
  '/sso-configs/new': () => import('../features/sso-configs/routes/sso-config-edit'),
  '/sso-configs/:ssoConfigId?/edit': () => import('../features/sso-configs/routes/sso-config-edit'),
  '/reporter': () => import('../features/reporter/routes/reporter'),
  '/custom-conversions': () => import('../features/custom-conversions/routes/custom-conversions'),
  '/assets-manager': () => import('../features/assets/routes/assets-manager'),
  '/assets-manager/:id': () => import('../features/assets/routes/asset-detail'),
};

/** Public screens (000 2.1) by path; same rule. */
export const PUBLIC_SCREENS: Record<string, Lazy> = {
  '/join/:id': () => import('../features/users/routes/join'),
  '/password': () => import('../features/users/routes/forgot-password'),
  '/password/:hash': () => import('../features/users/routes/reset-password'),
};
