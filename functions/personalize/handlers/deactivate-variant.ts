/** PATCH B/variants/{variantId}/deactivate (001 4): the toggle off; the fallback turns every other variant off with it. */
import { PERSONALIZE_TABLE_EVENTS, variantParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { deactivation } from '../variant-state';

export default defineVariantAction({
  params: variantParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.variantDeactivated,
  analytics: 'variantDeactivated',
  run: (tree, variant) => deactivation(tree, variant),
});
