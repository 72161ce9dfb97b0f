import { nodeIdParamsSchema, type NodeSubscribersDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { loadNode, presentNodeHead, presentUser } from '../node-scope';

/**
 * GET subscribers: the users subscribed to the node's notifications, and the partner's other users who are not
 * deactivated (whom the node users screen offers to add).
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const scope = await loadNode(caller, params.id, 'read');
    const subscribed = new Set(scope.node.subscribers ?? []);
    const users = await usersRepository.listByPartner(caller.partnerId);
    const body: NodeSubscribersDto = {
      node: presentNodeHead(scope, scope.node),
      subscribers: users.filter((u) => subscribed.has(u.id)).map(presentUser),
      candidates: users.filter((u) => !subscribed.has(u.id) && u.status !== 'DEACTIVATED').map(presentUser),
    };
    return { body };
  },
});
