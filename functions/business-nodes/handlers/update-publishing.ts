import { nodeIdParamsSchema, publishingBodySchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository } from '../business-nodes-repository';
import { loadNode } from '../node-scope';
import { nextPublishing, presentPublishing } from '../publishing';

/** PUT publishing: sets the text properties; sets a token when given, removes it when its remove flag is true. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: publishingBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const next = nextPublishing(node, body);
    await businessNodesRepository.setPublishing(node.id, next.publishing, next.tokens);
    return { body: presentPublishing({ ...node, ...next }) };
  },
});
