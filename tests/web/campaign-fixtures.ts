/** Campaigns as the API answers them (shared/contracts/campaigns.ts), for the campaign screen tests. */
import type { CampaignDto, CampaignListDto, CampaignListItemDto, CampaignSettingsDto } from '@shared/contracts/campaigns';
import type { NodeDto } from '@shared/contracts/business-nodes';

export const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const GERMANY = 'eeeeeeeeeeeeeeeeeeeeee01';
export const FRANCE = 'eeeeeeeeeeeeeeeeeeeeee02';
export const CONCEPT_ID = 'cccccccccccccccccccccc01';
export const campaignId = (n: number) => `ffffffffffffffffffffff${String(n).padStart(2, '0')}`;

export function listItem(n: number, extra: Partial<CampaignListItemDto> = {}): CampaignListItemDto {
  return {
    _id: campaignId(n),
    partnerId: PID,
    name: `Campaign ${n}`,
    businessNodeId: GERMANY,
    businessNodes: [GERMANY],
    marketName: 'Germany',
    conceptId: CONCEPT_ID,
    platform: 'google',
    personalisationType: 'DECISION_TREE',
    mode: 'SELF_SERVICE',
    status: 'active',
    archived: false,
    deleted: false,
    qa: false,
    flightDates: { start: '2030-01-01', end: '2030-02-01' },
    createdBy: null,
    createdAt: 1,
    updatedAt: 1,
    ...extra,
  };
}

export function campaign(n: number, extra: Partial<CampaignDto> = {}): CampaignDto {
  const item = listItem(n, extra);
  return {
    ...item,
    settings: { flightDates: item.flightDates, watcherIds: [], deliveries: { adServer: 'NON_TRAFFICKED' }, formats: [{ platform: 'google', channel: 'display', format: '300x250' }], templateIds: [] },
    publishing: { integrations: [], supportedChannels: [], adsManagerCampaigns: [], adServerCampaigns: [], adServerSites: [] },
    pendingOperations: [],
    resources: { datasource: null },
    notifications: { finalApprovalRequestedAt: null, interimApprovalRequestedAt: null },
    assets: [],
    campaignAssets: [],
    inBuild: false,
    tabs: [],
    ...extra,
  };
}

export function listAnswer(items: CampaignListItemDto[], counts: Partial<CampaignListDto['counts']> = {}): CampaignListDto {
  return { items, total: items.length, page: 0, limit: 10, counts: { active: items.length, archived: 0, deleted: 0, ...counts } };
}

export function settingsOf(c: CampaignDto, access: CampaignSettingsDto['access']): CampaignSettingsDto {
  return {
    name: c.name,
    flightDates: c.flightDates,
    watcherIds: [],
    watchers: [],
    businessNodeId: c.businessNodeId,
    conceptId: null,
    templateIds: [],
    platform: c.platform,
    deliveries: c.settings.deliveries,
    formats: c.settings.formats,
    personalisationType: c.personalisationType,
    mode: c.mode,
    access,
    marketChange: { allowed: false, reason: 'The market cannot be changed after a creative concept has been selected' },
  };
}

const node = (id: string, name: string, type: NodeDto['type'], children: NodeDto[] = []): NodeDto => ({
  _id: id,
  name,
  type,
  parentId: null,
  marketId: null,
  allowed: true,
  readAllowed: true,
  writeAllowed: true,
  children,
});
export const TREE: NodeDto[] = [node('eeeeeeeeeeeeeeeeeeeeee10', 'EMEA', 'region', [node(GERMANY, 'Germany', 'market'), node(FRANCE, 'France', 'market')])];
