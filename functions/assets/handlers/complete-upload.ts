import { assetIdParamsSchema, uploadCompleteSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { ASSET_MAX_BYTES } from '@shared/constants';
import { fillMessage, MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { sendToQueue } from '@functions/lib/queues';
import { assetInScope, presentAsset } from '../asset-scope';
import { assetsRepository } from '../assets-repository';
import { assetStorage } from '../asset-storage';

/**
 * POST assets/single-files/uploads/{id}/complete: the browser has sent the file (and the parts' ETags); the object is
 * checked to be there and within 2 GB, then the processing job is queued once. A repeated call answers the asset as it is.
 */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema, body: uploadCompleteSchema },
  async handle({ params, body, caller }) {
    const { asset } = await assetInScope(caller, params.id, 'write');
    if (asset.status !== 'uploading') return { body: await presentAsset(asset) };
    const failed = unprocessable(fillMessage(MESSAGES.assetUploadFailed, { file: asset.name }));
    if (asset.uploadId) {
      if (!body.parts.length) throw failed;
      try {
        await assetStorage.completeMultipart(asset.key, asset.uploadId, body.parts);
      } catch {
        throw failed;
      }
    }
    const size = await assetStorage.size(asset.key);
    if (size === null) throw failed;
    if (size > ASSET_MAX_BYTES) {
      await assetStorage.remove(asset.key);
      await assetsRepository.markFailed(asset.id, MESSAGES.assetTooLarge);
      throw unprocessable(MESSAGES.assetTooLarge);
    }
    if (await assetsRepository.startProcessing(asset.id)) await sendToQueue('assets-process', { assetId: asset.id, userId: caller.user.id });
    return { body: await presentAsset((await assetsRepository.get(asset.id))!) };
  },
});
