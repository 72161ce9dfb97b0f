import { campaignsQuerySchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { presentAudience } from '../audience-scope';
import { audiencesRepository } from '../audiences-repository';
import { campaignsInScope } from '../campaign-scope';

/** GET audiences/campaigns?campaignIds[]=... (001 7 'list by campaigns'): the audiences of each campaign, all in scope. */
export default defineRoute({
  request: { query: campaignsQuerySchema },
  async handle({ query, caller }) {
    const campaigns = await campaignsInScope(caller, [...new Set(query.campaignIds)]);
    const lists = await Promise.all(campaigns.map((c) => audiencesRepository.listByCampaign(c.id)));
    return { body: lists.flat().map(presentAudience) };
  },
});
