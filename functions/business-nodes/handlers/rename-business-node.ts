import { nodeIdParamsSchema, renameNodeBodySchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { siblingNameTaken } from '@shared/domain/business-nodes';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository, NodeChangedError } from '../business-nodes-repository';
import { loadNode, zoneOf } from '../node-scope';

/**
 * PUT node: name. Unique among the node's siblings, case-insensitively ('Already exist'). A market node also takes its
 * IANA time zone here (null: back to its country's); another type of node refuses one.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: renameNodeBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node, nodes } = await loadNode(caller, params.id, 'write');
    if (siblingNameTaken(nodes, node.parentId, body.name, node.id)) throw unprocessable(MESSAGES.alreadyExist);
    if (body.timeZone !== undefined && node.type !== 'market') {
      throw unprocessable(MESSAGES.timeZoneOnlyForMarkets, [{ path: 'timeZone', message: MESSAGES.timeZoneOnlyForMarkets }]);
    }
    try {
      await businessNodesRepository.rename(node, body.name, body.timeZone);
    } catch (err) {
      if (err instanceof NodeChangedError) throw unprocessable(MESSAGES.wrongParams);
      throw err;
    }
    const zone = body.timeZone === undefined ? node.timeZone : (body.timeZone ?? undefined);
    return { body: { _id: node.id, name: body.name, type: node.type, parentId: node.parentId ?? null, ...zoneOf({ ...node, name: body.name, timeZone: zone }) } };
  },
});
