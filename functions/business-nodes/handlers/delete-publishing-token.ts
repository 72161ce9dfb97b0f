import { nodeTokenParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { businessNodesRepository } from '../business-nodes-repository';
import { loadNode } from '../node-scope';
import { presentPublishing, withoutToken } from '../publishing';

/** DELETE publishing/youtubeToken (and likewise gadsToken, dv360Token): removes one stored token. */
export default defineRoute({
  request: { params: nodeTokenParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const tokens = withoutToken(node, params.token);
    await businessNodesRepository.setPublishing(node.id, node.publishing, tokens);
    return { body: presentPublishing({ ...node, tokens }) };
  },
});
