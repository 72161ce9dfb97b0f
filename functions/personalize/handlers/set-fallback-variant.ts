/** PATCH B/variants/{variantId}/fallback (001 4 'Set as fallback'): the variant becomes the tree's fallback; 422 'Cannot set as fallback' when the menu would not offer it. */
import { PERSONALIZE_TABLE_EVENTS, variantParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { fallbackChange } from '../variant-state';

export default defineVariantAction({
  params: variantParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.fallbackChanged,
  analytics: 'fallbackChanged',
  run: (tree, variant) => fallbackChange(tree, variant),
});
