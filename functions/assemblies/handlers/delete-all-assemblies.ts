import { campaignQuerySchema } from '@shared/contracts/assemblies';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { assembliesRepository } from '../assemblies-repository';

/** DELETE assemblies/all?campaignId: every assembly of the campaign; answers how many. */
export default defineRoute({
  request: { query: campaignQuerySchema },
  async handle({ query, caller }) {
    await writableCampaign(caller, query.campaignId);
    return { body: { deleted: await assembliesRepository.deleteByCampaign(query.campaignId) } };
  },
});
