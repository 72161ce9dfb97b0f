import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { ApprovalLevel, VariationApproval } from '@shared/contracts/creatives';
import { approvalLevelsOf, defaultLevelOf } from '@shared/domain/approvals';
import { isAdminRole } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { useCurrentUser } from '@web/lib/current-user';
import { useCreativeTrees } from '../api/list-trees';
import { useSaveVariationApprovals, useVariations } from '../api/variations';
import { shownToggle } from '../lib/approval-draft';
import { useApprovalDraft } from '../lib/use-approval-draft';
import { useApprovalEvents } from '../lib/use-approval-events';
import { ApprovalBar, saveDraft } from './approval-bar';
import { ApprovalTags } from './approval-tags';
import { ApprovalToggle } from './approval-toggle';
import { ApprovalTrailDrawer } from './approval-trail-drawer';
import { ExportButton } from '@web/features/exports';
import { PublishButton } from '@web/features/publishing';
import { CampaignApprovalActions } from './campaign-approval-actions';
import { CreativePreview } from './creative-preview';
import { TreeSelector } from './creatives-toolbar';
import { CreativeStatusTag } from './status-tag';

const APPROVAL_STATUS_COLORS = { nonApproved: 'default', interimApproved: 'gold', clientApproved: 'green' } as const;

/**
 * A managed-service campaign's creatives: its variations (variations/full with the approvers for admins,
 * variations/list for the others; 001 7, 002 7), each with its status, approval status and tags and the caller's
 * toggle, saved with PUT variations/approvals; read again after a final save only (002 4).
 */
export function VariationCreatives({ campaign }: { campaign: CampaignDto }) {
  const { data: user } = useCurrentUser();
  const full = Boolean(user && isAdminRole(user.role));
  const variations = useVariations(campaign._id, full);
  const trees = useCreativeTrees(campaign._id);
  const save = useSaveVariationApprovals(campaign._id);
  const list = variations.data?.variations ?? NO_VARIATIONS;
  const levels = user ? approvalLevelsOf(user.role) : NO_LEVELS;
  const draft = useApprovalDraft(list, levels, user ? defaultLevelOf(user.role) : 'interim');
  const [trailOf, setTrailOf] = useState<VariationApproval | null>(null);
  useApprovalEvents(campaign._id, null);

  const onSave = () => saveDraft(draft, ({ approvals, rejections, ...rest }) => save.mutateAsync({ approve: approvals, reject: rejections, ...rest }));

  return (
    <div>
      <Space wrap className="creatives-bar" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <TreeSelector campaign={campaign} trees={trees.data?.trees ?? []} value={undefined} failed={trees.isError} />
          <Typography.Text strong data-testid="creatives-count">
            {variations.data ? `${list.length} variation(s)` : ''}
          </Typography.Text>
        </Space>
        <CampaignApprovalActions campaign={campaign} requested={campaign.notifications} />
        <Space wrap>
          <ExportButton disabled={!variations.data} target={{ entityType: 'creative', campaignId: campaign._id, treeId: undefined, creatives: list.map((v) => ({ _id: v._id, name: v.name, approved: v.approvalStatus === 'clientApproved' })) }} />
          <PublishButton campaign={campaign} creatives={list.filter((v) => v.approvalStatus === 'clientApproved').map((v) => ({ id: v._id, name: v.name }))} />
        </Space>
      </Space>
      <ApprovalBar levels={levels} draft={draft} shown={list} saving={save.isPending} onSave={() => void onSave()} />
      {variations.isError && <Alert type="error" showIcon title={MESSAGES.creativesFetchFailed} style={{ margin: '8px 0' }} />}
      {variations.data?.users && (
        <Typography.Paragraph type="secondary" data-testid="approvers">
          Approvers: {variations.data.users.length === 0 ? 'none' : variations.data.users.map((u) => `${u.name} (${u.type})`).join(', ')}
        </Typography.Paragraph>
      )}
      <Table<VariationApproval>
        aria-label="Variations"
        size="small"
        rowKey="_id"
        loading={variations.isPending}
        dataSource={list}
        rowClassName={(v) => (draft.draft.has(v._id) ? 'creative-row-changed' : '')}
        locale={{ emptyText: 'This campaign has no variations yet: generate them on the Variations tab.' }}
        columns={[
          { title: 'Preview', key: 'preview', width: 140, render: (_, v) => <CreativePreview name={v.name} size={v.size} screenshotUrl={null} previewUrl={v.previewUrl} /> },
          { title: 'Variation', dataIndex: 'name', render: (name: string, v) => <span title={v.hash}>{name}</span> },
          { title: 'Size', dataIndex: 'size' },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <CreativeStatusTag status={s} /> },
          { title: 'Approval', dataIndex: 'approvalStatus', render: (s: VariationApproval['approvalStatus']) => <Tag color={APPROVAL_STATUS_COLORS[s]}>{s}</Tag> },
          { title: 'Approved by', key: 'tags', render: (_, v) => <ApprovalTags tags={v.approvals.users} /> },
          {
            title: 'Your decision',
            key: 'toggle',
            render: (_, v) => <ApprovalToggle name={v.name} value={shownToggle(draft.draft, v)} disabled={!draft.mayApprove} onChange={(t) => draft.chooseOne(v, t)} />,
          },
          {
            title: '',
            key: 'trail',
            render: (_, v) => (
              <Button size="small" type="link" icon={<HistoryOutlined />} onClick={() => setTrailOf(v)} aria-label={`Audit trail of ${v.name}`}>
                Trail
              </Button>
            ),
          },
        ]}
      />
      <ApprovalTrailDrawer campaignId={campaign._id} creativeId={trailOf?._id ?? null} title={trailOf?.name ?? ''} onClose={() => setTrailOf(null)} />
    </div>
  );
}

const NO_VARIATIONS: VariationApproval[] = [];
const NO_LEVELS: readonly ApprovalLevel[] = [];
