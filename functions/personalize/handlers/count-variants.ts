/** GET B/variants/count (001 7 'Personalize'): how many variants pass the filters, and the tree's counts. */
import { treeParamsSchema, variantFiltersSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { treeInScope } from '../variant-access';
import { countsFromIndex, countsOf, loadTreeVariants, matchesFilters, unfiltered } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, query: variantFiltersSchema },
  async handle({ caller, params, query }) {
    const { tree } = await treeInScope(caller, params, 'read');
    const quick = unfiltered(query) ? await countsFromIndex(tree) : null;
    if (quick) return { body: { count: quick.total, ...quick.counts } };
    const { variants, ctx } = await loadTreeVariants(tree);
    return { body: { count: variants.filter((v) => matchesFilters(v, query, ctx)).length, ...countsOf(variants, ctx) } };
  },
});
