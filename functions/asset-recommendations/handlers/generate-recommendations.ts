import { recommendationGenerateBodySchema } from '@shared/contracts/asset-recommendations';
import { partnerQuerySchema } from '@shared/contracts/common';
import { assertCroppable } from '@functions/asset-cropper/public';
import { assetInScope } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { presentRecommendations } from '../present';
import { recommendationsRepository } from '../recommendations-repository';

/**
 * POST assets/single-files/recommendation/generate {url, tags}: starts a new generation for a raster image (the job
 * asset-recommendations makes the crops and asks for the cut-out) and answers it pending; the ws-event
 * 'recommendations-ready' says when it is done.
 */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: recommendationGenerateBodySchema },
  async handle({ body, caller }) {
    const { asset } = await assetInScope(caller, body.url, 'write');
    assertCroppable(asset);
    const rec = await recommendationsRepository.start({ assetId: asset.id, partnerId: caller.partnerId, generation: newId(), tags: body.tags, createdBy: caller.user.id });
    await sendToQueue('asset-recommendations', { assetId: asset.id, generation: rec.generation, userId: caller.user.id });
    return { statusCode: 202, body: await presentRecommendations(asset.id, rec) };
  },
});
