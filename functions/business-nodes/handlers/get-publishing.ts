import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentPublishing } from '../publishing';

/** GET publishing: the node's publishing settings, tokens masked ('••••abcd') or null. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    return { body: presentPublishing(node) };
  },
});
