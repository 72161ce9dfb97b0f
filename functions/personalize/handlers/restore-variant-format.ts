/** PATCH B/variants/{variantId}/formats/{formatId}/restore (001 4 unarchive a format). */
import { PERSONALIZE_TABLE_EVENTS, variantFormatParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { formatArchiveChange } from '../variant-state';

export default defineVariantAction({
  params: variantFormatParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.formatRestored,
  run: (_tree, variant, params) => formatArchiveChange(variant, params.formatId, false),
});
