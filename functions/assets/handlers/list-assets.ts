import { assetListQuerySchema, type AssetList } from '@shared/contracts/assets';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { assetAllowed, presentAsset } from '../asset-scope';
import { childCounts, filterAssets, pageOf } from '../asset-query';
import { assetsRepository } from '../assets-repository';

/** GET assets/single-files: the library list and the wizard's picker (000 7.3), answering total and results. */
export default defineRoute({
  request: { query: assetListQuerySchema },
  async handle({ query, caller }) {
    const [all, scope] = await Promise.all([assetsRepository.listByPartner(caller.partnerId), loadScope(caller)]);
    const visible = all.filter((a) => assetAllowed(scope, a, 'read'));
    const matching = filterAssets(visible, query);
    const counts = childCounts(visible);
    const results = await Promise.all(pageOf(matching, query.page, query.limit).map((a) => presentAsset(a, counts.get(a.id) ?? 0)));
    const body: AssetList = { total: matching.length, results };
    return { body };
  },
});
