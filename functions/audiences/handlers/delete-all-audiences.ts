import { campaignQuerySchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { audiencesRepository } from '../audiences-repository';
import { changeableCampaign } from '../campaign-scope';

/** DELETE audiences/all?campaignId (001 7 'delete all'): every audience of the campaign; answers how many went. */
export default defineRoute({
  request: { query: campaignQuerySchema },
  async handle({ query, caller }) {
    await changeableCampaign(caller, query.campaignId);
    return { body: { deleted: await audiencesRepository.deleteAll(query.campaignId) } };
  },
});
