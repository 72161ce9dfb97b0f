import { assetIdParamsSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { assetInScope } from '../asset-scope';
import { assetsRepository } from '../assets-repository';
import { assetStorage } from '../asset-storage';

/** POST assets/single-files/uploads/{id}/abort: a cancelled upload leaves nothing behind (parts, object, record). */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { asset } = await assetInScope(caller, params.id, 'write');
    if (asset.status === 'uploading') {
      if (asset.uploadId) await assetStorage.abortMultipart(asset.key, asset.uploadId);
      await assetStorage.remove(asset.key).catch(() => undefined);
      await assetsRepository.removeUpload(asset.id);
    }
    return { statusCode: 204 };
  },
});
