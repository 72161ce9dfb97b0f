import { campaignQuerySchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { presentAudience } from '../audience-scope';
import { audiencesRepository } from '../audiences-repository';
import { readableCampaign } from '../campaign-scope';

/** GET audiences?campaignId (001 7 'list by campaign'): the campaign's audiences, by name. */
export default defineRoute({
  request: { query: campaignQuerySchema },
  async handle({ query, caller }) {
    await readableCampaign(caller, query.campaignId);
    const audiences = await audiencesRepository.listByCampaign(query.campaignId);
    return { body: audiences.map(presentAudience).sort((a, b) => a.name.localeCompare(b.name)) };
  },
});
