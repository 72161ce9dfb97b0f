/**
 * The content of each campaign tab, in one place: audiences, assemblies and variations are their features' tabs
 * (imported from each feature's index.ts), personalize is its feature's grid on its own route, creatives its feature's
 * view on /campaigns/{id}/creatives/{treeId?}; tickets show an honest empty state until their issue. Settings and tools are this feature's own routes and are not slots.
 */
import { List } from 'antd';
import type { ComponentType } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { AssembliesTab } from '@web/features/assemblies';
import { VariationsTab } from '@web/features/variations';
import { AudiencesTab } from '@web/features/audiences';
import { CreativesTab } from '@web/features/creatives';
import { PersonalizeTab } from '@web/features/personalize';
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

/** Each tab's content: this feature's own slots, or another feature's tab component (imported from its index.ts). */
export const CAMPAIGN_TAB_SLOTS: Record<SlotTab, ComponentType<CampaignTabProps>> = {
  assets: AssetsSlot,
  personalize: PersonalizeTab,
  audiences: ({ campaign }) => <AudiencesTab campaignId={campaign._id} />,
  assemblies: ({ campaign }) => <AssembliesTab campaignId={campaign._id} platform={campaign.platform} />,
  variations: ({ campaign }) => <VariationsTab campaignId={campaign._id} />,
  creatives: CreativesTab,
  tickets: TicketsSlot,
};
