import { migrationBodySchema, nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { checkMigration } from '../migration';

/** POST check-for-migration-conflicts: what stops the move, and how much of each kind would move. Changes nothing. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    return { body: await checkMigration(caller, params.id, body.targetNodeId, body.entities) };
  },
});
