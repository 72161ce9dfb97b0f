/**
 * THE route table: every HTTP call of the API, who may make it, and which domain Lambda answers it.
 * Data only (no handler imports): the CDK API stack routes every entry (its own route, or its prefix's greedy route:
 * infra/stacks/api-routes.ts), the local gateway mounts the same entries, and the role-matrix test is generated from it. Paths are relative to `/api`.
 */
import type { Access } from '@shared/domain/roles';
import { actionAccess } from '@shared/domain/screen-actions';
import type { Domain } from './domains';
import { PERSONALIZE_ROUTES } from './routes-personalize';

export const API_PREFIX = '/api';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  domain: Domain;
  /** The handler file in functions/<domain>/handlers/ (verb-noun). */
  operation: string;
  access: Access;
  /** Mutations need the session's CSRF header; public sign-in calls have no session yet. */
  csrf: boolean;
}

export { DOMAINS, DOMAIN_RESOURCES, type Domain } from './domains';

export const ROUTES: readonly RouteEntry[] = [
  { method: 'POST', path: '/auth/mode', domain: 'auth', operation: 'get-auth-mode', access: 'PUBLIC', csrf: false },
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/auth/current-user', domain: 'auth', operation: 'get-current-user', access: 'SIGNED_IN', csrf: false },
  { method: 'POST', path: '/auth/logout', domain: 'auth', operation: 'logout', access: 'SIGNED_IN', csrf: true },
  // Federated sign-in (000 7.2): browser redirects through Cognito's hosted UI and back to the API's callback.
  { method: 'GET', path: '/auth/saml-login', domain: 'auth', operation: 'saml-login', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/auth/google-login', domain: 'auth', operation: 'google-login', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/auth/callback', domain: 'auth', operation: 'federation-callback', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/partners', domain: 'partners', operation: 'list-partners', access: 'SIGNED_IN', csrf: false },
  // Static /partners/admin paths stay above /partners/{id}: the local gateway takes the first match.
  { method: 'GET', path: '/partners/admin', domain: 'partners', operation: 'list-partners-admin', access: 'SUPER', csrf: false },
  { method: 'GET', path: '/partners/admin/active-campaigns', domain: 'partners', operation: 'get-active-campaigns', access: 'SUPER', csrf: false },
  { method: 'POST', path: '/partners', domain: 'partners', operation: 'create-partner', access: 'SUPER', csrf: true },
  { method: 'PUT', path: '/partners', domain: 'partners', operation: 'update-partner', access: 'SUPER', csrf: true },
  { method: 'PUT', path: '/partners/archive/{partnerId}', domain: 'partners', operation: 'archive-partner', access: 'SUPER', csrf: true },
  { method: 'GET', path: '/partners/templateId/{id}', domain: 'templates', operation: 'get-template-partner', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/partners/{id}', domain: 'partners', operation: 'get-partner', access: 'SIGNED_IN', csrf: false },
  { method: 'GET', path: '/markets/{partnerId}', domain: 'markets', operation: 'list-markets', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'POST', path: '/markets/create/{partnerId}', domain: 'markets', operation: 'create-market', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'PUT', path: '/markets/update/{id}', domain: 'markets', operation: 'update-market', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'DELETE', path: '/markets/delete/{partnerId}/{id}', domain: 'markets', operation: 'delete-market', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  // Cloud connector (001 7 'Cloud storage', versioned API base): super only
  { method: 'GET', path: '/v1/cloud-storage', domain: 'cloud-storage', operation: 'list-cloud-storages', access: 'SUPER', csrf: false },
  { method: 'POST', path: '/v1/cloud-storage', domain: 'cloud-storage', operation: 'create-cloud-storage', access: 'SUPER', csrf: true },
  { method: 'POST', path: '/v1/cloud-storage/test-connection', domain: 'cloud-storage', operation: 'test-connection', access: 'SUPER', csrf: true },
  { method: 'GET', path: '/v1/cloud-storage/{id}', domain: 'cloud-storage', operation: 'get-cloud-storage', access: 'SUPER', csrf: false },
  { method: 'PUT', path: '/v1/cloud-storage/{id}', domain: 'cloud-storage', operation: 'update-cloud-storage', access: 'SUPER', csrf: true },
  { method: 'DELETE', path: '/v1/cloud-storage/{id}', domain: 'cloud-storage', operation: 'delete-cloud-storage', access: 'SUPER', csrf: true },
  { method: 'POST', path: '/v1/cloud-storage/{id}/test-connection', domain: 'cloud-storage', operation: 'test-stored-connection', access: 'SUPER', csrf: true },
  // Users, invitations, passwords (002 7 'Users'). Static /users paths stay above /users/{id}: the gateway takes the first match.
  { method: 'GET', path: '/users/by-partner', domain: 'users', operation: 'list-partner-users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  // Watchers of a campaign's market (001 7 'Users in this area'): for whoever creates campaigns or edits their settings.
  { method: 'GET', path: '/users/watchers', domain: 'users', operation: 'list-watchers', access: 'ADMINS_TOP_AND_MANAGERS', csrf: false },
  { method: 'GET', path: '/users/admins', domain: 'users', operation: 'list-internal-users', access: 'SUPER', csrf: false },
  { method: 'POST', path: '/users', domain: 'users', operation: 'create-internal-user', access: 'SUPER', csrf: true },
  { method: 'GET', path: '/users/node/{id}', domain: 'users', operation: 'list-node-users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'GET', path: '/users/{id}', domain: 'users', operation: 'get-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'PUT', path: '/users/{id}', domain: 'users', operation: 'update-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/users/{id}/business-nodes/add', domain: 'users', operation: 'add-user-business-nodes', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/users/{id}/business-nodes/delete', domain: 'users', operation: 'delete-user-business-nodes', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/users/{userId}/reinvite', domain: 'users', operation: 'reinvite-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/users/{id}/deactivate', domain: 'users', operation: 'deactivate-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/users/{id}/activate', domain: 'users', operation: 'activate-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/invitations/node/{id}', domain: 'users', operation: 'invite-user', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'GET', path: '/invitations/{token}', domain: 'users', operation: 'check-invitation', access: 'PUBLIC', csrf: false },
  { method: 'POST', path: '/invitations/{token}/accept', domain: 'users', operation: 'accept-invitation', access: 'PUBLIC', csrf: false },
  { method: 'POST', path: '/auth/password/forgot', domain: 'users', operation: 'forgot-password', access: 'PUBLIC', csrf: false },
  { method: 'GET', path: '/auth/password/reset/{token}', domain: 'users', operation: 'check-password-link', access: 'PUBLIC', csrf: false },
  { method: 'POST', path: '/auth/password/reset', domain: 'users', operation: 'reset-password', access: 'PUBLIC', csrf: false },
  // Business nodes (001 7 'Business nodes'). Static paths stay above /business-nodes/{id}: the gateway takes the first match.
  { method: 'GET', path: '/business-nodes', domain: 'business-nodes', operation: 'list-business-nodes', access: 'SIGNED_IN', csrf: false },
  { method: 'GET', path: '/business-nodes/allowed-nodes', domain: 'business-nodes', operation: 'list-allowed-nodes', access: 'SIGNED_IN', csrf: false },
  { method: 'GET', path: '/business-nodes/read-allowed-nodes', domain: 'business-nodes', operation: 'list-read-allowed-nodes', access: 'SIGNED_IN', csrf: false },
  { method: 'GET', path: '/business-nodes/write-allowed-nodes', domain: 'business-nodes', operation: 'list-write-allowed-nodes', access: 'SIGNED_IN', csrf: false },
  // Issue 15 (001 7 'Business nodes'; answers ours, the spec names the calls only): what campaign creation, settings and the analyzer ask.
  { method: 'GET', path: '/business-nodes/available-channels', domain: 'business-nodes', operation: 'list-available-channels', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/business-nodes/allowed-campaigns', domain: 'business-nodes', operation: 'list-allowed-campaigns', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/business-nodes/allowed-analyze-campaigns', domain: 'business-nodes', operation: 'list-allowed-analyze-campaigns', access: 'ALL', csrf: false },
  { method: 'GET', path: '/business-nodes/initial/{id}', domain: 'business-nodes', operation: 'get-initial-node', access: 'SIGNED_IN', csrf: false },
  { method: 'GET', path: '/business-nodes/{id}/isActive', domain: 'business-nodes', operation: 'get-node-is-active', access: 'SIGNED_IN', csrf: false },
  { method: 'POST', path: '/business-nodes', domain: 'business-nodes', operation: 'create-business-node', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'PUT', path: '/business-nodes/{id}', domain: 'business-nodes', operation: 'rename-business-node', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'DELETE', path: '/business-nodes/{id}', domain: 'business-nodes', operation: 'delete-business-node', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'GET', path: '/business-nodes/{id}/subscribers', domain: 'business-nodes', operation: 'list-subscribers', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'PUT', path: '/business-nodes/{id}/subscribers', domain: 'business-nodes', operation: 'update-subscribers', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'GET', path: '/business-nodes/{id}/publishing', domain: 'business-nodes', operation: 'get-publishing', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'PUT', path: '/business-nodes/{id}/publishing', domain: 'business-nodes', operation: 'update-publishing', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'DELETE', path: '/business-nodes/{id}/publishing/{token}', domain: 'business-nodes', operation: 'delete-publishing-token', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/check-for-migration-conflicts', domain: 'business-nodes', operation: 'check-migration-conflicts', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/migrate-campaigns-to', domain: 'business-nodes', operation: 'migrate-campaigns', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/migrate-assets-to', domain: 'business-nodes', operation: 'migrate-assets', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/migrate-integrations-to', domain: 'business-nodes', operation: 'migrate-integrations', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/migrate-users-to', domain: 'business-nodes', operation: 'migrate-users', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/migrate-bn-subscribers-to', domain: 'business-nodes', operation: 'migrate-subscribers', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  // A node's cloud-storage connection: edited by those who may edit the node (002 6); the storage configs stay super only.
  { method: 'GET', path: '/business-nodes/{id}/cloud-storage-connection', domain: 'business-nodes', operation: 'get-node-storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  { method: 'POST', path: '/business-nodes/{id}/cloud-storage-connection', domain: 'business-nodes', operation: 'create-node-storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'PUT', path: '/business-nodes/{id}/cloud-storage-connection', domain: 'business-nodes', operation: 'update-node-storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'DELETE', path: '/business-nodes/{id}/cloud-storage-connection', domain: 'business-nodes', operation: 'delete-node-storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'POST', path: '/business-nodes/{id}/cloud-storage-connection/test', domain: 'business-nodes', operation: 'test-node-storage', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: true },
  { method: 'GET', path: '/business-nodes/{id}/available-cloud-storages', domain: 'business-nodes', operation: 'list-available-storages', access: 'ADMINS_TOP_AND_SELF_SERVICE_ADMIN', csrf: false },
  // Single sign-on configuration (002 7): super and admin
  { method: 'GET', path: '/sso-configs', domain: 'sso-configs', operation: 'list-sso-configs', access: 'ADMINS_TOP', csrf: false },
  { method: 'POST', path: '/sso-configs', domain: 'sso-configs', operation: 'create-sso-config', access: 'ADMINS_TOP', csrf: true },
  { method: 'GET', path: '/sso-configs/{id}', domain: 'sso-configs', operation: 'get-sso-config', access: 'ADMINS_TOP', csrf: false },
  { method: 'PUT', path: '/sso-configs/{id}', domain: 'sso-configs', operation: 'update-sso-config', access: 'ADMINS_TOP', csrf: true },
  { method: 'DELETE', path: '/sso-configs/{id}', domain: 'sso-configs', operation: 'delete-sso-config', access: 'ADMINS_TOP', csrf: true },
  // Reporter service (002 7): every role; the handler narrows each query to the caller's partner and campaigns (002 5).
  { method: 'POST', path: '/report', domain: 'reporting', operation: 'run-report', access: 'ALL', csrf: true },
  // Several /report requests in one call, each scoped and answered as /report would (the dashboard's areas).
  { method: 'POST', path: '/report/batch', domain: 'reporting', operation: 'run-report-batch', access: 'ALL', csrf: true },
  { method: 'POST', path: '/report/relevant-dimensions', domain: 'reporting', operation: 'list-relevant-dimensions', access: 'ALL', csrf: true },
  // Custom conversions (002 7): managed by top admins and the self-service group, inside the current partner (?partnerId);
  // the list is read by every role because the analyzer (all roles) offers each conversion's metrics.
  { method: 'GET', path: '/report/custom-conversions', domain: 'custom-conversions', operation: 'list-custom-conversions', access: 'ALL', csrf: false },
  { method: 'POST', path: '/report/custom-conversion', domain: 'custom-conversions', operation: 'create-custom-conversion', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/report/custom-conversion/{id}', domain: 'custom-conversions', operation: 'update-custom-conversion', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/report/custom-conversion/{id}', domain: 'custom-conversions', operation: 'delete-custom-conversion', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/google/floodlightActivities/{partnerId}', domain: 'custom-conversions', operation: 'list-floodlight-activities', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // The reporter dashboard's other calls (002 7): previews, benchmarks, filter lists, variation changes; same scope as /report.
  { method: 'POST', path: '/report/assets', domain: 'reporting', operation: 'get-report-assets', access: 'ALL', csrf: true },
  { method: 'POST', path: '/campaigns/benchmarks', domain: 'reporting', operation: 'get-campaign-benchmarks', access: 'ALL', csrf: true },
  { method: 'GET', path: '/report/filters', domain: 'reporting', operation: 'list-report-filters', access: 'ALL', csrf: false },
  { method: 'POST', path: '/report/variation-changes', domain: 'reporting', operation: 'list-variation-changes', access: 'ALL', csrf: true },
  // Variations by hash (002 7; 001 7 'Creatives and approvals'): the reporter's roles (every role), narrowed to the
  // campaigns the caller may access. The static '/campaigns/variations' stays above campaign routes with one parameter.
  { method: 'POST', path: '/report/variations', domain: 'personalize', operation: 'report-variations', access: 'ALL', csrf: true },
  { method: 'GET', path: '/campaigns/variations/{hashes}', domain: 'personalize', operation: 'get-variations-by-hashes', access: 'ALL', csrf: false },
  // Personalize (001 7 'Personalize'): functions/routes-personalize.ts, in this place of the table
  ...PERSONALIZE_ROUTES,
  // Saved reports of the analyzer (002 7 'Saved reports (query partnerId)'): the analyzer's roles, the current partner's reports.
  { method: 'GET', path: '/report/analyze-view', domain: 'reporting', operation: 'list-analyze-views', access: 'ALL', csrf: false },
  { method: 'POST', path: '/report/analyze-view', domain: 'reporting', operation: 'create-analyze-view', access: 'ALL', csrf: true },
  // Without an id an update answers 'Report ID is missing' (002 5) instead of an unknown route.
  { method: 'PUT', path: '/report/analyze-view', domain: 'reporting', operation: 'update-analyze-view', access: 'ALL', csrf: true },
  { method: 'GET', path: '/report/analyze-view/{id}', domain: 'reporting', operation: 'get-analyze-view', access: 'ALL', csrf: false },
  { method: 'PUT', path: '/report/analyze-view/{id}', domain: 'reporting', operation: 'update-analyze-view', access: 'ALL', csrf: true },
  { method: 'DELETE', path: '/report/analyze-view/{id}', domain: 'reporting', operation: 'delete-analyze-view', access: 'ALL', csrf: true },
  { method: 'POST', path: '/report/analyze-view/{id}/copy', domain: 'reporting', operation: 'copy-analyze-view', access: 'ALL', csrf: true },
  // Asset library (000 7.3): reads for whoever may request concepts (the wizard's picker), changes for top admins and self-service.
  { method: 'GET', path: '/assets/single-files', domain: 'assets', operation: 'list-assets', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/assets/single-files/formats', domain: 'assets', operation: 'list-asset-formats', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/assets/single-files/list/{id}', domain: 'assets', operation: 'list-asset-children', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/assets/single-files/many', domain: 'assets', operation: 'get-many-assets', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/assets/single-files/{id}', domain: 'assets', operation: 'get-asset', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PATCH', path: '/assets/single-files', domain: 'assets', operation: 'bulk-update-assets', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/assets/single-files/{id}', domain: 'assets', operation: 'update-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/assets/single-files/{id}/archive', domain: 'assets', operation: 'archive-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/assets/single-files/{id}/unarchive', domain: 'assets', operation: 'unarchive-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/assets/single-files/{id}/business-nodes', domain: 'assets', operation: 'update-asset-nodes', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Uploads straight to storage (architecture 'Data'): start (presigned URLs), complete (queues processing), abort, batch status.
  { method: 'POST', path: '/assets/single-files/uploads', domain: 'assets', operation: 'start-upload', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/uploads/status', domain: 'assets', operation: 'get-upload-status', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/uploads/{id}/complete', domain: 'assets', operation: 'complete-upload', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/uploads/{id}/abort', domain: 'assets', operation: 'abort-upload', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Folder uploads (000 7.3 'hierarchy': folders as parents, files as children) and feeds (a CSV of URLs, checked, then fetched).
  { method: 'POST', path: '/assets/single-files/hierarchy', domain: 'assets', operation: 'upload-hierarchy', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/feeds/check', domain: 'assets', operation: 'check-feed', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/feeds', domain: 'assets', operation: 'create-feed-assets', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Recommendations (000 7.3): smart crops and a cut-out of an image, made by a job. Reading them as the library is read;
  // generating, keeping and feedback as library changes.
  { method: 'POST', path: '/assets/single-files/recommendation', domain: 'asset-recommendations', operation: 'get-recommendations', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'POST', path: '/assets/single-files/recommendation/generate', domain: 'asset-recommendations', operation: 'generate-recommendations', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/recommendation/create', domain: 'asset-recommendations', operation: 'create-recommended-assets', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/single-files/recommendation/feedback', domain: 'asset-recommendations', operation: 'give-recommendation-feedback', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Brief assets (000 7.3 'brief/...'): the wizard's assets step, so whoever may request a concept (as the brief upsert).
  { method: 'POST', path: '/assets/single-files/brief/save-single-tmp', domain: 'brief-assets', operation: 'save-single-tmp', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'POST', path: '/assets/single-files/brief/validate', domain: 'brief-assets', operation: 'validate-temp-asset', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'POST', path: '/assets/single-files/brief/revalidate', domain: 'brief-assets', operation: 'revalidate-temp-assets', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'PATCH', path: '/assets/single-files/remove-from-s3', domain: 'brief-assets', operation: 'remove-temp-assets', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'POST', path: '/assets/single-files/brief/create-temp-asset-from-url', domain: 'brief-assets', operation: 'create-temp-asset-from-url', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'POST', path: '/assets/single-files/brief/create-single-files-from-urls', domain: 'brief-assets', operation: 'create-single-files-from-urls', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'GET', path: '/assets/single-files/brief/suggested-assets', domain: 'brief-assets', operation: 'list-suggested-assets', access: 'ADMINS_TOP_AND_MANAGERS', csrf: false },
  // Assets cropper tab (002): on /assets-manager/{id}, so top admins plus the self-service group.
  { method: 'POST', path: '/assets/single-files/crop', domain: 'asset-cropper', operation: 'crop-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assets/single-files/{id}/cropper-preview', domain: 'asset-cropper', operation: 'get-cropper-preview', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/assets/remove-image-background', domain: 'asset-cropper', operation: 'remove-image-background', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assets/remove-image-background/result', domain: 'asset-cropper', operation: 'get-background-removal-result', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // Concepts (000 2.5, 7.3; 002 7: paths not shown, ours). Requesting and archiving: everyone who creates briefs (002 6:
  // admins, self-service, manager); reading: all but analysts; settings: top admins plus self-service. Static paths first.
  { method: 'GET', path: '/concepts', domain: 'concepts', operation: 'list-concepts', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/concepts/name-exists', domain: 'concepts', operation: 'check-concept-name', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/concepts/brief', domain: 'concepts', operation: 'upsert-concept-brief', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'GET', path: '/concepts/{id}', domain: 'concepts', operation: 'get-concept', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PUT', path: '/concepts/{id}/archive', domain: 'concepts', operation: 'archive-concept', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'PUT', path: '/concepts/{id}/unarchive', domain: 'concepts', operation: 'unarchive-concept', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'PUT', path: '/concepts/{id}/settings', domain: 'concepts', operation: 'update-concept-settings', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Templates of a concept (002 2, 5, 7 'Concepts and templates': paths ours). Uploads and changes by super, admin and
  // the self-service roles; final approval by FINAL_APPROVERS (002 6); every non-analyst sees them.
  { method: 'GET', path: '/concepts/{conceptId}/templates', domain: 'templates', operation: 'list-templates', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/concepts/{conceptId}/templates/uploads', domain: 'templates', operation: 'start-template-upload', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/concepts/{conceptId}/templates/uploads/{uploadId}/complete', domain: 'templates', operation: 'complete-template-upload', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/templates/{id}', domain: 'templates', operation: 'get-template', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'DELETE', path: '/templates/{id}', domain: 'templates', operation: 'delete-template', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/templates/{id}/in-use', domain: 'templates', operation: 'get-template-in-use', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/templates/{id}/approve', domain: 'templates', operation: 'approve-template', access: 'FINAL_APPROVERS', csrf: true },
  { method: 'POST', path: '/templates/{id}/unapprove', domain: 'templates', operation: 'unapprove-template', access: 'FINAL_APPROVERS', csrf: true },
  { method: 'PUT', path: '/templates/{id}/generations/{generation}/archive', domain: 'templates', operation: 'archive-template-generation', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/templates/{id}/generations/{generation}/unarchive', domain: 'templates', operation: 'unarchive-template-generation', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/templates/{id}/code', domain: 'templates', operation: 'get-template-code', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'PUT', path: '/templates/{id}/code', domain: 'templates', operation: 'save-template-code', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/templates/{id}/code-preview', domain: 'templates', operation: 'preview-template-code', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/templates/{id}/resize', domain: 'templates', operation: 'resize-template', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // The concept lifecycle: uploaders send for review, final approvers approve or reject (each event's roles in shared/domain/concept-lifecycle.ts).
  { method: 'PUT', path: '/concepts/{id}/status', domain: 'concepts', operation: 'update-concept-status', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'GET', path: '/partners/conceptId/{id}', domain: 'concepts', operation: 'get-concept-partner', access: 'NOT_ANALYSTS', csrf: false },
  // Storyboards (002 7 'Storyboards', paths verbatim): reads for non-analysts, uploads for admins and self-service, approval for final approvers.
  // Static segments (count, import) stay above {sid}: the local gateway takes the first match.
  { method: 'GET', path: '/assets/concepts/{id}/storyboards', domain: 'storyboards', operation: 'list-storyboards', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/assets/concepts/{id}/storyboards', domain: 'storyboards', operation: 'create-storyboard', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/assets/concepts/{id}/storyboards', domain: 'storyboards', operation: 'save-storyboard-order', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assets/concepts/{id}/storyboards/count', domain: 'storyboards', operation: 'count-storyboards', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/assets/concepts/{id}/storyboards/import', domain: 'storyboards', operation: 'create-storyboard-import', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Ours: the import file is in storage, queue its job; and how the import went.
  { method: 'POST', path: '/assets/concepts/{id}/storyboards/import/{importId}/complete', domain: 'storyboards', operation: 'complete-storyboard-import', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assets/concepts/{id}/storyboards/import/{importId}', domain: 'storyboards', operation: 'get-storyboard-import', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/assets/concepts/{id}/storyboards/{sid}', domain: 'storyboards', operation: 'get-storyboard', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PUT', path: '/assets/concepts/{id}/storyboards/{sid}', domain: 'storyboards', operation: 'update-storyboard', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/assets/concepts/{id}/storyboards/{sid}', domain: 'storyboards', operation: 'delete-storyboard', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Ours: the files of a new version are in storage, queue their processing.
  { method: 'POST', path: '/assets/concepts/{id}/storyboards/{sid}/version/{vid}/complete', domain: 'storyboards', operation: 'complete-storyboard-version', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/assets/concepts/{id}/storyboards/{sid}/version/{vid}', domain: 'storyboards', operation: 'delete-storyboard-version', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/assets/concepts/{id}/storyboards/{sid}/approve', domain: 'storyboards', operation: 'approve-storyboard', access: 'FINAL_APPROVERS', csrf: true },
  { method: 'GET', path: '/assets/concepts/{id}/storyboards/{sid}/users', domain: 'storyboards', operation: 'list-storyboard-users', access: 'NOT_ANALYSTS', csrf: false },
  // Audiences (001 7 'Audiences and assemblies'; paths as the assembly calls'): the campaign's audiences tab, shown to
  // top admins and self-service (001 6: managers see creatives and settings, reviewers creatives). Static paths first.
  { method: 'POST', path: '/audiences/import', domain: 'audiences', operation: 'import-audiences', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/audiences/campaigns', domain: 'audiences', operation: 'list-campaigns-audiences', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'DELETE', path: '/audiences/all', domain: 'audiences', operation: 'delete-all-audiences', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/audiences', domain: 'audiences', operation: 'list-audiences', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/audiences', domain: 'audiences', operation: 'create-audience', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/audiences/{id}', domain: 'audiences', operation: 'get-audience', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'PUT', path: '/audiences/{id}', domain: 'audiences', operation: 'update-audience', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/audiences/{id}', domain: 'audiences', operation: 'delete-audience', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Live feeds (001 7 'datasources/live' and '/update'; the campaign's tools tab: top admins and self-service). Ours:
  // the feed with its rows, its change log, and approving the changes held for review (final approvers).
  { method: 'POST', path: '/campaigns/{id}/datasources/live', domain: 'datasources', operation: 'connect-live-feed', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{id}/datasources/live/update', domain: 'datasources', operation: 'refresh-live-feed', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{id}/datasources/live', domain: 'datasources', operation: 'get-live-feed', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/datasources/live/changes', domain: 'datasources', operation: 'list-live-feed-changes', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/datasources/live/approve', domain: 'datasources', operation: 'approve-live-feed', access: 'FINAL_APPROVERS', csrf: true },
  // Creatives and approvals (001 7 'Creatives and approvals', 002 7). Every campaign role but analysts sees the
  // creatives and approves at the level its role gives (shared/domain/approvals.ts: the handler refuses another level);
  // variations/full is the admins' (isAdmin: top admins and self-service), list the others'. Ours: the approval trail
  // per creative and as CSV (append-only: no route changes a record).
  { method: 'GET', path: '/campaigns/{id}/creatives', domain: 'creatives', operation: 'list-creatives', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/creatives/count', domain: 'creatives', operation: 'count-creatives', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PATCH', path: '/campaigns/{id}/creatives/approvals', domain: 'creatives', operation: 'save-creative-approvals', access: actionAccess('saveApprovals'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/creatives/{creativeId}/approval-trail', domain: 'creatives', operation: 'get-approval-trail', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/approval-trail.csv', domain: 'creatives', operation: 'export-approval-trail', access: actionAccess('approvalTrailCsv'), csrf: false },
  { method: 'PUT', path: '/campaigns/{id}/variations/approvals', domain: 'creatives', operation: 'save-variation-approvals', access: actionAccess('saveApprovals'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/variations/full/{channel}/{formats}', domain: 'creatives', operation: 'list-variations-full', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/variations/list/{channel}/{formats}', domain: 'creatives', operation: 'list-variations', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/request-approval', domain: 'creatives', operation: 'request-approval', access: actionAccess('requestApproval'), csrf: true },
  // Creative scoring (paths ours): variations scoring on demand starts a job, so it is for those who may start the
  // campaign's jobs (not reviewers: 002 6 'cannot create, archive, edit or upload'); the scores of a campaign's creatives and
  // of an asset or template, and scores against the campaign's performance, are read like the creatives beside them.
  { method: 'POST', path: '/campaigns/{id}/scoring', domain: 'scoring', operation: 'start-campaign-scoring', access: actionAccess('scoreCreatives'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/scores', domain: 'scoring', operation: 'get-campaign-scores', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/scores/performance', domain: 'scoring', operation: 'get-score-performance', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/scoring/assets/{id}', domain: 'scoring', operation: 'get-asset-scores', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/scoring/templates/{id}', domain: 'scoring', operation: 'get-template-scores', access: 'NOT_ANALYSTS', csrf: false },
  // Campaigns (001 7 'Campaigns'; paths of list, get and update not shown: ours under /campaigns). Roles by 001 6:
  // reading all but analysts; creating, settings and archiving ADMINS_TOP_AND_MANAGERS (not reviewer; a manager edits
  // basic settings only, the handler refuses advanced fields); delete, restore, lock, the tools tab's update and
  // uploads top admins plus self-service. Static paths stay above /campaigns/{id}: the gateway takes the first match.
  { method: 'GET', path: '/campaigns', domain: 'campaigns', operation: 'list-campaigns', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/list-with-publishing', domain: 'campaigns', operation: 'list-campaigns-with-publishing', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/exists', domain: 'campaigns', operation: 'check-campaign-name', access: 'ADMINS_TOP_AND_MANAGERS', csrf: false },
  { method: 'POST', path: '/campaigns', domain: 'campaigns', operation: 'create-campaign', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'GET', path: '/campaigns/{id}', domain: 'campaigns', operation: 'get-campaign', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PUT', path: '/campaigns/{id}', domain: 'campaigns', operation: 'update-campaign', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{id}/publishing', domain: 'campaigns', operation: 'get-campaign-publishing', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/publishing-market-data', domain: 'campaigns', operation: 'get-publishing-market-data', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/pending-operations', domain: 'campaigns', operation: 'list-pending-operations', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/pending-operations', domain: 'campaigns', operation: 'add-pending-operation', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/campaigns/{id}/pending-operations/{operationId}', domain: 'campaigns', operation: 'remove-pending-operation', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/campaigns/{id}/settings', domain: 'campaigns', operation: 'get-campaign-settings', access: 'ADMINS_TOP_AND_MANAGERS', csrf: false },
  { method: 'PATCH', path: '/campaigns/{id}/settings', domain: 'campaigns', operation: 'update-campaign-settings', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/lock', domain: 'campaigns', operation: 'lock-campaign', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/unlock', domain: 'campaigns', operation: 'unlock-campaign', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PUT', path: '/campaigns/{id}/archive', domain: 'campaigns', operation: 'archive-campaign', access: 'ADMINS_TOP_AND_MANAGERS', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/delete', domain: 'campaigns', operation: 'delete-campaign', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/restore', domain: 'campaigns', operation: 'restore-campaign', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Render queue (001 7 'Campaigns'; functions/renders): state for every campaign reader, cancel and restart like lock/unlock.
  { method: 'GET', path: '/campaigns/{id}/render-queue/state', domain: 'renders', operation: 'get-render-queue-state', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PATCH', path: '/campaigns/{id}/cancel-render', domain: 'renders', operation: 'cancel-render', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/restart-render', domain: 'renders', operation: 'restart-render', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Screenshots and PDF (001 7 'Campaigns' make-screenshots, create-pdf; 'Background jobs'): started like generate-variations,
  // results and single downloads for every campaign reader (review material, not gated by approval)
  { method: 'POST', path: '/campaigns/{id}/make-screenshots', domain: 'renders', operation: 'make-screenshots', access: actionAccess('screenshots'), csrf: true },
  { method: 'POST', path: '/campaigns/{id}/create-pdf', domain: 'renders', operation: 'create-pdf', access: actionAccess('screenshots'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/screenshots/{approvalStatus}', domain: 'renders', operation: 'list-screenshots', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/screenshots/{approvalStatus}/single-files', domain: 'renders', operation: 'create-screenshot-single-files', access: actionAccess('screenshots'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/creatives/{creativeId}/screenshot', domain: 'renders', operation: 'get-creative-screenshot', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/creatives/{creativeId}/screenshot', domain: 'renders', operation: 'render-creative-screenshot', access: 'NOT_ANALYSTS', csrf: true },
  // Campaign assets (000 7.3): uploads straight to storage (answer: where to put each file; then complete), removals.
  { method: 'POST', path: '/campaigns/{id}/template-assets', domain: 'campaigns', operation: 'start-template-assets', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/campaigns/{id}/template-assets/{assetId}/complete', domain: 'campaigns', operation: 'complete-template-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/campaigns/{id}/assets/{assetId}', domain: 'campaigns', operation: 'remove-campaign-library-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/campaigns/{id}/campaign-assets/{assetId}', domain: 'campaigns', operation: 'delete-campaign-asset', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // ad platforms, read side (001 7 Personalize, Campaigns 'Ads manager' and 'Ad server lookups')
  { method: 'GET', path: '/facebook/{id}/campaigns', domain: 'ad-platforms', operation: 'list-meta-campaigns', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/facebook/campaign/{id}/adsets', domain: 'ad-platforms', operation: 'list-meta-ad-sets', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // Meta previews (001 7): Meta's preview of a variant as an ad, through the ad account of a node the caller may read
  { method: 'POST', path: '/facebook/preview', domain: 'ad-platforms', operation: 'preview-meta-ad', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'POST', path: '/facebook/preview/carousel', domain: 'ad-platforms', operation: 'preview-meta-carousel', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/dv360/{id}/campaigns', domain: 'ad-platforms', operation: 'list-dv360-campaigns', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/dv360/{id}/lineitems', domain: 'ad-platforms', operation: 'list-dv360-line-items', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/campaigns', domain: 'ad-platforms', operation: 'list-ad-server-campaigns', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/sites', domain: 'ad-platforms', operation: 'list-ad-server-sites', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/mobile_carriers', domain: 'ad-platforms', operation: 'list-ad-server-mobile-carriers', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/operating_systems', domain: 'ad-platforms', operation: 'list-ad-server-operating-systems', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/browsers', domain: 'ad-platforms', operation: 'list-ad-server-browsers', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/connection_types', domain: 'ad-platforms', operation: 'list-ad-server-connection-types', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/platform_types', domain: 'ad-platforms', operation: 'list-ad-server-platform-types', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google/languages', domain: 'ad-platforms', operation: 'list-ad-server-languages', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google-ads/campaigns', domain: 'ad-platforms', operation: 'list-google-ads-campaigns', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/google-ads/campaign/{campaignId}/adgroups', domain: 'ad-platforms', operation: 'list-google-ads-ad-groups', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // Publishing (001 7 'POST campaigns/{id}/publish: channels', the ads manager calls; the state read and the feed are ours)
  { method: 'POST', path: '/campaigns/{id}/publish', domain: 'publishing', operation: 'publish-campaign', access: actionAccess('publish'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/publishing/state', domain: 'publishing', operation: 'get-publishing-state', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/google-ads/publish', domain: 'publishing', operation: 'publish-google-ads', access: actionAccess('publish'), csrf: true },
  { method: 'GET', path: '/google-ads/feed/{campaignId}', domain: 'publishing', operation: 'get-google-ads-feed', access: 'ADMINS_TOP_AND_MANAGERS', csrf: false },
  { method: 'DELETE', path: '/google-ads/oauth/reset/{id}', domain: 'publishing', operation: 'reset-google-ads-oauth', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'DELETE', path: '/dv360/oauth/reset/{id}', domain: 'publishing', operation: 'reset-dv360-oauth', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // assemblies (001 7 'Audiences and assemblies'; the social video CSV of 001 5)
  { method: 'POST', path: '/assemblies/import', domain: 'assemblies', operation: 'import-assemblies', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assemblies', domain: 'assemblies', operation: 'list-assemblies', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'DELETE', path: '/assemblies/all', domain: 'assemblies', operation: 'delete-all-assemblies', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/assemblies/{id}', domain: 'assemblies', operation: 'get-assembly', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'DELETE', path: '/assemblies/{id}', domain: 'assemblies', operation: 'delete-assembly', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  // Comments (001 7 'Comments'; 'Creatives and approvals' new-comments/variant; paths ours where the spec shows none,
  // shared/contracts/comments.ts): whoever opens the commented screens (not analysts); the handler scopes each call to
  // the campaign (campaignInScope) or concept, keeps private comments to the author's side, deletes for author or admins.
  { method: 'GET', path: '/mentions', domain: 'comments', operation: 'list-mentions', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/comments', domain: 'comments', operation: 'list-entity-comments', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/comments/list', domain: 'comments', operation: 'list-campaign-comments', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/campaigns/{id}/new-comments/list', domain: 'comments', operation: 'query-campaign-comments', access: actionAccess('comments'), csrf: true },
  { method: 'POST', path: '/campaigns/{id}/new-comments/new', domain: 'comments', operation: 'create-campaign-comment', access: actionAccess('comments'), csrf: true },
  { method: 'POST', path: '/campaigns/{id}/new-comments/attachments', domain: 'comments', operation: 'start-campaign-attachments', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'POST', path: '/campaigns/{id}/new-comments/variant', domain: 'comments', operation: 'count-campaign-comments', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'PATCH', path: '/campaigns/{id}/new-comments/{commentId}/resolve', domain: 'comments', operation: 'resolve-campaign-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'DELETE', path: '/campaigns/{id}/new-comments/{commentId}', domain: 'comments', operation: 'delete-campaign-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'GET', path: '/concepts/{id}/comments', domain: 'comments', operation: 'list-concept-comments', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'POST', path: '/concepts/{id}/comments', domain: 'comments', operation: 'create-concept-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'POST', path: '/concepts/{id}/comments/attachments', domain: 'comments', operation: 'start-concept-attachments', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'POST', path: '/concepts/{id}/comments/counts', domain: 'comments', operation: 'count-concept-comments', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'PATCH', path: '/concepts/{id}/comments/{commentId}/resolved', domain: 'comments', operation: 'resolve-concept-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'DELETE', path: '/concepts/{id}/comments/{commentId}', domain: 'comments', operation: 'delete-concept-comment', access: 'NOT_ANALYSTS', csrf: true },
  // Assembly comments (the assembly delivery type): on the campaign's variations; the topic is the campaign.
  { method: 'POST', path: '/comments', domain: 'comments', operation: 'create-assembly-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'PUT', path: '/comments/resolve/{id}', domain: 'comments', operation: 'resolve-assembly-comment', access: 'NOT_ANALYSTS', csrf: true },
  { method: 'GET', path: '/comments/topic/{id}', domain: 'comments', operation: 'get-comment-topic', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'PUT', path: '/comments/{id}', domain: 'comments', operation: 'update-comment', access: 'NOT_ANALYSTS', csrf: true },
  // The notification centre (ours; 001 7 'Real-time channel', 001 8 'Notification catalogue'): every signed-in user, their own.
  { method: 'GET', path: '/notifications', domain: 'notifications', operation: 'list-notifications', access: 'SIGNED_IN', csrf: false },
  { method: 'PATCH', path: '/notifications/read', domain: 'notifications', operation: 'mark-notifications-read', access: 'SIGNED_IN', csrf: true },
  // HTML prerender (001 7 'Campaigns' html-prerenderer/publish) and exports (ours; 001 7 'Background jobs'): the campaign
  // tools' roles, top admins and self-service (001 6), as make-screenshots and create-pdf. Static paths first.
  { method: 'POST', path: '/html-prerenderer/publish', domain: 'exports', operation: 'publish-prerender', access: 'ADMINS_AND_SELF_SERVICE', csrf: true },
  { method: 'GET', path: '/html-prerenderer/assemblies', domain: 'exports', operation: 'list-assembly-prerenders', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/exports/destinations', domain: 'exports', operation: 'list-export-destinations', access: actionAccess('exportCreatives'), csrf: false },
  { method: 'POST', path: '/exports', domain: 'exports', operation: 'create-export', access: actionAccess('exportCreatives'), csrf: true },
  { method: 'GET', path: '/exports', domain: 'exports', operation: 'list-exports', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  { method: 'GET', path: '/exports/{id}', domain: 'exports', operation: 'get-export', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
  // Video rendering (ours): a campaign's video creatives rendered through the render queue (kind 'video') by
  // whoever may change its creatives, the results for every campaign reader; the decision-tree performance view reads
  // like personalize's performance (the personalize roles).
  { method: 'POST', path: '/campaigns/{id}/rendered-videos', domain: 'video-render', operation: 'start-video-render', access: actionAccess('renderVideos'), csrf: true },
  { method: 'GET', path: '/campaigns/{id}/rendered-videos', domain: 'video-render', operation: 'list-rendered-videos', access: 'NOT_ANALYSTS', csrf: false },
  { method: 'GET', path: '/campaigns/{id}/tree-performance', domain: 'video-render', operation: 'get-tree-performance', access: 'ADMINS_AND_SELF_SERVICE', csrf: false },
];

export const routeKey = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${API_PREFIX}${r.path}`;
