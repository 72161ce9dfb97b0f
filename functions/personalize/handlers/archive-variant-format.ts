/** PATCH B/variants/{variantId}/formats/{formatId}/archive (001 4): the format archived (the variant goes off); not on the fallback. */
import { PERSONALIZE_TABLE_EVENTS, variantFormatParamsSchema } from '@shared/contracts/personalize';
import { defineVariantAction } from '../variant-actions';
import { formatArchiveChange } from '../variant-state';

export default defineVariantAction({
  params: variantFormatParamsSchema,
  event: PERSONALIZE_TABLE_EVENTS.formatArchived,
  run: (_tree, variant, params) => formatArchiveChange(variant, params.formatId, true),
});
