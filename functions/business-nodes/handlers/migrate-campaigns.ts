import { migrationBodySchema, nodeIdParamsSchema, type MigrationResultDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { campaignsRepository } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { campaignsOnNode, migrationOrConflicts } from '../migration';

/** POST migrate-campaigns-to: the campaigns on this node move to the target. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { from, to } = await migrationOrConflicts(caller, params.id, body.targetNodeId, 'campaigns');
    const campaigns = await campaignsOnNode(caller.partnerId, from.id);
    const result: MigrationResultDto = { moved: await campaignsRepository.moveNode(campaigns.map((c) => c.id), from.id, to.id) };
    return { body: result };
  },
});
