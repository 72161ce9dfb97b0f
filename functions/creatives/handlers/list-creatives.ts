/**
 * GET /campaigns/{id}/creatives?treeId&viewmode (001 7 'Creatives and approvals'): a tree's creatives (its variant
 * formats) with their statuses (001 4), approval tags and the caller's toggles, a page at a time, with what the
 * caller's role may do there (view modes, approval levels; 001 6). The client's failure text is 'Failed to fetch creatives'.
 */
import { campaignIdParamsSchema, creativesQuerySchema, type CreativesResponse } from '@shared/contracts/creatives';
import { approvalLevelsOf, defaultLevelOf, viewModesOf } from '@shared/domain/approvals';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { pickTree, treeCreatives } from '../creative-views';
import { viewModeOf } from '../view-access';

export default defineRoute({
  request: { params: campaignIdParamsSchema, query: creativesQuerySchema },
  async handle({ caller, params, query }) {
    const viewmode = viewModeOf(caller, query.viewmode);
    const { campaign } = await campaignInScope(caller, params.id);
    const { trees, tree } = await pickTree(campaign, query.treeId);
    let creatives = tree ? await treeCreatives(tree, viewmode, caller.user.id) : [];
    if (query.statuses?.length) creatives = creatives.filter((c) => query.statuses!.includes(c.status));
    const start = (query.page - 1) * query.pageSize;
    const role = caller.user.role;
    const body: CreativesResponse = {
      treeId: tree?.id ?? null,
      trees: trees.map((t) => ({ _id: t.id, platform: t.platform, format: t.format })),
      viewmode,
      viewModes: [...viewModesOf(role)],
      approvalLevels: [...approvalLevelsOf(role)],
      defaultLevel: defaultLevelOf(role),
      creatives: creatives.slice(start, start + query.pageSize),
      total: creatives.length,
      page: query.page,
      pageSize: query.pageSize,
      notifications: {
        finalApprovalRequestedAt: campaign.notifications?.finalApprovalRequestedAt ?? null,
        interimApprovalRequestedAt: campaign.notifications?.interimApprovalRequestedAt ?? null,
      },
    };
    return { body };
  },
});
