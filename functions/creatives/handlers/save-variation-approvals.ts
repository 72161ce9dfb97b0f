/**
 * PUT /campaigns/{id}/variations/approvals (002 7; 002 4 'Variation approval'): the managed-service creatives'
 * toggles saved as approve and reject lists (ours: neutral) at the level of the final flag (else the role's
 * default). Answers the variations as they are now; the client reloads the list only when final.
 */
import { campaignIdParamsSchema, variationsApprovalsSchema } from '@shared/contracts/creatives';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { presentVariationApproval, saveVariationDecisions } from '../variation-approvals';
import { approvalLevelOf } from '../view-access';

export default defineRoute({
  request: { params: campaignIdParamsSchema, body: variationsApprovalsSchema },
  async handle({ caller, params, body }) {
    const level = approvalLevelOf(caller, body.final);
    const { campaign } = await writableCampaign(caller, params.id);
    const toggles = new Map<string, -1 | 0 | 1>([...body.approve.map((id) => [id, 1] as const), ...body.reject.map((id) => [id, -1] as const), ...body.neutral.map((id) => [id, 0] as const)]);
    const saved = await saveVariationDecisions(caller, campaign, { toggles, level, comment: body.comment });
    return { body: { variations: saved.map((v) => presentVariationApproval(v, caller.user.id)) } };
  },
});
