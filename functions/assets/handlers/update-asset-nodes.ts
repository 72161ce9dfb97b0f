import { assetIdParamsSchema, assetNodesSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { assetInScope, checkNodes } from '../asset-scope';
import { editAsset } from '../asset-edit';

/** PUT assets/single-files/{id}/business-nodes: {businessNodes, additionalNodes}, each a node the caller may write. */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema, body: assetNodesSchema },
  async handle({ params, body, caller }) {
    const { scope } = await assetInScope(caller, params.id, 'write');
    checkNodes(scope, [...body.businessNodes, ...body.additionalNodes]);
    return { body: await editAsset(caller, params.id, { businessNodes: [...new Set(body.businessNodes)], additionalNodes: [...new Set(body.additionalNodes)] }) };
  },
});
