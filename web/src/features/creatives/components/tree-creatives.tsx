import { Alert, Empty, Segmented, Space, Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { VIEW_MODES, type ViewMode } from '@shared/contracts/creatives';
import { viewModeFor, viewModesOf } from '@shared/domain/approvals';
import type { Role } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { useCurrentUser } from '@web/lib/current-user';
import { ExportButton } from '@web/features/exports';
import { useCreativeTrees } from '../api/list-trees';
import { CreativesList } from './creatives-list';
import { TreeSelector, creativesPath } from './creatives-toolbar';

export const VIEW_MODE_LABELS: Record<ViewMode, string> = { admin: 'Admin view', client: 'Client view' };

/** The view to show (001 6 'Creative view'): the `viewmode` query when the role has it, else the role's first. */
export function shownViewMode(role: Role, asked: string | null): ViewMode | null {
  const wanted = VIEW_MODES.find((m) => m === asked);
  return (wanted && viewModeFor(role, wanted)) || viewModeFor(role, undefined);
}

/**
 * A personalize tree's creatives (001 2 'creatives view'): the tree selector, the admin / client view switch where
 * the role has both (001 6), then the list with its approvals. A self-service campaign without a tree in the path goes
 * on (replace) to its first tree.
 */
export function TreeCreatives({ campaign, treeId }: { campaign: CampaignDto; treeId: string | undefined }) {
  const { data: user } = useCurrentUser();
  const [query, setQuery] = useSearchParams();
  const trees = useCreativeTrees(campaign._id);
  if (!user || trees.isPending) return <Spin />;
  const viewmode = shownViewMode(user.role, query.get('viewmode'));
  if (!viewmode) return <Alert type="warning" showIcon title="Your role has no creatives view" />;
  const list = trees.data?.trees ?? [];
  if (!treeId && list[0]) return <Navigate to={{ pathname: creativesPath(campaign._id, list[0]._id), search: location.search }} replace />;
  const modes = viewModesOf(user.role);

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <TreeSelector campaign={campaign} trees={list} value={treeId} failed={trees.isError} />
        <ExportButton target={{ entityType: 'creative', campaignId: campaign._id, treeId }} />
        {modes.length > 1 && (
          <Segmented<ViewMode>
            aria-label="View mode"
            value={viewmode}
            options={modes.map((m) => ({ value: m, label: VIEW_MODE_LABELS[m] }))}
            onChange={(m) =>
              setQuery((q) => {
                q.set('viewmode', m);
                return q;
              })
            }
          />
        )}
      </Space>
      {trees.isError && <Alert type="error" showIcon title={MESSAGES.creativeTreesFetchFailed} style={{ marginBottom: 8 }} />}
      {!trees.isError && list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={trees.data?.job?.status === 'progress' ? trees.data.job.message : 'This campaign has no personalize trees yet: its creatives appear here once it has.'} />
      ) : (
        <CreativesList key={`${treeId}-${viewmode}`} campaign={campaign} treeId={treeId} viewmode={viewmode} />
      )}
    </div>
  );
}
