/**
 * GET campaigns/{campaignId}/personalize/{treeId}/variants (001 7 'Personalize'): a page of the tree's variants that
 * pass the filters (fallback first, archived last), how many pass, and the tree's counts. The first page without
 * filters comes from the tree's index and counters when this container has not read the tree (variant-views.ts).
 */
import { listVariantsQuerySchema, treeParamsSchema, type ListVariantsResponse } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { treeInScope } from '../variant-access';
import { countsOf, firstPageFromIndex, loadTreeVariants, matchesFilters, presentAll, unfiltered } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, query: listVariantsQuerySchema },
  async handle({ caller, params, query }) {
    const { tree } = await treeInScope(caller, params, 'read');
    const quick = query.page === 1 && unfiltered(query) ? await firstPageFromIndex(tree, query.pageSize) : null;
    if (quick) {
      const body: ListVariantsResponse = { variants: presentAll(quick.variants, quick.ctx), total: quick.total, page: 1, pageSize: query.pageSize, counts: quick.counts };
      return { body };
    }
    const { variants, ctx } = await loadTreeVariants(tree);
    const matching = variants.filter((v) => matchesFilters(v, query, ctx));
    const start = (query.page - 1) * query.pageSize;
    const body: ListVariantsResponse = {
      variants: presentAll(matching.slice(start, start + query.pageSize), ctx),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
      counts: countsOf(variants, ctx),
    };
    return { body };
  },
});
