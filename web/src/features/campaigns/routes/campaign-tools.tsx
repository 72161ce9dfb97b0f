import { Alert, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { LiveFeedPanel } from '@web/features/live-feeds';
import { RenderQueueCard } from '@web/features/renders';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useCampaignPublishing } from '../api/get-campaign-publishing';
import { DELIVERY_LABELS, platformLabel } from '../campaign-labels';
import { lifecycleRights } from '../campaign-rights';
import { CampaignPage } from '../components/campaign-page';
import { actionsFor, CampaignRowActions } from '../components/campaign-row-actions';
import { CampaignStateTags } from '../components/campaign-state-tags';
import { useCampaignActions } from '../components/use-campaign-actions';

/** /campaigns/{id}/tools (top admins and the self-service group): the campaign's lifecycle (lock, archive, delete, restore), its live feed and its concept's storyboards. */
export function Component() {
  const { id } = useParams();
  return <CampaignPage campaignId={id!} tab="tools">{(campaign) => <Tools campaign={campaign} />}</CampaignPage>;
}

function Tools({ campaign }: { campaign: CampaignDto }) {
  const { data: user } = useCurrentUser();
  const actions = useCampaignActions(useCurrentPartnerId());
  const available = actionsFor(campaign, lifecycleRights(user));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Campaign state">
        <Space direction="vertical">
          <CampaignStateTags campaign={campaign} />
          <Typography.Text type="secondary">A locked campaign is in quality assurance; an archived one leaves the active list; a deleted one can be restored.</Typography.Text>
          <CampaignRowActions campaign={campaign} actions={available} busy={actions.busy} onAction={(action) => actions.run(campaign._id, action)} />
          {actions.error && <Alert type="error" showIcon title={actions.error.message || MESSAGES.genericError} />}
        </Space>
      </Card>
      <PublishingCard campaignId={campaign._id} />
      <RenderQueueCard campaignId={campaign._id} />
      {campaign.conceptId && (
        <Card size="small" title="Concept">
          <AppLink to={`/campaigns/${campaign._id}/storyboards`}>Storyboards of the campaign's concept</AppLink>
        </Card>
      )}
      <LiveFeedPanel campaignId={campaign._id} />
    </Space>
  );
}

/** The campaign's publishing meta (001 3): platform, deliveries, integrations and the ad platforms' campaigns it is linked to. */
function PublishingCard({ campaignId }: { campaignId: string }) {
  const publishing = useCampaignPublishing(useCurrentPartnerId(), campaignId);
  const p = publishing.data;
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'None');
  return (
    <Card size="small" title="Publishing">
      {publishing.isPending ? (
        <Spin />
      ) : !p ? (
        <Alert type="error" showIcon title={MESSAGES.publishingDataFetchFailed} />
      ) : (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Platform">{platformLabel(p.platform)}</Descriptions.Item>
          <Descriptions.Item label="Delivery">{list([p.deliveries.adServer, p.deliveries.meta].filter((d) => d !== undefined).map((d) => DELIVERY_LABELS[d] ?? d))}</Descriptions.Item>
          <Descriptions.Item label="Integrations">{list(p.publishing.integrations)}</Descriptions.Item>
          <Descriptions.Item label="Supported channels">{list(p.publishing.supportedChannels)}</Descriptions.Item>
          <Descriptions.Item label="Ad server campaigns">{list(p.publishing.adServerCampaigns.map((c) => c.name || c.id))}</Descriptions.Item>
          <Descriptions.Item label="Ads manager campaigns">{list(p.publishing.adsManagerCampaigns.map((c) => c.name || c.id))}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
