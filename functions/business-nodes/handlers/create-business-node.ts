import { createNodeBodySchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { allowedChildTypes, siblingNameTaken } from '@shared/domain/business-nodes';
import { isTopAdmin } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { notAllowed, notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository, NodeParentGoneError } from '../business-nodes-repository';
import { loadScope, nodeIn, zoneOf } from '../node-scope';
import { countryTimeZone } from '@shared/domain/time-zones';

/**
 * POST node: parentId, name, type, marketId (and partnerId). The parent must be write-allowed for the caller; a root
 * node (no parent) only for top admins, the only callers not confined to assigned nodes.
 */
export default defineRoute({
  idempotent: true,
  request: { body: createNodeBodySchema, query: partnerQuerySchema },
  async handle({ body, caller }) {
    if (body.partnerId && body.partnerId !== caller.partnerId) throw notAllowed();
    const scope = await loadScope(caller);
    const parent = body.parentId ? nodeIn(scope, body.parentId, 'write') : null;
    if (!parent && !isTopAdmin(caller.user.role)) throw notAllowed(MESSAGES.businessNodeAccessDenied);
    if (!allowedChildTypes(parent?.type).includes(body.type)) {
      throw unprocessable(MESSAGES.childTypeNotAllowed, [{ path: 'type', message: MESSAGES.childTypeNotAllowed }]);
    }
    if (body.timeZone && body.type !== 'market') {
      throw unprocessable(MESSAGES.timeZoneOnlyForMarkets, [{ path: 'timeZone', message: MESSAGES.timeZoneOnlyForMarkets }]);
    }
    // a market takes the zone given, else its country's (by its name) when the name is a country's
    const timeZone = body.type === 'market' ? (body.timeZone ?? countryTimeZone(body.name)) : null;
    // Nodes written before name claims existed are caught by this read; the claim catches concurrent creations.
    if (siblingNameTaken(scope.nodes, parent?.id, body.name)) throw unprocessable(MESSAGES.alreadyExist);
    try {
      const node = await businessNodesRepository.create({
        partnerId: caller.partnerId,
        parentId: parent?.id,
        name: body.name,
        type: body.type,
        ...(body.marketId ? { marketId: body.marketId } : {}),
        ...(timeZone ? { timeZone } : {}),
      });
      return { statusCode: 201, body: { _id: node.id, name: node.name, type: node.type, parentId: node.parentId ?? null, marketId: node.marketId ?? null, ...zoneOf(node) } };
    } catch (err) {
      if (err instanceof NodeParentGoneError) throw notFound(MESSAGES.businessNodeNotFound);
      throw err;
    }
  },
});
