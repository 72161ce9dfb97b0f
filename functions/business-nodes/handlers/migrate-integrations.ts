import { migrationBodySchema, nodeIdParamsSchema, type MigrationResultDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository, NodeChangedError } from '../business-nodes-repository';
import { integrationCount, migrationOrConflicts } from '../migration';

/**
 * POST migrate-integrations-to: the node's publishing settings and tokens (its integrations, /admin/integration/{id})
 * move to a target that has none; tokens move still encrypted and are never shown.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { from, to } = await migrationOrConflicts(caller, params.id, body.targetNodeId, 'integrations');
    const moved = integrationCount(from);
    if (moved === 0) return { body: { moved } satisfies MigrationResultDto };
    try {
      await businessNodesRepository.movePublishing(from, to);
    } catch (err) {
      if (err instanceof NodeChangedError) throw unprocessable(MESSAGES.wrongParams);
      throw err;
    }
    return { body: { moved } satisfies MigrationResultDto };
  },
});
