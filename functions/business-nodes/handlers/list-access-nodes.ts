import { listNodesQuerySchema } from '@shared/contracts/business-nodes';
import type { NodeAccess } from '@shared/domain/business-nodes';
import { defineRoute } from '@functions/lib/http';
import { loadScope } from '../node-scope';

/** GET allowed-nodes, read-allowed-nodes, write-allowed-nodes: the caller's nodes of one kind, flat. */
export const listAccessNodes = (kind: keyof NodeAccess) =>
  defineRoute({
    request: { query: listNodesQuerySchema },
    async handle({ caller }) {
      const scope = await loadScope(caller);
      return {
        body: scope.nodes
          .filter((n) => scope.access[kind].has(n.id))
          .map((n) => ({ _id: n.id, name: n.name, type: n.type, parentId: n.parentId ?? null })),
      };
    },
  });
