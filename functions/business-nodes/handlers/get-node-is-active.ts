import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { withDescendants } from '@shared/domain/business-nodes';
import { campaignsRepository } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { loadScope, nodeIn } from '../node-scope';

/**
 * GET business-nodes/{id}/isActive (ours: the spec names the call only): whether an active campaign (neither archived
 * nor deleted) runs on the node or below it, whoever may see that campaign. The node must be one the caller may read.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const scope = await loadScope(caller);
    nodeIn(scope, params.id, 'read');
    const under = withDescendants(scope.nodes, [params.id]);
    const campaigns = await campaignsRepository.listByPartner(caller.partnerId);
    return { body: { isActive: campaigns.some((c) => c.status === 'active' && under.has(c.businessNodeId)) } };
  },
});
