/**
 * GET B/available-filters (001 2 filter drawer): the values each group offers for this tree: the filter values
 * (001 4), the tree's templates as formats, its variants, and the user segments its variants use.
 */
import { treeParamsSchema, type AvailableFilters } from '@shared/contracts/personalize';
import { VARIANT_FILTER_VALUES } from '@shared/domain/variant-rules';
import { defineRoute } from '@functions/lib/http';
import { treeInScope } from '../variant-access';
import { loadTreeVariants } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema },
  async handle({ caller, params }) {
    const { tree } = await treeInScope(caller, params, 'read');
    const { variants, ctx } = await loadTreeVariants(tree);
    const segments = [...ctx.signals.values()].filter((s) => s.type === 'userSegment');
    const body: AvailableFilters = {
      statuses: [...VARIANT_FILTER_VALUES],
      formats: tree.templates.map((t) => ({ value: t.templateId, label: `${t.size}-${t.name}` })),
      variants: variants.map((v) => ({ value: v.id, label: v.name })),
      segments: segments.map((s) => ({ value: s._id, label: s.name })),
    };
    return { body };
  },
});
