/**
 * The screens of spec 000 2.1 / 002 2: path, page title and who may open them. The web router is built from
 * this list, so a guard is never written twice. Paths use react-router syntax (`:id`, `?` for optional).
 */
import { hasRole, ROLE_GROUPS, type Access } from './roles';

export interface AppRoute {
  path: string;
  title: string;
  access: Access;
  /** Screens whose content a later issue builds show only their title until then. */
  issue?: 'administration' | 'reporting' | 'concepts' | 'campaigns';
}

const CAMPAIGN_CREATORS = 'ADMINS_TOP_AND_MANAGERS' as const;

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/partners', title: 'Partners', access: 'SUPER', issue: 'administration' },
  { path: '/admin/users', title: 'Users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/users/:id', title: 'User', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/markets', title: 'Markets', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/tree', title: 'Partner tree', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/integration/:id', title: 'Integration', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/node-users/:id', title: 'Node users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/admin/external-storage/:nodeId', title: 'External storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', issue: 'administration' },
  { path: '/concepts-only', title: 'Concepts', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts-only/:id', title: 'Concept', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts-only/:id/settings', title: 'Concept settings', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts-only/:id/storyboards/:sid?', title: 'Storyboards', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts-only/:id/templates/:tid?', title: 'Templates', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts', title: 'Concepts', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts/:id', title: 'Concept', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts/:id/settings', title: 'Concept settings', access: 'ADMINS_AND_SELF_SERVICE', issue: 'concepts' },
  { path: '/concepts/:id/storyboards/:sid?', title: 'Storyboards', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts/:id/templates/:tid?', title: 'Templates', access: 'NOT_ANALYSTS', issue: 'concepts' },
  { path: '/concepts/:conceptId/campaign', title: 'New campaign', access: CAMPAIGN_CREATORS, issue: 'campaigns' },
  { path: '/users', title: 'Internal Users', access: 'SUPER', issue: 'administration' },
  { path: '/users/new', title: 'New internal user', access: 'SUPER', issue: 'administration' },
  { path: '/users/:id', title: 'Internal user', access: 'SUPER', issue: 'administration' },
  { path: '/assets-manager', title: 'Assets', access: 'ADMINS_AND_SELF_SERVICE', issue: 'concepts' },
  { path: '/assets-manager/:id', title: 'Asset', access: 'ADMINS_AND_SELF_SERVICE', issue: 'concepts' },
  { path: '/reporter', title: 'Dashboard', access: 'SIGNED_IN', issue: 'reporting' },
  { path: '/analyze', title: 'Analyze', access: 'ALL', issue: 'reporting' },
  { path: '/analyze/new', title: 'New report', access: 'ALL', issue: 'reporting' },
  { path: '/analyze/:id/:purpose', title: 'Analyze', access: 'ALL', issue: 'reporting' },
  { path: '/custom-conversions', title: 'Custom Conversions', access: 'ADMINS_AND_SELF_SERVICE', issue: 'reporting' },
  { path: '/campaigns/new', title: 'New campaign', access: CAMPAIGN_CREATORS, issue: 'campaigns' },
  { path: '/campaigns/:campaignId/settings', title: 'Campaign settings', access: CAMPAIGN_CREATORS, issue: 'campaigns' },
  { path: '/campaigns/:id/tools', title: 'Tools', access: 'ADMINS_AND_SELF_SERVICE', issue: 'campaigns' },
  { path: '/campaigns/:id/audiences', title: 'Audiences', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  // 000 2.1 sub-pages: the campaign's concept storyboards, with the concept storyboards' access.
  { path: '/campaigns/:id/storyboards/:sid?', title: 'Storyboards', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  { path: '/campaigns/:campaignId/personalize/:treeId?', title: 'Personalize', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  { path: '/campaigns/:campaignId/creatives/:treeId?', title: 'Creatives', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  // Ours: every other tab of a campaign by path too (assets, assemblies, variations, tickets), as the spec's settings,
  // tools, audiences, personalize and creatives are; the page refuses a tab the mode or role lacks.
  { path: '/campaigns/:id/:tab', title: 'Campaign', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  // Also /campaigns/{id}: one path shape for both (web/src/features/campaigns/campaigns-path.ts tells them apart).
  { path: '/campaigns/:clientId?', title: 'Campaigns', access: 'NOT_ANALYSTS', issue: 'campaigns' },
  { path: '/sso-configs', title: 'SSO configuration', access: 'ADMINS_TOP', issue: 'administration' },
  { path: '/sso-configs/new', title: 'New SSO configuration', access: 'ADMINS_TOP', issue: 'administration' },
  { path: '/sso-configs/:ssoConfigId?/edit', title: 'Edit SSO configuration', access: 'ADMINS_TOP', issue: 'administration' },
  { path: '/cloud-storage', title: 'Cloud connector', access: 'SUPER', issue: 'administration' },
  { path: '/cloud-storage/new', title: 'New cloud connection', access: 'SUPER', issue: 'administration' },
  { path: '/cloud-storage/:storageId?/edit', title: 'Edit cloud connection', access: 'SUPER', issue: 'administration' },
];

/** Public screens (000 2.1). */
export const PUBLIC_PATHS = ['/login', '/join/:id', '/password', '/password/:hash', '/404'] as const;

/**
 * Only admins and self-service users stay on the personalize page; others go to the creatives page (000 6), of the
 * same tree when one is named (without one the personalize page goes on to the first tree, 001 2).
 * Returns the path to send the user to, or null to stay.
 */
export function personalizeRedirect(role: string, campaignId: string, treeId: string): string | null {
  return hasRole([role], ROLE_GROUPS.ADMINS_AND_SELF_SERVICE) ? null : `/campaigns/${campaignId}/creatives${treeId ? `/${treeId}` : ''}`;
}
