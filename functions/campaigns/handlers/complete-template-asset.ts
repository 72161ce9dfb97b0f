import { uploadCompleteSchema } from '@shared/contracts/assets';
import { campaignAssetParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { ASSET_MAX_BYTES } from '@shared/constants';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { changeWithRetry, editableCampaign } from '../campaign-changes';
import { orInUse } from '../campaign-rules';
import { marketNameOf, presentCampaign } from '../present';

/**
 * POST /campaigns/{id}/template-assets/{assetId}/complete: the browser has put the file (and sends the parts' ETags of
 * a multipart upload); the object must be in storage, then the asset is done. A repeated call answers the campaign.
 */
export default defineRoute({
  request: { params: campaignAssetParamsSchema, query: partnerQuerySchema, body: uploadCompleteSchema },
  async handle({ params, body, caller }) {
    const { campaign, scope } = await editableCampaign(caller, params.id);
    const asset = (campaign.campaignAssets ?? []).find((a) => a._id === params.assetId);
    if (!asset) throw notFound(MESSAGES.campaignAssetNotFound);
    if (asset.status === 'uploading') {
      const failed = unprocessable(fillMessage(MESSAGES.assetUploadFailed, { file: asset.name }));
      if (asset.uploadId) {
        if (!body.parts.length) throw failed;
        await assetStorage.completeMultipart(asset.key, asset.uploadId, body.parts).catch(() => Promise.reject(failed));
      }
      const size = await assetStorage.size(asset.key);
      if (size === null) throw failed;
      if (size > ASSET_MAX_BYTES) {
        await assetStorage.remove(asset.key);
        await orInUse(changeWithRetry(caller, params.id, (c) => ({ campaignAssets: (c.campaignAssets ?? []).filter((a) => a._id !== asset._id) })));
        throw unprocessable(MESSAGES.assetTooLarge);
      }
      asset.size = size;
    }
    const saved = await orInUse(
      changeWithRetry(
        caller,
        params.id,
        (c) => {
          const list = c.campaignAssets ?? [];
          if (!list.some((a) => a._id === params.assetId && a.status === 'uploading')) return null;
          return { campaignAssets: list.map(({ uploadId, ...a }) => (a._id === params.assetId ? { ...a, status: 'done' as const, size: asset.size } : { ...a, ...(uploadId ? { uploadId } : {}) })) };
        },
        { unlocked: true },
      ),
    );
    return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
  },
});
