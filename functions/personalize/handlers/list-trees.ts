/** GET campaigns/{id}/personalize/trees (001 7 'Personalize'): the campaign's trees and its tree job's state. */
import { campaignParamsSchema } from '@shared/contracts/personalize';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';
import { presentTree } from '../present';

export default defineRoute({
  request: { params: campaignParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [trees, job] = await Promise.all([personalizeRepository.listTrees(campaign.id), personalizeRepository.getJob(campaign.id)]);
    return { body: { trees: trees.map(presentTree), job: job ? { status: job.status, message: job.message } : null } };
  },
});
