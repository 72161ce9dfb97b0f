import { campaignIdParamsSchema, updateCampaignBodySchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { assetAllowed, assetsRepository } from '@functions/assets/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { editableCampaign } from '../campaign-changes';
import { orInUse } from '../campaign-rules';
import { campaignsRepository } from '../campaigns-repository';
import { marketNameOf, presentCampaign, publishingOf } from '../present';

/**
 * PUT /campaigns/{id} (ours: 001 7 names the update without its path or body): the publishing meta (any subset) and
 * the library assets selected for the campaign, each an asset of the partner the caller may see (404 'Single file not
 * found' otherwise). Changes nothing else.
 */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: updateCampaignBodySchema },
  async handle({ params, body, caller }) {
    const { campaign, scope } = await editableCampaign(caller, params.id);
    if (body.assets) {
      const assets = await Promise.all(body.assets.map((id) => assetsRepository.get(id)));
      if (assets.some((a) => !a || a.partnerId !== caller.partnerId || !assetAllowed(scope, a, 'read'))) throw notFound(MESSAGES.assetNotFound);
    }
    const saved = await orInUse(
      campaignsRepository.update(campaign, {
        ...(body.publishing ? { publishing: { ...publishingOf(campaign), ...body.publishing } } : {}),
        ...(body.assets ? { assets: [...new Set(body.assets)] } : {}),
      }),
    );
    return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
  },
});
