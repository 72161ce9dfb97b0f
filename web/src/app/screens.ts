/**
 * The screens built so far, by APP_ROUTES path (shared/domain/app-routes.ts). A path not listed here shows only
 * its title until its issue builds it. Each entry is a lazy route module exporting `Component`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, Params, RouteObject } from 'react-router-dom';
import { startCampaignRead } from '@web/features/campaigns/api/first-reads';
import { startPersonalizeReads } from '@web/features/personalize/api/first-reads';

type Lazy = LazyRouteFunction<RouteObject>;

export const SCREENS: Record<string, Lazy> = {
  '/concepts': () => import('@web/features/concepts/routes/concepts-list'),
  '/concepts/:id': () => import('@web/features/concepts/routes/concept-overview'),
  '/concepts/:id/settings': () => import('@web/features/concepts/routes/concept-settings'),
  '/concepts-only': () => import('@web/features/concepts/routes/concepts-list'),
  '/concepts-only/:id': () => import('@web/features/concepts/routes/concept-overview'),
  '/concepts-only/:id/settings': () => import('@web/features/concepts/routes/concept-settings'),
  '/concepts/:id/storyboards/:sid?': () => import('@web/features/storyboards/routes/storyboards'),
  '/concepts-only/:id/storyboards/:sid?': () => import('@web/features/storyboards/routes/storyboards'),
  '/concepts/:id/templates/:tid?': () => import('@web/features/templates/routes/templates'),
  '/concepts-only/:id/templates/:tid?': () => import('@web/features/templates/routes/templates'),
  '/analyze': () => import('@web/features/analyzer/routes/saved-reports'),
  '/analyze/new': () => import('@web/features/analyzer/routes/analyzer-new'),
  '/analyze/:id/:purpose': () => import('@web/features/analyzer/routes/analyzer-report'),
  '/cloud-storage': () => import('@web/features/cloud-storage/routes/cloud-storage-list'),
  '/cloud-storage/new': () => import('@web/features/cloud-storage/routes/cloud-storage-edit'),
  '/cloud-storage/:storageId?/edit': () => import('@web/features/cloud-storage/routes/cloud-storage-edit'),
  '/partners': () => import('@web/features/partners/routes/partners-admin'),
  '/admin/markets': () => import('@web/features/markets/routes/markets'),
  '/admin/tree': () => import('@web/features/business-nodes/routes/tree'),
  '/admin/node-users/:id': () => import('@web/features/business-nodes/routes/node-users'),
  '/admin/integration/:id': () => import('@web/features/business-nodes/routes/integration'),
  '/admin/external-storage/:nodeId': () => import('@web/features/business-nodes/routes/external-storage'),
  '/admin/users': () => import('@web/features/users/routes/admin-users'),
  '/admin/users/:id': () => import('@web/features/users/routes/admin-user'),
  '/users': () => import('@web/features/users/routes/internal-users'),
  '/users/new': () => import('@web/features/users/routes/internal-user-new'),
  '/users/:id': () => import('@web/features/users/routes/internal-user'),
  '/sso-configs': () => import('@web/features/sso-configs/routes/sso-config-list'),
  '/sso-configs/new': () => import('@web/features/sso-configs/routes/sso-config-edit'),
  '/sso-configs/:ssoConfigId?/edit': () => import('@web/features/sso-configs/routes/sso-config-edit'),
  '/reporter': () => import('@web/features/reporter/routes/reporter'),
  '/custom-conversions': () => import('@web/features/custom-conversions/routes/custom-conversions'),
  '/assets-manager': () => import('@web/features/assets/routes/assets-manager'),
  '/assets-manager/:id': () => import('@web/features/assets/routes/asset-detail'),
  '/campaigns/:clientId?': () => import('@web/features/campaigns/routes/campaigns'),
  '/campaigns/new': () => import('@web/features/campaigns/routes/campaign-new'),
  '/concepts/:conceptId/campaign': () => import('@web/features/campaigns/routes/campaign-new'),
  '/campaigns/:campaignId/settings': () => import('@web/features/campaigns/routes/campaign-settings'),
  '/campaigns/:id/tools': () => import('@web/features/campaigns/routes/campaign-tools'),
  '/campaigns/:id/audiences': () => import('@web/features/campaigns/routes/campaign-audiences'),
  '/campaigns/:id/storyboards/:sid?': () => import('@web/features/campaigns/routes/campaign-storyboards'),
  '/campaigns/:campaignId/personalize/:treeId?': () => import('@web/features/campaigns/routes/campaign-personalize'),
  '/campaigns/:campaignId/creatives/:treeId?': () => import('@web/features/campaigns/routes/campaign-creatives'),
  '/campaigns/:id/:tab': () => import('@web/features/campaigns/routes/campaign-tab'),
};

/** Public screens (000 2.1) by path; same rule. */
export const PUBLIC_SCREENS: Record<string, Lazy> = {
  '/join/:id': () => import('@web/features/users/routes/join'),
  '/password': () => import('@web/features/users/routes/forgot-password'),
  '/password/:hash': () => import('@web/features/users/routes/reset-password'),
};

/**
 * The first calls of a screen whose data is known from its address, started as its route is entered (in parallel with
 * the route's code and the session check, not after them); by APP_ROUTES path. The screen takes the answers.
 */
export const FIRST_READS: Record<string, (client: QueryClient, url: URL, params: Params) => void> = {
  '/campaigns/:campaignId/personalize/:treeId?': (client, url, { campaignId, treeId }) => {
    if (startPersonalizeReads(client, url, campaignId!, treeId)) startCampaignRead(client, url, campaignId!);
  },
};
