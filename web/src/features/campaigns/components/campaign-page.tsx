import { Alert, Descriptions, Space, Spin, Tabs, Tag } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useCampaign } from '../api/get-campaign';
import { CAMPAIGN_MODE_LABELS, CAMPAIGN_TAB_LABELS, campaignTabs, type CampaignTab } from '../campaign-rights';
import { CampaignStateTags } from './campaign-state-tags';
import { CAMPAIGN_TAB_SLOTS, preloadTab } from './tab-registry';
import { flightLabel, PERSONALISATION_TYPE_LABELS, platformLabel } from '../campaign-labels';

/**
 * Every tab has a path, /campaigns/{id}/{tab}: the spec's settings, tools and audiences (000 2.1, 001 2) and ours for
 * the others. /campaigns/{id} opens the first tab of the mode and role; the older /campaigns/{id}?tab=<key> goes on to
 * the tab's path.
 */
export const campaignTabPath = (id: string, tab: CampaignTab) => `/campaigns/${id}/${tab}`;

interface Props {
  campaignId: string;
  /** The tab of a tab route; null on /campaigns/{id}, which goes on to the `tab` query's path (or the first tab's). */
  tab: CampaignTab | null;
  /** The tab route's own content; without it the tab's slot (tab-registry.tsx) is shown. */
  children?: (campaign: CampaignDto) => ReactNode;
  /** False on a sub-page that is no tab (the concept's storyboards): the header and the content only. */
  withTabs?: boolean;
  /**
   * A tab route the spec opens on any campaign (the personalize view, 001 2): when the mode has no such tab the page
   * shows without tabs instead of /404.
   */
  anyMode?: boolean;
}

/**
 * /campaigns/{id} and its tab routes: the campaign's name, state and facts, the tabs of its mode as far as the role
 * may see them (001 2, 6), and the chosen tab. A tab the role or the mode does not have leads to /404 (001 2).
 */
export function CampaignPage({ campaignId, tab, children, withTabs: tabsWanted = true, anyMode = false }: Props) {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const [query] = useSearchParams();
  const location = useLocation();
  const campaign = useCampaign(partnerId, campaignId);
  // the tab's code comes while the campaign is read (the route's own content, `children`, came with the route)
  if (!children) preloadTab(tab);

  if (!user || campaign.isPending) return <Spin />;
  const c = campaign.data;
  if (!c) return <Alert type="error" showIcon title={campaign.error?.message ?? MESSAGES.genericError} />;

  const tabs = campaignTabs(c.mode, user.role);
  const asked = query.get('tab') as CampaignTab | null;
  const withTabs = tabsWanted && !(anyMode && tab && !tabs.includes(tab));
  if (withTabs && !tab && (asked ?? tabs[0])) return <Navigate to={campaignTabPath(c._id, asked ?? tabs[0]!)} replace />;
  const wanted = tab ?? tabs[0];
  if (withTabs && (!wanted || !tabs.includes(wanted))) return <Navigate to="/404" replace state={{ from: `${location.pathname}${location.search}` }} />;
  const Slot = !tabsWanted || !wanted || wanted === 'settings' || wanted === 'tools' ? null : CAMPAIGN_TAB_SLOTS[wanted];

  return (
    <>
      <ScreenTitle title={c.name} />
      <Space wrap style={{ marginBottom: 8 }}>
        <CampaignStateTags campaign={c} />
        <Tag color="blue">{CAMPAIGN_MODE_LABELS[c.mode]}</Tag>
        <AppLink to="/campaigns">Back to Campaigns</AppLink>
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 8 }}>
        <Descriptions.Item label="Market">{c.marketName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Platform">{platformLabel(c.platform)}</Descriptions.Item>
        <Descriptions.Item label="Personalisation">{PERSONALISATION_TYPE_LABELS[c.personalisationType]}</Descriptions.Item>
        <Descriptions.Item label="Flight dates">
          {flightLabel(c.flightDates)}
        </Descriptions.Item>
        {c.conceptId && (
          <Descriptions.Item label="Concept">
            <AppLink to={`/campaigns/${c._id}/storyboards`}>Storyboards of the concept</AppLink>
          </Descriptions.Item>
        )}
      </Descriptions>
      {withTabs && (
        <Tabs
          activeKey={wanted}
          items={tabs.map((key) => ({ key, label: <AppLink to={campaignTabPath(c._id, key)}>{CAMPAIGN_TAB_LABELS[key]}</AppLink> }))}
          style={{ marginBottom: 8 }}
        />
      )}
      {children ? children(c) : Slot && <Suspense fallback={<Spin />}><Slot campaign={c} /></Suspense>}
    </>
  );
}
