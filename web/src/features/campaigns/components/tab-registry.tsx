/**
 * The content of each campaign tab that another feature builds, in one place. Each slot receives the campaign and
 * shows an honest empty state until that feature's component is put in its place (assemblies and variations are the
 * features' own tabs; audiences is built beside this feature; personalize, creatives and tickets by a later issue). Settings and tools
 * are this feature's own routes and are not slots.
 */
import { List } from 'antd';
import type { ComponentType } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { AssembliesTab } from '@web/features/assemblies';
import { VariationsTab } from '@web/features/variations';
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
function PersonalizeSlot() {
  return <EmptyTab title="Personalize is not available yet">The grid of variants, dynamic elements and signals of this campaign comes with a later release.</EmptyTab>;
}
function AudiencesSlot() {
  return <EmptyTab title="No audiences yet">The audiences imported for this campaign, with their channels and rules, will be listed here.</EmptyTab>;
}
function AssembliesSlot({ campaign }: CampaignTabProps) {
  return <AssembliesTab campaignId={campaign._id} />;
}
function VariationsSlot({ campaign }: CampaignTabProps) {
  return <VariationsTab campaignId={campaign._id} />;
}
function CreativesSlot() {
  return <EmptyTab title="Creatives are not available yet">Approving and reviewing this campaign's creatives comes with a later release.</EmptyTab>;
}
function TicketsSlot() {
  return <EmptyTab title="Tickets are not available yet">Requests to the managed-service team about this campaign come with a later release.</EmptyTab>;
}

/** The lead wires the other features' components in here at merge (e.g. `audiences: AudiencesTab` from @web/features/audiences). */
export const CAMPAIGN_TAB_SLOTS: Record<SlotTab, ComponentType<CampaignTabProps>> = {
  assets: AssetsSlot,
  personalize: PersonalizeSlot,
  audiences: AudiencesSlot,
  assemblies: AssembliesSlot,
  variations: VariationsSlot,
  creatives: CreativesSlot,
  tickets: TicketsSlot,
};
