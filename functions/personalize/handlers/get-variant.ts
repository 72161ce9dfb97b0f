/** GET B/variants/{variantId} (001 7 'Personalize'): one variant of the tree. */
import { variantParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { presentVariant } from '../present';
import { treeInScope, variantOf } from '../variant-access';
import { presentContext } from '../variant-views';

export default defineRoute({
  request: { params: variantParamsSchema },
  async handle({ caller, params }) {
    const { tree } = await treeInScope(caller, params, 'read');
    const [variant, ctx] = await Promise.all([variantOf(tree, params.variantId), presentContext(tree)]);
    return { body: { variant: presentVariant(variant, ctx) } };
  },
});
