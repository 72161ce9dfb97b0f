import { nodeIdParamsSchema, type InitialNodeDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { pathFromRoot } from '@shared/domain/business-nodes';
import { defineRoute } from '@functions/lib/http';
import { loadScope, nodeIn } from '../node-scope';

/**
 * GET business-nodes/initial/{id} (ours: the spec names the call only): the node and the nodes above it, root first,
 * what a node picker needs to open at a given node (a campaign's market, a concept's node). The node must be one the
 * caller may read; `allowed` says where the caller may work.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const scope = await loadScope(caller);
    nodeIn(scope, params.id, 'read');
    const body: InitialNodeDto[] = pathFromRoot(scope.nodes, params.id).map((n) => ({
      _id: n.id,
      name: n.name,
      type: n.type,
      parentId: n.parentId ?? null,
      allowed: scope.access.allowed.has(n.id),
    }));
    return { body };
  },
});
