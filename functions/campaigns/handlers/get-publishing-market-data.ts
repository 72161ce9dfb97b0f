import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { pathFromRoot } from '@shared/domain/business-nodes';
import { presentPublishing } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';

/**
 * GET /campaigns/{id}/publishing-market-data: the publishing settings (001 3 'Publishing properties') of the campaign's
 * market and of each node above it, nearest first, as the node administration shows them (tokens only as a mask):
 * publishing takes each property from the nearest node that sets it.
 */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign, scope } = await campaignInScope(caller, params.id);
    return { body: { campaignId: campaign.id, markets: pathFromRoot(scope.nodes, campaign.businessNodeId).reverse().map(presentPublishing) } };
  },
});
