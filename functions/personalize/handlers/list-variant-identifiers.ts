/** GET B/variant-identifiers (001 7 'Personalize'): the ids of every variant passing the filters, in grid order. */
import { treeParamsSchema, variantFiltersSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { treeInScope } from '../variant-access';
import { loadTreeVariants, matchesFilters } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, query: variantFiltersSchema },
  async handle({ caller, params, query }) {
    const { tree } = await treeInScope(caller, params, 'read');
    const { variants, ctx } = await loadTreeVariants(tree);
    return { body: { ids: variants.filter((v) => matchesFilters(v, query, ctx)).map((v) => v.id) } };
  },
});
