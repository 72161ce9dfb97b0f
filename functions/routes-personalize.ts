/**
 * The personalize rows of THE route table (functions/routes.ts spreads them in their place: the local gateway takes
 * the first match, so their order among the other rows stays as it was). Same shape and rules as routes.ts.
 */
import type { RouteEntry } from './routes';

export const PERSONALIZE_ROUTES: readonly RouteEntry[] = [
  // Personalize trees (001 7 'Personalize'): read by every campaign role (the creatives view needs the trees too); the
  // personalize view's variants, the tree job (ours: sync, 002 4 structure comparison) and variation generation for
  // those who see every tab (001 6: top admins and the self-service group).
  { method: 'GET', path: '/campaigns/{id}/personalize/trees', domain: 'personalize', operation: 'list-trees', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/personalize/trees/sync', domain: 'personalize', operation: 'sync-trees', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variants', domain: 'personalize', operation: 'list-variants', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // personalize signals (001 7; B = campaigns/{campaignId}/personalize/{treeId}), variation performance (ours)
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/signals', domain: 'personalize', operation: 'list-signals', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/exist', domain: 'personalize', operation: 'signal-exists', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/signal', domain: 'personalize', operation: 'create-signal', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/{signalId}', domain: 'personalize', operation: 'update-signal', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/{signalId}', domain: 'personalize', operation: 'delete-signal', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/upload', domain: 'personalize', operation: 'upload-signals', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/import/lineitems', domain: 'personalize', operation: 'import-line-items', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/signals/import/adsets', domain: 'personalize', operation: 'import-ad-sets', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/formats/signals', domain: 'personalize', operation: 'assign-signals', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/fallback/signals/count', domain: 'personalize', operation: 'count-fallback-signals', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/performance', domain: 'personalize', operation: 'get-performance', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // The personalize view's variant calls (001 7 'Personalize'; ISSUE 16): the view's roles (001 6/2 admins and self-service).
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variant-identifiers', domain: 'personalize', operation: 'list-variant-identifiers', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/count', domain: 'personalize', operation: 'count-variants', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}', domain: 'personalize', operation: 'get-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/available-filters', domain: 'personalize', operation: 'list-available-filters', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/templates', domain: 'personalize', operation: 'list-tree-templates', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/variant', domain: 'personalize', operation: 'create-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/variant/exist', domain: 'personalize', operation: 'variant-exists', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/variant/clone', domain: 'personalize', operation: 'clone-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/rename', domain: 'personalize', operation: 'rename-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/fallback', domain: 'personalize', operation: 'set-fallback-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/archive', domain: 'personalize', operation: 'archive-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/restore', domain: 'personalize', operation: 'restore-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/activate', domain: 'personalize', operation: 'activate-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/deactivate', domain: 'personalize', operation: 'deactivate-variant', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/formats/{formatId}/archive', domain: 'personalize', operation: 'archive-variant-format', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/variants/{variantId}/formats/{formatId}/restore', domain: 'personalize', operation: 'restore-variant-format', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/bulk/variants/activate', domain: 'personalize', operation: 'bulk-activate-variants', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/bulk/variants/deactivate', domain: 'personalize', operation: 'bulk-deactivate-variants', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{campaignId}/personalize/{treeId}/formats/dynamic-elements', domain: 'personalize', operation: 'edit-dynamic-elements', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/cards/new', domain: 'personalize', operation: 'add-carousel-card', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/campaigns/{campaignId}/personalize/{treeId}/cards/latest', domain: 'personalize', operation: 'remove-carousel-card', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/personalize/list-accessible-to-clone', domain: 'personalize', operation: 'list-clone-targets', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/generate-variations', domain: 'personalize', operation: 'generate-variations', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // The Variations tab's list (ours): the POST's group; managers and reviewers do not see that tab (001 6 'Campaign access').
  { method: 'GET', path: '/campaigns/{id}/variations', domain: 'personalize', operation: 'list-campaign-variations', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // personalize analytics (ours; 001 7 'Tracked analytics events'): the campaign's events, and the browser's own ones
  { method: 'GET', path: '/campaigns/{id}/personalize/analytics', domain: 'personalize', operation: 'list-personalize-analytics', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/personalize/analytics', domain: 'personalize', operation: 'track-personalize-event', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // variant format screenshots (001 7 formats/screenshots): 202, the personalize-screenshots job renders them
  { method: 'POST', path: '/campaigns/{campaignId}/personalize/{treeId}/formats/screenshots', domain: 'personalize', operation: 'generate-screenshots', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // the Meta publishing fields of variant formats (001 7 bulk/creatives/meta), with the node's ad account and page
  { method: 'GET', path: '/campaigns/{campaignId}/personalize/{treeId}/bulk/creatives/meta', domain: 'personalize', operation: 'list-meta-creatives', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
];
