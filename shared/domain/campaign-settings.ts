/**
 * Campaign mode, settings and states (001 1, 3 'Campaign', 4 'Campaign', 5, 6): pure rules the API applies and the
 * screens mirror. The delivery, platform and personalisation-type defaults stay in ./campaigns.ts.
 */
import { MESSAGES } from '../messages';
import { ROLE_GROUPS, type Role } from './roles';

/**
 * 001 1 'Two campaign modes exist: managed service and self service'. How a campaign gets its mode (the spec does not
 * say; ours): from the role of the user who creates it, once, at creation. A self-service role (selfServiceAdmin,
 * selfServiceManager, selfServiceReviewer) builds the campaign itself: SELF_SERVICE (tabs personalize, creatives,
 * settings, tools). Anyone else (super, admin, manager) has the agency build it: MANAGED_SERVICE (tabs assets,
 * audiences, assemblies, variations, creatives, tickets, settings, tools). A campaign stored without a mode (the
 * reporting seed's, written before the mode existed) is MANAGED_SERVICE. The mode never changes afterwards.
 */
export const CAMPAIGN_MODES = ['MANAGED_SERVICE', 'SELF_SERVICE'] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];
export const DEFAULT_CAMPAIGN_MODE: CampaignMode = 'MANAGED_SERVICE';

export function campaignModeFor(role: Role): CampaignMode {
  return (ROLE_GROUPS.SELF_SERVICE as readonly Role[]).includes(role) ? 'SELF_SERVICE' : 'MANAGED_SERVICE';
}

/** 001 2: the tabs of each mode, in order. */
export const CAMPAIGN_TABS: Record<CampaignMode, readonly string[]> = {
  MANAGED_SERVICE: ['assets', 'audiences', 'assemblies', 'variations', 'creatives', 'tickets', 'settings', 'tools'],
  SELF_SERVICE: ['personalize', 'creatives', 'settings', 'tools'],
};

/**
 * A campaign's state (001 4 'Campaign': archive, delete, restore). One stored value, so the list's views cannot
 * disagree: active, archived (PUT archive {archived: true}; {archived: false} makes it active again) or deleted
 * (PATCH delete, from either; PATCH restore makes a deleted campaign active). The answers carry the spec's
 * `archived` and `deleted` flags derived from it.
 */
export const CAMPAIGN_STATUSES = ['active', 'archived', 'deleted'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_VIEWS = ['active', 'archived', 'deleted'] as const;
export type CampaignView = (typeof CAMPAIGN_VIEWS)[number];

/**
 * 001 6 settings by role: top admins, selfServiceAdmin and selfServiceManager edit basic and advanced settings;
 * selfServiceReviewer 'same as manager', read as the row above it (the self-service manager: basic and advanced; the
 * issue's e2e has a self-service user see advanced); manager basic only; reviewer and analyst none.
 */
export type SettingsAccess = 'advanced' | 'basic' | 'none';
export function settingsAccess(role: Role): SettingsAccess {
  if ((ROLE_GROUPS.ADMINS_AND_SELF_SERVICE as readonly Role[]).includes(role)) return 'advanced';
  if (role === 'manager') return 'basic';
  return 'none';
}

/** Basic settings: what a manager may change. */
export const BASIC_SETTINGS = ['name', 'flightDates', 'watcherIds'] as const;
/** Advanced settings: market, concept and templates, platform, deliveries, formats. */
export const ADVANCED_SETTINGS = ['businessNodeId', 'conceptId', 'templateIds', 'platform', 'deliveries', 'formats'] as const;
export type SettingsField = (typeof BASIC_SETTINGS)[number] | (typeof ADVANCED_SETTINGS)[number];

/** The advanced fields a change holds, for refusing them to a basic-only editor. */
export function advancedFieldsIn(change: Record<string, unknown>): string[] {
  return (ADVANCED_SETTINGS as readonly string[]).filter((k) => change[k] !== undefined);
}

/**
 * 001 5 'Market change blocked': in build state (contact CSM), after a creative concept is selected, once assets are
 * selected. Checked in that order; null when the market may change.
 */
export function marketChangeProblem(campaign: { inBuild: boolean; conceptId?: string | null; assetCount: number }): string | null {
  if (campaign.inBuild) return MESSAGES.campaignMarketInBuild;
  if (campaign.conceptId) return MESSAGES.campaignMarketConceptSelected;
  if (campaign.assetCount > 0) return MESSAGES.campaignMarketAssetsSelected;
  return null;
}

/**
 * A platform a campaign on a node can publish to (001 7 business-nodes available-channels; ours: the spec shows no
 * rule): the node's nearest publishing settings (the node's own or an ancestor's, 001 3 'Publishing properties')
 * hold what the platform's client needs. Tokens count when stored (they are never read back).
 */
export const PUBLISHING_NEEDS: Record<string, readonly string[]> = {
  google: ['dcmNetworkId', 'dcmAdvertiserId'],
  facebook: ['facebookAdAccountId', 'facebookPageId'],
  youtube: ['youtubeToken'],
  gads: ['gadsCustomerAccountId', 'gadsToken'],
};

/** The first node of `path` (nearest first) whose settings hold every property the platform needs, or null. */
export function publishingSourceFor<T extends { id: string; has: (property: string) => boolean }>(platform: string, path: readonly T[]): T | null {
  const needs = PUBLISHING_NEEDS[platform] ?? [];
  return path.find((node) => needs.every((p) => node.has(p))) ?? null;
}
