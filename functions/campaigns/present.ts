/**
 * Campaigns as callers see them. Campaigns written before a field existed (the reporting seed's) answer its default:
 * no settings, no publishing meta, managed service, not locked.
 */
import type {
  CampaignDto,
  CampaignListItemDto,
  CampaignSettings,
  CampaignSettingsDto,
  CampaignWithPublishingDto,
  PublishingMeta,
} from '@shared/contracts/campaigns';
import { CAMPAIGN_TABS, marketChangeProblem, settingsAccess } from '@shared/domain/campaign-settings';
import type { Role } from '@shared/domain/roles';
import type { Scope } from '@functions/business-nodes/public';
import { modeOf, personalisationTypeOf, type Campaign } from './campaigns-repository';

export const EMPTY_SETTINGS: CampaignSettings = { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] };
export const EMPTY_PUBLISHING: PublishingMeta = { integrations: [], supportedChannels: [], adsManagerCampaigns: [], adServerCampaigns: [], adServerSites: [] };

export const settingsOf = (c: Campaign): CampaignSettings => ({ ...EMPTY_SETTINGS, ...c.settings });
export const publishingOf = (c: Campaign): PublishingMeta => ({ ...EMPTY_PUBLISHING, ...c.publishing });

export function presentListItem(c: Campaign, marketName: string | null): CampaignListItemDto {
  return {
    _id: c.id,
    partnerId: c.partnerId,
    name: c.name,
    businessNodeId: c.businessNodeId,
    businessNodes: [c.businessNodeId],
    marketName,
    conceptId: c.conceptId ?? null,
    platform: c.platform,
    personalisationType: personalisationTypeOf(c),
    mode: modeOf(c),
    status: c.status,
    archived: c.status === 'archived',
    deleted: c.status === 'deleted',
    qa: c.qa ?? false,
    flightDates: c.settings?.flightDates ?? null,
    createdBy: c.createdBy ?? null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt ?? c.createdAt,
  };
}

export function presentWithPublishing(c: Campaign, marketName: string | null): CampaignWithPublishingDto {
  return { ...presentListItem(c, marketName), publishing: publishingOf(c), deliveries: settingsOf(c).deliveries };
}

export const inBuild = (c: Campaign) => c.buildStartedAt !== undefined;

export function presentCampaign(c: Campaign, marketName: string | null): CampaignDto {
  return {
    ...presentListItem(c, marketName),
    settings: settingsOf(c),
    publishing: publishingOf(c),
    pendingOperations: c.pendingOperations ?? [],
    resources: { datasource: c.resources?.datasource ?? null },
    notifications: {
      finalApprovalRequestedAt: c.notifications?.finalApprovalRequestedAt ?? null,
      interimApprovalRequestedAt: c.notifications?.interimApprovalRequestedAt ?? null,
    },
    assets: c.assets ?? [],
    campaignAssets: (c.campaignAssets ?? []).filter((a) => a.status === 'done').map(({ uploadId: _open, ...a }) => a),
    inBuild: inBuild(c),
    tabs: CAMPAIGN_TABS[modeOf(c)],
  };
}

export const marketChangeOf = (c: Campaign) => marketChangeProblem({ inBuild: inBuild(c), conceptId: c.conceptId, assetCount: (c.assets ?? []).length });

export function presentSettings(c: Campaign, role: Role, watchers: CampaignSettingsDto['watchers']): CampaignSettingsDto {
  const settings = settingsOf(c);
  const reason = marketChangeOf(c);
  return {
    name: c.name,
    flightDates: settings.flightDates,
    watcherIds: settings.watcherIds,
    watchers,
    businessNodeId: c.businessNodeId,
    conceptId: c.conceptId ?? null,
    templateIds: settings.templateIds,
    platform: c.platform,
    deliveries: settings.deliveries,
    formats: settings.formats,
    personalisationType: personalisationTypeOf(c),
    mode: modeOf(c),
    access: settingsAccess(role) === 'advanced' ? 'advanced' : 'basic',
    marketChange: { allowed: reason === null, reason },
  };
}

export const marketNameOf = (scope: Scope, c: Campaign) => scope.nodes.find((n) => n.id === c.businessNodeId)?.name ?? null;
