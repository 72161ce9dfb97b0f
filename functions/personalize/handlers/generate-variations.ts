/** POST campaigns/{id}/generate-variations (001 7 'Campaigns'; variation-generation.ts). */
import { campaignParamsSchema, generateVariationsSchema } from '@shared/contracts/personalize';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { generateCampaignVariations } from '../variation-generation';

export default defineRoute({
  request: { params: campaignParamsSchema, body: generateVariationsSchema },
  async handle({ caller, params, body }) {
    const { campaign } = await writableCampaign(caller, params.id);
    return { body: await generateCampaignVariations(campaign, body) };
  },
});
