/** PATCH B/variants/{variantId}/activate (001 4): the toggle on, when every activation rule holds (else 422 with the tooltip's text). */
import { PERSONALIZE_TABLE_EVENTS, variantParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { activation } from '../variant-state';

export default defineVariantAction({
  params: variantParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.variantActivated,
  analytics: 'variantActivated',
  run: (tree, variant) => activation(tree, variant),
});
