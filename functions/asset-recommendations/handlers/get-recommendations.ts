import { recommendationBodySchema } from '@shared/contracts/asset-recommendations';
import { partnerQuerySchema } from '@shared/contracts/common';
import { assetInScope } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { presentRecommendations } from '../present';
import { recommendationsRepository } from '../recommendations-repository';

/** POST assets/single-files/recommendation {url}: the recommendations stored for the image, best-liked formats first. */
export default defineRoute({
  request: { query: partnerQuerySchema, body: recommendationBodySchema },
  async handle({ body, caller }) {
    const { asset } = await assetInScope(caller, body.url, 'read');
    return { body: await presentRecommendations(asset.id, await recommendationsRepository.get(asset.id)) };
  },
});
