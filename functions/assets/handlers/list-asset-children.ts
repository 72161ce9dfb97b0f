import { assetIdParamsSchema, assetListQuerySchema, type AssetList } from '@shared/contracts/assets';
import { defineRoute } from '@functions/lib/http';
import { assetAllowed, assetInScope, presentAsset } from '../asset-scope';
import { childCounts, filterAssets, pageOf } from '../asset-query';
import { assetsRepository } from '../assets-repository';

/** GET assets/single-files/list/{id}: the children of a parent (zip entries; crops with isIndependent=false). */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: assetListQuerySchema },
  async handle({ params, query, caller }) {
    const { asset, scope } = await assetInScope(caller, params.id, 'read');
    const visible = (await assetsRepository.listByPartner(caller.partnerId)).filter((a) => assetAllowed(scope, a, 'read'));
    const matching = filterAssets(visible.filter((a) => a.parentId === asset.id), query);
    // Children may be parents themselves (folders of a folder upload): their counts let the tree open further.
    const counts = childCounts(visible);
    const body: AssetList = { total: matching.length, results: await Promise.all(pageOf(matching, query.page, query.limit).map((a) => presentAsset(a, counts.get(a.id) ?? 0))) };
    return { body };
  },
});
