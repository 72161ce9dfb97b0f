/** PATCH B/variants/{variantId}/archive (001 4): archived and off; never the fallback. */
import { PERSONALIZE_TABLE_EVENTS, variantParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { archiveChange } from '../variant-state';

export default defineVariantAction({
  params: variantParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.variantArchived,
  analytics: 'variantArchived',
  run: (_tree, variant) => archiveChange(variant, true),
});
