/** PATCH B/variants/{variantId}/restore (001 4 unarchive). */
import { PERSONALIZE_TABLE_EVENTS, variantParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { archiveChange } from '../variant-state';

export default defineVariantAction({
  params: variantParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.variantRestored,
  run: (_tree, variant) => archiveChange(variant, false),
});
