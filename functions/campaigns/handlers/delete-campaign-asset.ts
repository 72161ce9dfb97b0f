import { campaignAssetParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { changeWithRetry, editableCampaign } from '../campaign-changes';
import { orInUse } from '../campaign-rules';
import { marketNameOf, presentCampaign } from '../present';

/**
 * DELETE /campaigns/{id}/campaign-assets/{assetId} (000 7.3): a file uploaded to the campaign, its record and its
 * object in storage. The record goes first (conditionally): the object of a removed record is never shown again.
 */
export default defineRoute({
  request: { params: campaignAssetParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign, scope } = await editableCampaign(caller, params.id);
    const asset = (campaign.campaignAssets ?? []).find((a) => a._id === params.assetId);
    if (!asset) throw notFound(MESSAGES.campaignAssetNotFound);
    const saved = await orInUse(
      changeWithRetry(caller, params.id, (c) => {
        const list = c.campaignAssets ?? [];
        return list.some((a) => a._id === asset._id) ? { campaignAssets: list.filter((a) => a._id !== asset._id) } : null;
      }, { unlocked: true }),
    );
    if (asset.uploadId) await assetStorage.abortMultipart(asset.key, asset.uploadId);
    await assetStorage.remove(asset.key);
    return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
  },
});
