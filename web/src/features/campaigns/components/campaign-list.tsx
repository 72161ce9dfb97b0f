import { Alert, Button, Input, Segmented, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@shared/constants';
import type { CampaignListItemDto } from '@shared/contracts/campaigns';
import { PERSONALISATION_TYPES } from '@shared/domain/campaigns';
import { CAMPAIGN_MODES, CAMPAIGN_VIEWS, type CampaignView } from '@shared/domain/campaign-settings';
import { PLATFORM_LABELS, PLATFORMS } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useCampaigns, type CampaignListParams } from '../api/list-campaigns';
import { CAMPAIGN_MODE_LABELS, lifecycleRights, mayCreateCampaigns } from '../campaign-rights';
import { CampaignRowActions, actionsFor } from './campaign-row-actions';
import { CampaignStateTags } from './campaign-state-tags';
import { useCampaignActions } from './use-campaign-actions';
import { flightLabel, PERSONALISATION_TYPE_LABELS, platformLabel } from '../campaign-labels';
import { useMarketNodes } from './use-market-nodes';

const VIEW_LABELS: Record<CampaignView, string> = { active: 'Active', archived: 'Archived', deleted: 'Deleted' };
const INITIAL: CampaignListParams = { view: 'active', page: 0, limit: TABLE_DEFAULT_PAGE_SIZE };

/**
 * /campaigns: the current partner's campaigns the caller may access, with search, filters (market, platform,
 * personalisation type), pages of 10/20/30/40 and the active, archived and deleted views; lock, archive, delete and
 * restore by role, each campaign's state shown as tags.
 */
export function CampaignList() {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const navigate = useAppNavigate();
  const [params, setParams] = useState(INITIAL);
  const campaigns = useCampaigns(partnerId, params);
  const nodes = useMarketNodes(partnerId);
  const actions = useCampaignActions(partnerId);
  const rights = lifecycleRights(user);
  const change = (patch: Partial<CampaignListParams>) => setParams((p) => ({ ...p, page: 0, ...patch }));
  const counts = campaigns.data?.counts;

  return (
    <>
      <ScreenTitle title="Campaigns" />
      <Space wrap style={{ marginBottom: 16 }}>
        {mayCreateCampaigns(user) && (
          <Button type="primary" onClick={() => navigate('/campaigns/new')} disabled={!partnerId}>
            New campaign
          </Button>
        )}
        <Input.Search aria-label="Search campaigns" placeholder="Search by name" allowClear onSearch={(search) => change({ search: search.trim() || undefined })} style={{ width: 240 }} />
        <Select
          aria-label="Market"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Market"
          style={{ minWidth: 160 }}
          value={params.businessNodeId}
          onChange={(businessNodeId?: string) => change({ businessNodeId })}
          options={nodes.markets.map((n) => ({ value: n._id, label: n.name }))}
        />
        <Select
          aria-label="Platform"
          allowClear
          placeholder="Platform"
          style={{ minWidth: 140 }}
          value={params.platform}
          onChange={(platform?: CampaignListParams['platform']) => change({ platform })}
          options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
        />
        <Select
          aria-label="Personalisation type"
          allowClear
          placeholder="Personalisation type"
          style={{ minWidth: 180 }}
          value={params.personalisationType}
          onChange={(personalisationType?: CampaignListParams['personalisationType']) => change({ personalisationType })}
          options={PERSONALISATION_TYPES.map((t) => ({ value: t, label: PERSONALISATION_TYPE_LABELS[t] }))}
        />
        <Select
          aria-label="Mode"
          allowClear
          placeholder="Mode"
          style={{ minWidth: 150 }}
          value={params.mode}
          onChange={(mode?: CampaignListParams['mode']) => change({ mode })}
          options={CAMPAIGN_MODES.map((m) => ({ value: m, label: CAMPAIGN_MODE_LABELS[m] }))}
        />
        <Segmented<CampaignView>
          aria-label="View"
          value={params.view}
          options={CAMPAIGN_VIEWS.map((v) => ({ value: v, label: `${VIEW_LABELS[v]}${counts ? ` (${counts[v]})` : ''}` }))}
          onChange={(view) => change({ view })}
        />
      </Space>
      {actions.error && <Alert type="error" showIcon closable title={actions.error.message || MESSAGES.genericError} style={{ marginBottom: 16 }} />}
      <Table<CampaignListItemDto>
        rowKey="_id"
        loading={campaigns.isFetching}
        dataSource={campaigns.data?.items ?? []}
        locale={{ emptyText: params.view === 'active' && !params.search ? 'No campaigns yet. A campaign is created from a ready concept.' : 'No campaigns match.' }}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: campaigns.data?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (page, limit) => setParams((p) => ({ ...p, page: limit === p.limit ? page - 1 : 0, limit })),
        }}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, row) => (row.deleted ? name : <AppLink to={`/campaigns/${row._id}`}>{name}</AppLink>) },
          { title: 'State', key: 'state', width: 170, render: (_, row) => <CampaignStateTags campaign={row} /> },
          { title: 'Mode', dataIndex: 'mode', width: 140, render: (mode: CampaignListItemDto['mode']) => CAMPAIGN_MODE_LABELS[mode] },
          { title: 'Platform', dataIndex: 'platform', width: 110, render: platformLabel },
          { title: 'Type', dataIndex: 'personalisationType', width: 130, render: (t: CampaignListItemDto['personalisationType']) => PERSONALISATION_TYPE_LABELS[t] },
          { title: 'Market', dataIndex: 'marketName', render: (name: string | null, row) => name ?? nodes.nodeName(row.businessNodeId) },
          { title: 'Flight dates', dataIndex: 'flightDates', width: 210, render: flightLabel },
          {
            title: 'Actions',
            key: 'actions',
            width: 230,
            render: (_, row) => <CampaignRowActions campaign={row} actions={actionsFor(row, rights)} busy={actions.busy} onAction={(action) => actions.run(row._id, action)} />,
          },
        ]}
      />
      {campaigns.isError && <Alert type="error" showIcon title={campaigns.error?.message ?? MESSAGES.genericError} />}
    </>
  );
}
