/**
 * PATCH B/variants/{variantId}/rename (001 2 'Variant menu actions' Rename): a new name, unique in the tree ('Already
 * exist'); the creatives are not touched. The client shows 'Cannot rename a variant' when it fails.
 */
import { PERSONALIZE_TABLE_EVENTS, renameVariantSchema, variantParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';
import { presentVariant } from '../present';
import { publishTableEvent } from '../table-events';
import { treeInScope, variantOf, writeChange } from '../variant-access';
import { assertNameFree, renameClaims } from '../variant-edits';
import { presentContext } from '../variant-views';

export default defineRoute({
  request: { params: variantParamsSchema, body: renameVariantSchema },
  async handle({ caller, params, body }) {
    const { tree } = await treeInScope(caller, params, 'write');
    const variant = await variantOf(tree, params.variantId);
    if (variant.name !== body.name) {
      await assertNameFree(tree.id, body.name, variant.id);
      await writeChange([personalizeRepository.updateVariant(variant, { name: body.name }), ...(await renameClaims(variant, body.name))]);
    }
    const view = presentVariant({ ...variant, name: body.name, revision: variant.name !== body.name ? variant.revision + 1 : variant.revision }, await presentContext(tree));
    if (variant.name !== body.name) await publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantRenamed, { variants: [view] });
    return { body: { variant: view, changed: [] } };
  },
});
