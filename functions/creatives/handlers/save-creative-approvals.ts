/**
 * PATCH /campaigns/{id}/creatives/approvals (001 7; 001 4 'Creative approval'): the caller's toggles saved as
 * approvals (1), rejections (-1) and, ours, neutral (0: the caller's own decision taken back), at the level of the
 * final flag (else the role's default); a level the role does not give answers 403 and nothing is saved. Every
 * decision is a record of the creative's current version. Answers the creatives as they are now and tells the grid
 * ('creative-approved'). The client's failure text is 'Error happened during approvals saving'.
 */
import { campaignIdParamsSchema, creativesApprovalsSchema } from '@shared/contracts/creatives';
import { PERSONALIZE_TABLE_EVENTS } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { writableCampaign } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadTreeVariants, personalizeRepository, presentVariant, publishTableEvent } from '@functions/personalize/public';
import { treeCreatives } from '../creative-views';
import { saveFormatDecisions } from '../format-approvals';
import { approvalLevelOf, viewModeOf } from '../view-access';

export default defineRoute({
  request: { params: campaignIdParamsSchema, body: creativesApprovalsSchema },
  async handle({ caller, params, body }) {
    const level = approvalLevelOf(caller, body.final);
    const { campaign } = await writableCampaign(caller, params.id);
    const tree = await personalizeRepository.getTree(body.treeId);
    if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.creativeTreesFetchFailed);
    const toggles = new Map<string, -1 | 0 | 1>([...body.approvals.map((id) => [id, 1] as const), ...body.rejections.map((id) => [id, -1] as const), ...body.neutral.map((id) => [id, 0] as const)]);
    const changed = await saveFormatDecisions(caller, tree, { toggles, level, versions: body.versions, comment: body.comment });
    const asked = new Set(toggles.keys());
    const creatives = (await treeCreatives(tree, viewModeOf(caller, undefined), caller.user.id, changed)).filter((c) => asked.has(c._id));
    if (changed.length) {
      const { ctx } = await loadTreeVariants(tree);
      await publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.creativeApproved, { variants: changed.map((v) => presentVariant(v, ctx)) });
    }
    return { body: { creatives } };
  },
});
