import { campaignAssetParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { changeWithRetry, editableCampaign } from '../campaign-changes';
import { orInUse } from '../campaign-rules';
import { marketNameOf, presentCampaign } from '../present';

/**
 * DELETE /campaigns/{id}/assets/{assetId} (000 7.3): takes a library asset out of the campaign's selection; the asset
 * itself stays in the library. An asset not selected answers 'Campaign asset not found'.
 */
export default defineRoute({
  request: { params: campaignAssetParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign, scope } = await editableCampaign(caller, params.id);
    if (!(campaign.assets ?? []).includes(params.assetId)) throw notFound(MESSAGES.campaignAssetNotFound);
    const saved = await orInUse(
      changeWithRetry(caller, params.id, (c) => ((c.assets ?? []).includes(params.assetId) ? { assets: (c.assets ?? []).filter((a) => a !== params.assetId) } : null), { unlocked: true }),
    );
    return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
  },
});
