/**
 * POST campaigns/{id}/generate-variations (001 7 'Campaigns'; variation-generation.ts, variation-jobs.ts): checked at
 * once (422 with the spec's texts, nothing written), then written by the personalize-variations job: 202 with the job
 * id, 'Variations are being generated' and the counts it will write; 409 'Only one process at a time can be executed'
 * while a tree job or another generation of the campaign runs.
 */
import { campaignParamsSchema, generateVariationsSchema } from '@shared/contracts/personalize';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { enqueueVariationJob } from '../variation-jobs';

export default defineRoute({
  request: { params: campaignParamsSchema, body: generateVariationsSchema },
  async handle({ caller, params, body }) {
    const { campaign } = await writableCampaign(caller, params.id);
    return { statusCode: 202, body: await enqueueVariationJob(campaign, body, caller.user.id) };
  },
});
