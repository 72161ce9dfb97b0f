import { Alert, Button, Empty, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { ApprovalLevel, Creative, CreativeStatus, ViewMode } from '@shared/contracts/creatives';

import { MESSAGES } from '@shared/messages';
import { useCreativesCount } from '../api/count-creatives';
import { useCreativePages } from '../api/list-creatives';
import { useSaveCreativeApprovals } from '../api/save-approvals';
import { shownToggle } from '../lib/approval-draft';
import { useApprovalDraft } from '../lib/use-approval-draft';
import { useApprovalEvents } from '../lib/use-approval-events';
import { ApprovalBar, saveDraft } from './approval-bar';
import { ApprovalTrailDrawer } from './approval-trail-drawer';
import { PublishButton } from '@web/features/publishing';
import { CampaignApprovalActions } from './campaign-approval-actions';
import { CreativeCard } from './creative-card';
import { useCreativeComments } from './creative-comments';
import { treeLabel } from './creatives-toolbar';
import { CREATIVE_STATUS_LABELS } from './status-tag';
import './creatives.css';

const NO_LEVELS: readonly ApprovalLevel[] = [];

/**
 * The creatives of one tree in one view mode: count and statuses, the approval bar (level where the role has both,
 * approve / reject all shown, comment, save), request approval and the trail's CSV, then one card per creative.
 */
export function CreativesList({ campaign, treeId, viewmode }: { campaign: CampaignDto; treeId: string | undefined; viewmode: ViewMode }) {
  const [statuses, setStatuses] = useState<CreativeStatus[]>([]);
  const pages = useCreativePages(campaign._id, { treeId, viewmode, statuses });
  const first = pages.data?.pages[0];
  const shownTree = treeId ?? first?.treeId ?? undefined;
  const count = useCreativesCount(campaign._id, shownTree, viewmode);
  const save = useSaveCreativeApprovals(campaign._id);
  const [trailOf, setTrailOf] = useState<Creative | null>(null);
  useApprovalEvents(campaign._id, shownTree ?? null);
  const tree = first?.trees.find((t) => t._id === shownTree);

  const creatives = useMemo(() => pages.data?.pages.flatMap((p) => p.creatives) ?? [], [pages.data]);
  const levels = first?.approvalLevels ?? NO_LEVELS;
  const draft = useApprovalDraft(creatives, levels, first?.defaultLevel ?? 'interim');
  const open = creatives.filter((c) => !c.archived);
  const comments = useCreativeComments(campaign._id, shownTree, tree ? treeLabel(tree) : '', creatives);

  // the versions shown go with the decisions: a creative edited meanwhile is refused, not approved unseen
  const onSave = () =>
    saveDraft(draft, (lists) => save.mutateAsync({ treeId: shownTree!, ...lists, versions: Object.fromEntries(creatives.filter((c) => draft.draft.has(c._id)).map((c) => [c._id, c.creativeVersion])) }));

  return (
    <div>
      <Space wrap className="creatives-bar" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <Typography.Text strong data-testid="creatives-count">
            {count.data ? `${count.data.count} creative(s)` : first ? `${first.total} creative(s)` : ''}
          </Typography.Text>
          <Select<CreativeStatus[]>
            aria-label="Statuses"
            mode="multiple"
            allowClear
            placeholder="All statuses"
            style={{ minWidth: 200 }}
            value={statuses}
            onChange={setStatuses}
            options={Object.entries(CREATIVE_STATUS_LABELS)
              .filter(([s]) => viewmode === 'admin' || s !== 'archived')
              .map(([s, { label }]) => ({ value: s, label: `${label}${count.data ? ` (${count.data.statuses[s as CreativeStatus] ?? 0})` : ''}` }))}
          />
        </Space>
        <Space wrap>
          {comments.toolbarButton}
          <CampaignApprovalActions campaign={campaign} requested={first?.notifications ?? campaign.notifications} />
          <PublishButton campaign={campaign} />
        </Space>
      </Space>
      <ApprovalBar levels={levels} draft={draft} shown={open} saving={save.isPending} onSave={() => void onSave()} />
      {pages.isError && <Alert type="error" showIcon title={MESSAGES.creativesFetchFailed} style={{ margin: '8px 0' }} />}
      {pages.isPending ? (
        <Spin />
      ) : creatives.length === 0 ? (
        !pages.isError && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={statuses.length ? 'No creatives with these statuses' : 'This tree has no creatives yet'} />
      ) : (
        <div className="creatives-grid" data-testid="creatives-grid">
          {creatives.map((c) => (
            <CreativeCard
              key={c._id}
              creative={c}
              viewmode={viewmode}
              toggle={shownToggle(draft.draft, c)}
              changed={draft.draft.has(c._id)}
              mayApprove={draft.mayApprove}
              onToggle={(t) => draft.chooseOne(c, t)}
              onTrail={() => setTrailOf(c)}
              extra={comments.buttonOf(c)}
            />
          ))}
        </div>
      )}
      {pages.hasNextPage && (
        <Button style={{ marginTop: 12 }} loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Show more
        </Button>
      )}
      {comments.panel}
      <ApprovalTrailDrawer campaignId={campaign._id} creativeId={trailOf?._id ?? null} title={trailOf ? `${trailOf.variantName} · ${trailOf.shortName}` : ''} onClose={() => setTrailOf(null)} />
    </div>
  );
}
