import { Button, Col, Row, Select, Space, Tag } from 'antd';
import {
  channelChange, DASHBOARD_CHANNELS, DASHBOARD_DATE_RANGES, DELIVERY_TYPES, type DashboardFilters, type ListFilter,
} from '@shared/reporting/dashboard';
import type { FilterLists, FilterOption } from '../api/get-report-filters';
import type { DashboardFilterState } from '../hooks/use-dashboard-filters';

const LISTS: { key: ListFilter; label: string; list: keyof FilterLists }[] = [
  { key: 'campaignIds', label: 'Campaigns', list: 'campaigns' },
  { key: 'marketIds', label: 'Markets', list: 'markets' },
  { key: 'conceptIds', label: 'Concepts', list: 'concepts' },
  { key: 'adGroupIds', label: 'Ad groups', list: 'adGroups' },
  { key: 'mediaCampaignNames', label: 'Media campaigns', list: 'mediaCampaignNames' },
  { key: 'objectives', label: 'Objectives', list: 'objectives' },
  { key: 'audienceNames', label: 'Audiences', list: 'audienceNames' },
];

const NO_CHANNEL = '';

/**
 * The filters of 002 2: the channel is a direct change (it resets the stat boxes to its defaults at once); the others
 * are a draft until Apply; Clear restores the defaults. The campaign list offers the campaigns of the drafted channel
 * and delivery type.
 */
export function FiltersBar(props: { state: DashboardFilterState; lists: FilterLists; loading: boolean; onListOpen: () => void }) {
  const { state, lists, loading, onListOpen } = props;
  const { draft, fromQs, change, changeDirectly, apply, clear } = state;
  const optionsOf = (key: ListFilter, list: keyof FilterLists): FilterOption[] =>
    key === 'campaignIds'
      ? lists.campaigns.filter((c) => c.deliveryType === draft.deliveryType && (!draft.channel || c.platform === draft.channel))
      : lists[list];
  return (
    <div style={{ marginBottom: 16 }}>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={12} lg={6}>
          <Select<string>
            aria-label="Channel"
            style={{ width: '100%' }}
            value={draft.channel ?? NO_CHANNEL}
            onChange={(channel) => changeDirectly(channelChange(channel || null))}
            options={[...DASHBOARD_CHANNELS.map((c) => ({ value: c.id, label: c.label })), { value: NO_CHANNEL, label: 'No channel' }]}
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Select<number>
            aria-label="Date range"
            style={{ width: '100%' }}
            value={draft.dateRange}
            onChange={(dateRange) => change({ dateRange })}
            options={DASHBOARD_DATE_RANGES.map((days) => ({ value: days, label: `Last ${days} days` }))}
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Select<DashboardFilters['deliveryType']>
            aria-label="Delivery type"
            style={{ width: '100%' }}
            value={draft.deliveryType}
            onChange={(deliveryType) => change({ deliveryType })}
            options={DELIVERY_TYPES.map((d) => ({ value: d.id, label: d.label }))}
          />
        </Col>
        {LISTS.map(({ key, label, list }) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Select<string[]>
              mode="multiple"
              allowClear
              aria-label={label}
              placeholder={label}
              loading={loading}
              style={{ width: '100%' }}
              maxTagCount={3}
              optionFilterProp="label"
              value={draft[key]}
              onChange={(values) => change({ [key]: values })}
              onOpenChange={(open) => open && onListOpen()}
              options={optionsOf(key, list)}
            />
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" onClick={apply}>
          Apply
        </Button>
        <Button onClick={clear}>Clear filters</Button>
        {fromQs && <Tag color="blue">Filters from the link</Tag>}
      </Space>
    </div>
  );
}
