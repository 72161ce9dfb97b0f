import { campaignExistsQuerySchema } from '@shared/contracts/campaigns';
import { defineRoute } from '@functions/lib/http';
import { campaignsRepository } from '../campaigns-repository';

/**
 * GET /campaigns/exists?name&excludeId (001 5 'Campaign name existence is checked per partner'): whether another
 * campaign of the partner holds the name, case-insensitively, whatever the caller's nodes and the campaign's state
 * (a deleted campaign can be restored, so it keeps its name). excludeId is the campaign being renamed.
 */
export default defineRoute({
  request: { query: campaignExistsQuerySchema },
  async handle({ query, caller }) {
    return { body: { exists: await campaignsRepository.nameTaken(caller.partnerId, query.name, query.excludeId) } };
  },
});
