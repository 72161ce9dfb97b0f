import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { campaignsOnNode } from '../migration';
import { businessNodesRepository, NodeChangedError, NodeInUseError } from '../business-nodes-repository';
import { loadNode } from '../node-scope';
import { nodeStorageRepository } from '../node-storage-repository';

/**
 * DELETE node. A node with children, users or campaigns is in use: 'Delete failed, entity in use', nothing changes.
 * Children are guarded by the conditional delete itself; users by this read (a user assigned in the same instant is
 * a known, narrow race: the users part writes assignments without touching the node).
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node, nodes } = await loadNode(caller, params.id, 'write');
    const inUse = () => unprocessable(MESSAGES.deleteFailedInUse);
    if (nodes.some((n) => n.parentId === node.id)) throw inUse();
    const users = await usersRepository.listByPartner(caller.partnerId);
    if (users.some((u) => u.businessNodeIds.includes(node.id))) throw inUse();
    if ((await campaignsOnNode(caller.partnerId, node.id)).length) throw inUse();
    try {
      await businessNodesRepository.delete(node);
    } catch (err) {
      if (err instanceof NodeInUseError || err instanceof NodeChangedError) throw inUse();
      throw err;
    }
    await nodeStorageRepository.deleteOfNode(node.id);
    return { statusCode: 204 };
  },
});
