import { recommendationCreateBodySchema, type RecommendationCreateResult } from '@shared/contracts/asset-recommendations';
import { partnerQuerySchema } from '@shared/contracts/common';
import { extensionOf } from '@shared/domain/assets';
import { MESSAGES } from '@shared/messages';
import { loadScope } from '@functions/business-nodes/public';
import { assetInScope, checkNodes } from '@functions/assets/public';
import { assetsRepository } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { tempKeyFor } from '@functions/brief-assets/public';
import { notAllowed, notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { recommendationsRepository } from '../recommendations-repository';

/**
 * POST assets/single-files/recommendation/create {assets, nodeIds, partnerId}: keeps chosen recommendations as library
 * assets, children of their image, through the library's processing job (hash, merge, thumbnail). Every item is checked
 * before any asset is made; an item kept before answers the asset it became.
 */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: recommendationCreateBodySchema },
  async handle({ body, caller }) {
    if (body.partnerId && body.partnerId !== caller.partnerId) throw notAllowed();
    checkNodes(await loadScope(caller), body.nodeIds);
    const checked = await Promise.all(
      [...new Set(body.assets)].map(async (id) => {
        const item = await recommendationsRepository.item(id);
        if (!item || item.partnerId !== caller.partnerId) throw notFound(MESSAGES.recommendationNotFound);
        const { asset: image } = await assetInScope(caller, item.assetId, 'write');
        const size = await assetStorage.size(item.key);
        if (size === null) throw unprocessable(MESSAGES.recommendationNotReady);
        return { item, image, size };
      }),
    );
    const out: RecommendationCreateResult['assets'] = [];
    for (const { item, image, size } of checked) {
      if (item.keptAssetId) {
        out.push({ recommendationId: item.id, assetId: item.keptAssetId });
        continue;
      }
      const id = newId();
      // Claimed first: of two simultaneous keeps of one item, one makes the asset and the other answers it.
      if (!(await recommendationsRepository.markKept(item.id, id))) {
        out.push({ recommendationId: item.id, assetId: (await recommendationsRepository.item(item.id))!.keptAssetId! });
        continue;
      }
      const rec = await recommendationsRepository.get(item.assetId);
      const name = item.key.slice(item.key.lastIndexOf('/') + 1);
      // The job removes the file it processed: the asset gets its own copy, the recommendation keeps its preview.
      const key = tempKeyFor(caller.partnerId, id, name);
      await assetStorage.copy(item.key, key, item.mimeType);
      await assetsRepository.create({
        id,
        partnerId: caller.partnerId,
        name,
        category: image.category,
        mimeType: item.mimeType,
        format: extensionOf(name),
        size,
        key,
        parentId: image.id,
        businessNodes: body.nodeIds.length ? body.nodeIds : image.businessNodes,
        additionalNodes: body.nodeIds.length ? [] : image.additionalNodes,
        tags: rec?.tags ?? [],
        status: 'processing',
        createdBy: caller.user.id,
      });
      await sendToQueue('assets-process', { assetId: id, userId: caller.user.id });
      out.push({ recommendationId: item.id, assetId: id });
    }
    return { statusCode: 201, body: { assets: out } };
  },
});
