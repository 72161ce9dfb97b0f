import { migrationBodySchema, nodeIdParamsSchema, type MigrationResultDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { replaceNode } from '@shared/domain/business-nodes';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { NodeListChangedError, usersRepository } from '@functions/lib/identity/users-repository';
import { migrationOrConflicts, usersOnNode } from '../migration';

/** POST migrate-users-to: every user assigned to this node is assigned to the target instead (kept once). */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: migrationBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { from, to } = await migrationOrConflicts(caller, params.id, body.targetNodeId, 'users');
    const users = usersOnNode(await usersRepository.listByPartner(caller.partnerId), from.id);
    const changes = users.map((u) => ({ id: u.id, fromId: from.id, businessNodeIds: replaceNode(u.businessNodeIds, from.id, to.id) }));
    try {
      const result: MigrationResultDto = { moved: await usersRepository.setBusinessNodesInBatches(changes) };
      return { body: result };
    } catch (err) {
      if (err instanceof NodeListChangedError) throw unprocessable(MESSAGES.wrongParams);
      throw err;
    }
  },
});
