import { Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { PersonalizeTree } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { RenderActions } from '@web/features/renders';
import { RenderedVideosButton } from '@web/features/video-render';

export const creativesPath = (campaignId: string, treeId?: string) => `/campaigns/${campaignId}/creatives${treeId ? `/${treeId}` : ''}`;

const PLATFORM_LABELS: Record<string, string> = { google: 'Ad server', facebook: 'Meta' };
const VARIATIONS = 'variations';
export const treeLabel = (t: Pick<PersonalizeTree, 'platform' | 'format'>) => `${PLATFORM_LABELS[t.platform] ?? t.platform} · ${t.format}`;

/**
 * The tree selector (001 2): the campaign's trees, and on a managed-service campaign its variations first. Choosing
 * one goes to its path, keeping the query (the view mode).
 */
export function TreeSelector({ campaign, trees, value, failed }: { campaign: CampaignDto; trees: readonly PersonalizeTree[]; value: string | undefined; failed?: boolean }) {
  const navigate = useNavigate();
  const options = [
    ...(campaign.mode === 'MANAGED_SERVICE' ? [{ value: VARIATIONS, label: 'Campaign variations' }] : []),
    ...trees.map((t) => ({ value: t._id, label: treeLabel(t) })),
  ];
  return (
    <Space>
      <Select
        aria-label="Tree"
        value={value ?? VARIATIONS}
        style={{ minWidth: 220 }}
        status={failed ? 'error' : undefined}
        placeholder={failed ? MESSAGES.creativeTreesFetchFailed : undefined}
        options={options}
        onChange={(id: string) => navigate({ pathname: creativesPath(campaign._id, id === VARIATIONS ? undefined : id), search: location.search })}
      />
      <RenderActions campaignId={campaign._id} />
      <RenderedVideosButton campaignId={campaign._id} />
    </Space>
  );
}
