import { nodeIdParamsSchema, renameNodeBodySchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { siblingNameTaken } from '@shared/domain/business-nodes';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository, NodeChangedError } from '../business-nodes-repository';
import { loadNode } from '../node-scope';

/** PUT node: name. Unique among the node's siblings, case-insensitively ('Already exist'). */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: renameNodeBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node, nodes } = await loadNode(caller, params.id, 'write');
    if (siblingNameTaken(nodes, node.parentId, body.name, node.id)) throw unprocessable(MESSAGES.alreadyExist);
    try {
      await businessNodesRepository.rename(node, body.name);
    } catch (err) {
      if (err instanceof NodeChangedError) throw unprocessable(MESSAGES.wrongParams);
      throw err;
    }
    return { body: { _id: node.id, name: body.name, type: node.type, parentId: node.parentId ?? null } };
  },
});
