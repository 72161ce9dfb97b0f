import { migrationBodySchema, nodeIdParamsSchema, type MigrationResultDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { assetsRepository } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { assetsOnNode, migrationOrConflicts } from '../migration';

/** POST migrate-assets-to: the library assets on this node (business or additional node) move to the target. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { from, to } = await migrationOrConflicts(caller, params.id, body.targetNodeId, 'assets');
    const result: MigrationResultDto = { moved: await assetsRepository.moveNode(await assetsOnNode(caller.partnerId, from.id), from.id, to.id) };
    return { body: result };
  },
});
