import { oauthResetParamsSchema } from '@shared/contracts/publishing';
import { businessNodesRepository, loadNode, presentPublishing, withoutToken } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';

/**
 * DELETE google-ads/oauth/reset/{id} and dv360/oauth/reset/{id}: the node's Google Ads or DV360 grant is forgotten
 * (its token removed), so the next publish asks for a new one; answers the node's publishing settings.
 */
export const resetOf = (token: 'gadsToken' | 'dv360Token') =>
  defineRoute({
    request: { params: oauthResetParamsSchema },
    async handle({ params, caller }) {
      const { node } = await loadNode(caller, params.id, 'write');
      const tokens = withoutToken(node, token);
      await businessNodesRepository.setPublishing(node.id, node.publishing, tokens);
      return { body: presentPublishing({ ...node, tokens }) };
    },
  });
