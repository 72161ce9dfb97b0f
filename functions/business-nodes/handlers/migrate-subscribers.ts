import { migrationBodySchema, nodeIdParamsSchema, type MigrationResultDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository, NodeChangedError } from '../business-nodes-repository';
import { migrationOrConflicts } from '../migration';

/** POST migrate-bn-subscribers-to: the node's subscribers join the target's (kept once) and leave this node. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { from, to } = await migrationOrConflicts(caller, params.id, body.targetNodeId, 'subscribers');
    try {
      const result: MigrationResultDto = { moved: await businessNodesRepository.moveSubscribers(from, to) };
      return { body: result };
    } catch (err) {
      if (err instanceof NodeChangedError) throw unprocessable(MESSAGES.wrongParams);
      throw err;
    }
  },
});
