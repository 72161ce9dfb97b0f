/**
 * What a role may do with a campaign on the screens (001 6 'Roles and permissions'). The mode's tabs and the
 * settings access are the shared rules the API applies (shared/domain/campaign-settings.ts); here the role's share of
 * them, so nobody is shown a tab or a button the server would refuse.
 */
import type { CurrentUser } from '@shared/contracts/auth';
import { CAMPAIGN_TABS, type CampaignMode } from '@shared/domain/campaign-settings';
import { mayAccess, type Access, type Role } from '@shared/domain/roles';

export const CAMPAIGN_MODE_LABELS: Record<CampaignMode, string> = { MANAGED_SERVICE: 'Managed service', SELF_SERVICE: 'Self service' };

export type CampaignTab = 'assets' | 'personalize' | 'audiences' | 'assemblies' | 'variations' | 'creatives' | 'tickets' | 'settings' | 'tools';
export const CAMPAIGN_TAB_LABELS: Record<CampaignTab, string> = {
  assets: 'Assets',
  personalize: 'Personalize',
  audiences: 'Audiences',
  assemblies: 'Assemblies',
  variations: 'Variations',
  creatives: 'Creatives',
  tickets: 'Tickets',
  settings: 'Settings',
  tools: 'Tools',
};

/** 001 6 'Campaign access': manager creatives and settings tabs, reviewer the creatives tab only; the others all tabs. */
const ROLE_TABS: Partial<Record<Role, readonly CampaignTab[]>> = {
  manager: ['creatives', 'settings'],
  reviewer: ['creatives'],
  analyst: [],
};

/** Tabs with a route of their own keep that route's access (000 2.1): settings for the campaign creators, tools for admins and self-service. */
const TAB_ACCESS: Partial<Record<CampaignTab, Access>> = { settings: 'ADMINS_TOP_AND_MANAGERS', tools: 'ADMINS_AND_SELF_SERVICE' };

/** The tabs of the campaign's mode (001 2) that this role sees, in the spec's order. */
export function campaignTabs(mode: CampaignMode, role: Role): CampaignTab[] {
  const allowed = ROLE_TABS[role];
  return (CAMPAIGN_TABS[mode] as readonly CampaignTab[]).filter((tab) => (allowed ? allowed.includes(tab) : true) && mayAccess(role, TAB_ACCESS[tab] ?? 'NOT_ANALYSTS'));
}

/** 001 6 'Create campaign': everyone but reviewers and analysts (000 2.1 /campaigns/new). */
export const mayCreateCampaigns = (user: CurrentUser | null | undefined) => Boolean(user && mayAccess(user.role, 'ADMINS_TOP_AND_MANAGERS'));
/** 001 6 'archive or delete campaign': archiving for the creators ('yes, archives too' for the manager), as PUT archive allows. */
export const mayArchiveCampaigns = mayCreateCampaigns;
/** Delete and restore, and lock and unlock (the qa flag): top admins and the self-service group, as their routes allow. */
export const mayDeleteCampaigns = (user: CurrentUser | null | undefined) => Boolean(user && mayAccess(user.role, 'ADMINS_AND_SELF_SERVICE'));
export const mayLockCampaigns = mayDeleteCampaigns;

/** What the list and the tools tab offer this user. */
export const lifecycleRights = (user: CurrentUser | null | undefined) => ({ lock: mayLockCampaigns(user), archive: mayArchiveCampaigns(user), delete: mayDeleteCampaigns(user) });
