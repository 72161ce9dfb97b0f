import { listNodesQuerySchema } from '../../../shared/contracts/business-nodes';
import { defineRoute } from '../../lib/http';
import { loadScope, presentTree } from '../node-scope';

/** GET business-nodes: the current partner's tree as far as the caller may see it, with its access flags per node. */
export default defineRoute({
  request: { query: listNodesQuerySchema },
  async handle({ caller }) {
    return { body: presentTree(await loadScope(caller!)) };
  },
});
