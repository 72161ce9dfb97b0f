import { campaignQuerySchema } from '@shared/contracts/assemblies';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { assembliesRepository, presentAssembly } from '../assemblies-repository';

/** GET assemblies?campaignId: the campaign's assemblies by user segment. */
export default defineRoute({
  request: { query: campaignQuerySchema },
  async handle({ query, caller }) {
    await campaignInScope(caller, query.campaignId);
    return { body: (await assembliesRepository.listByCampaign(query.campaignId)).map(presentAssembly) };
  },
});
