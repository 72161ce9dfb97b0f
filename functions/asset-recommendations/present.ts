/** The recommendations of an image as the calls answer them: each item's state (a cut-out is ready once its job left the PNG), a short link, ranked by the partner's feedback. */
import type { Recommendations, RecommendedItem as ItemDto } from '@shared/contracts/asset-recommendations';
import { rankByFeedback } from '@shared/domain/asset-recommendations';
import { failureMarker } from '@functions/asset-cropper/public';
import { assetStorage } from '@functions/assets/public';
import { recommendationsRepository, type Recommendation, type RecommendedItem } from './recommendations-repository';

async function itemStatus(item: RecommendedItem): Promise<ItemDto['status']> {
  if ((await assetStorage.size(item.key)) !== null) return 'ready';
  // The cut-out is made by the background-removal job, which leaves a marker beside the key when it failed.
  if (item.kind === 'cutout' && (await assetStorage.size(failureMarker(item.key))) === null) return 'pending';
  return 'failed';
}

export async function presentItem(item: RecommendedItem): Promise<ItemDto> {
  const status = await itemStatus(item);
  return {
    _id: item.id,
    kind: item.kind,
    format: item.format,
    width: item.width ?? null,
    height: item.height ?? null,
    status,
    url: status === 'ready' ? await assetStorage.presignGet(item.key, { fileName: item.key.slice(item.key.lastIndexOf('/') + 1), contentType: item.mimeType, attachment: false }) : null,
    feedback: item.feedback ?? null,
    keptAssetId: item.keptAssetId ?? null,
  };
}

export async function presentRecommendations(assetId: string, rec: Recommendation | null): Promise<Recommendations> {
  if (!rec) return { assetId, status: 'none', tags: [], items: [] };
  const [items, tallies] = await Promise.all([recommendationsRepository.items(rec), recommendationsRepository.tallies(rec.partnerId)]);
  return { assetId, status: rec.status, tags: rec.tags, items: await Promise.all(rankByFeedback(items, tallies).map(presentItem)) };
}
