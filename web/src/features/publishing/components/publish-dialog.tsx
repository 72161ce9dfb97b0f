import { Alert, Button, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { PublishChannel, PublishChannelStateDto, PublishedCreativeDto } from '@shared/contracts/publishing';
import { channelLabel } from '@shared/domain/publishing';
import { MESSAGES } from '@shared/messages';
import { CheckList } from '@web/components/check-list';
import { mayUseAction } from '@shared/domain/screen-actions';
import { ApiError } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/current-user';
import { useGoogleAdsAdGroups, usePublish, usePublishingState } from '../api/publishing';
import { MetaPublishStatus } from './meta-publish-status';

const STATUS_COLOR: Record<string, string> = { Published: 'green', Error: 'red', 'In-Queue': 'blue', ACTIVATED: 'green', ERROR: 'red', IN_QUEUE: 'blue', DEACTIVATED: 'default' };
const VIDEO_CHANNELS = new Set<PublishChannel>(['facebook', 'youtube']);
const JOB_COLOR: Record<string, string> = { queued: 'blue', progress: 'processing', finished: 'green', error: 'red' };

function ChannelState({ state }: { state: PublishChannelStateDto }) {
  const running = state.status === 'queued' || state.status === 'progress';
  return (
    <div data-testid={`publish-state-${state.channel}`} style={{ marginTop: 12 }}>
      <Space>
        <Typography.Text strong>{channelLabel(state.channel, state.delivery)}</Typography.Text>
        <Tag color={JOB_COLOR[state.status]}>{state.status}</Tag>
        <Typography.Text type="secondary">
          {state.published} of {state.total} published{state.failed ? `, ${state.failed} failed` : ''}
        </Typography.Text>
      </Space>
      {!running && state.title && <Alert style={{ marginTop: 8 }} type={state.status === 'finished' ? 'success' : 'error'} showIcon title={state.title} description={state.message} />}
      {running && state.message && <Alert style={{ marginTop: 8 }} type="warning" showIcon title={state.message} />}
      {state.creatives.length > 0 && (
        <Table<PublishedCreativeDto>
          size="small"
          style={{ marginTop: 8 }}
          rowKey="creativeId"
          pagination={false}
          dataSource={state.creatives}
          columns={[
            { title: 'Creative', dataIndex: 'name' },
            {
              title: 'Upload',
              dataIndex: 'status',
              // Meta and YouTube name their video's upload state, the Buy Now warning and the platform's refusal
              render: (s: string, r: PublishedCreativeDto) => (VIDEO_CHANNELS.has(state.channel) ? <MetaPublishStatus creative={r} /> : <Tag color={STATUS_COLOR[s]}>{s}</Tag>),
            },
            { title: 'Ad', dataIndex: 'activation', render: (s: string) => <Tag color={STATUS_COLOR[s]}>{s}</Tag> },
            // a creative in several ad groups has several ids: long unbroken text wraps inside the dialog
            { title: 'Platform id', dataIndex: 'platformId', render: (id?: string, r?: PublishedCreativeDto) => <span style={{ overflowWrap: 'anywhere' }}>{id ?? r?.message ?? ''}</span> },
          ]}
        />
      )}
    </div>
  );
}

/** A creative the dialog may narrow the publish to (the creatives screen's list: variations or a tree's formats). */
export interface PublishableCreative {
  id: string;
  name: string;
}

/**
 * The Publish dialog: the campaign's channels to choose (Google Ads with its ad groups), optionally some of
 * the campaign's creatives (`creatives`: the screen's finally approved ones; none chosen: every live one), then each
 * channel's state with every creative's upload and ad status and the publishing texts. Only finally approved
 * creatives go out: the server's gate answers 'Creatives need final approval of their current version' otherwise.
 */
export function PublishButton(props: { campaign: CampaignDto; creatives?: readonly PublishableCreative[] }) {
  const { data: user } = useCurrentUser();
  // offered to the roles whose publish calls the route table lets through
  return mayUseAction(user?.role, 'publish') ? <PublishDialogButton {...props} /> : null;
}

function PublishDialogButton({ campaign, creatives }: { campaign: CampaignDto; creatives?: readonly PublishableCreative[] }) {
  const [open, setOpen] = useState(false);
  const [channels, setChannels] = useState<PublishChannel[]>([]);
  const [adGroupIds, setAdGroupIds] = useState<string[]>([]);
  const [creativeIds, setCreativeIds] = useState<string[]>([]);
  const state = usePublishingState(campaign._id, open);
  const publish = usePublish(campaign._id, campaign.businessNodeId);
  const adGroups = useGoogleAdsAdGroups(campaign.businessNodeId, open && channels.includes('gads'));
  const available = state.data?.available ?? [];
  const refused = publish.error instanceof ApiError ? publish.error : null;
  const running = state.data?.channels.some((c) => channels.includes(c.channel) && (c.status === 'queued' || c.status === 'progress'));
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Publish
      </Button>
      <Modal title="Publish" open={open} onCancel={() => setOpen(false)} width={760} footer={null} destroyOnHidden>
        {state.isError && <Alert type="error" showIcon title={MESSAGES.publishingDataFetchFailed} />}
        <Typography.Paragraph>Only finally approved creatives are published.</Typography.Paragraph>
        <CheckList label="Channels" options={available.map((c) => ({ value: c, label: channelLabel(c, c === 'google' ? campaign.settings.deliveries.adServer ?? 'NON_TRAFFICKED' : undefined) }))} value={channels} onChange={setChannels} />
        {channels.includes('gads') && (
          <Select
            mode="multiple"
            aria-label="Google Ads ad groups"
            placeholder="Google Ads ad groups"
            style={{ width: '100%', marginTop: 12 }}
            loading={adGroups.isPending}
            value={adGroupIds}
            onChange={setAdGroupIds}
            options={(adGroups.data ?? []).map((g) => ({ value: g.id, label: `${g.campaignName} · ${g.name}` }))}
          />
        )}
        {creatives && creatives.length > 0 && (
          <Select
            mode="multiple"
            aria-label="Creatives to publish"
            placeholder="All live, finally approved creatives"
            style={{ width: '100%', marginTop: 12 }}
            value={creativeIds}
            onChange={setCreativeIds}
            optionFilterProp="label"
            options={creatives.map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
        <div style={{ marginTop: 12 }}>
          <Button type="primary" disabled={!channels.length || (channels.includes('gads') && !adGroupIds.length) || running} loading={publish.isPending} onClick={() => publish.mutate({ channels, adGroupIds, creativeIds })}>
            Publish to {channels.length ? channels.map((c) => channelLabel(c)).join(', ') : '...'}
          </Button>
        </div>
        {refused && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={MESSAGES.publishCampaignFailed}
            description={
              <>
                {refused.message}
                {refused.details?.map((d) => <div key={d.path}>{d.message}</div>)}
              </>
            }
          />
        )}
        {state.data?.channels.map((c) => <ChannelState key={c.channel} state={c} />)}
      </Modal>
    </>
  );
}
