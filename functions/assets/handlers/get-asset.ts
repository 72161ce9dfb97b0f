import { assetIdParamsSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { assetInScope, presentAsset } from '../asset-scope';
import { assetsRepository } from '../assets-repository';

/** GET assets/single-files/{id}: one asset with its download links and children count. */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { asset } = await assetInScope(caller, params.id, 'read');
    const children = (await assetsRepository.listByPartner(caller.partnerId)).filter((a) => a.parentId === asset.id && a.status !== 'merged').length;
    return { body: await presentAsset(asset, children) };
  },
});
