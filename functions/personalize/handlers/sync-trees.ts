/**
 * POST campaigns/{id}/personalize/trees/sync (ours: the spec shows no path): runs the tree job for the campaign's
 * templates as they are now, the template structure comparison of 002 4 (platforms to initialise, templates to add or
 * delete, version and generation moves), as a background job. 202 'DT is being initialized'; 409 'Only one process at
 * a time can be executed'; 422 'Templates are not provided'.
 */
import { campaignParamsSchema } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { writableCampaign } from '@functions/campaigns/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { enqueueCampaignTrees } from '../campaign-trees';

export default defineRoute({
  request: { params: campaignParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await writableCampaign(caller, params.id);
    const job = await enqueueCampaignTrees(campaign, caller.user.id);
    if (!job) throw unprocessable(MESSAGES.templatesNotProvided);
    return { statusCode: 202, body: job };
  },
});
