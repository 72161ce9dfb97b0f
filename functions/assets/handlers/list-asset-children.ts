import { assetIdParamsSchema, assetListQuerySchema, type AssetList } from '../../../shared/contracts/assets';
import { defineRoute } from '../../lib/http';
import { assetAllowed, assetInScope, presentAsset } from '../asset-scope';
import { filterAssets, pageOf } from '../asset-query';
import { assetsRepository } from '../assets-repository';

/** GET assets/single-files/list/{id}: the children of a parent (zip entries; crops with isIndependent=false). */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: assetListQuerySchema },
  async handle({ params, query, caller }) {
    const { asset, scope } = await assetInScope(caller, params.id, 'read');
    const children = (await assetsRepository.listByPartner(caller.partnerId)).filter((a) => a.parentId === asset.id && assetAllowed(scope, a, 'read'));
    const matching = filterAssets(children, query);
    const body: AssetList = { total: matching.length, results: await Promise.all(pageOf(matching, query.page, query.limit).map((a) => presentAsset(a))) };
    return { body };
  },
});
