/**
 * The content of each campaign tab, in one place: audiences, assemblies and variations are their features' tabs
 * (imported from each feature's index.ts), personalize is its feature's grid on its own route, creatives its feature's
 * view on /campaigns/{id}/creatives/{treeId?}; tickets show an honest empty state until their issue. Settings and tools are this feature's own routes and are not slots.
 * Another feature's tab is a chunk of its own, fetched when its tab is opened (preloadTab starts it with the page), so
 * one tab's screen does not load every tab's code and libraries.
 */
import { List } from 'antd';
import { lazy, type ComponentType } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { CampaignTab } from '../campaign-rights';
import { EmptyTab } from './empty-tab';

export interface CampaignTabProps {
  campaign: CampaignDto;
}

export type SlotTab = Exclude<CampaignTab, 'settings' | 'tools'>;

/** The files uploaded to the campaign (000 7.3 template-assets) and how many library assets it selected; uploading them comes later. */
function AssetsSlot({ campaign }: CampaignTabProps) {
  if (campaign.campaignAssets.length === 0 && campaign.assets.length === 0) {
    return <EmptyTab title="No campaign assets yet">The files this campaign uses from its concept and the asset library will be listed here.</EmptyTab>;
  }
  return (
    <List
      size="small"
      header={`${campaign.assets.length} library asset(s) selected`}
      dataSource={campaign.campaignAssets}
      locale={{ emptyText: 'No files uploaded to this campaign.' }}
      renderItem={(asset) => (
        <List.Item>
          {asset.name} ({asset.contentType}, {Math.ceil(asset.size / 1024)} KB)
        </List.Item>
      )}
    />
  );
}
function TicketsSlot() {
  return <EmptyTab title="Tickets are not available yet">Requests to the managed-service team about this campaign come with a later release.</EmptyTab>;
}

type Slot = ComponentType<CampaignTabProps>;

/** The tabs of other features, each fetched on demand (the module system fetches and runs each once). */
const FEATURE_TABS: Partial<Record<SlotTab, () => Promise<Slot>>> = {
  personalize: () => import('@web/features/personalize').then((m) => m.PersonalizeTab),
  audiences: () => import('@web/features/audiences').then(({ AudiencesTab }) => ({ campaign }: CampaignTabProps) => <AudiencesTab campaignId={campaign._id} />),
  assemblies: () => import('@web/features/assemblies').then(({ AssembliesTab }) => ({ campaign }: CampaignTabProps) => <AssembliesTab campaignId={campaign._id} platform={campaign.platform} />),
  variations: () => import('@web/features/variations').then(({ VariationsTab }) => ({ campaign }: CampaignTabProps) => <VariationsTab campaignId={campaign._id} />),
  creatives: () => import('@web/features/creatives').then((m) => m.CreativesTab),
};

const lazyTab = (tab: SlotTab): Slot => lazy(() => FEATURE_TABS[tab]!().then((component) => ({ default: component })));

/** Starts fetching a tab's code, so it arrives while the campaign is read rather than after. */
export function preloadTab(tab: CampaignTab | null): void {
  if (tab && tab in FEATURE_TABS) void FEATURE_TABS[tab as SlotTab]!();
}

/** Each tab's content: this feature's own slots, or another feature's tab component (from its index.ts, on demand). */
export const CAMPAIGN_TAB_SLOTS: Record<SlotTab, Slot> = {
  assets: AssetsSlot,
  personalize: lazyTab('personalize'),
  audiences: lazyTab('audiences'),
  assemblies: lazyTab('assemblies'),
  variations: lazyTab('variations'),
  creatives: lazyTab('creatives'),
  tickets: TicketsSlot,
};
