import sharp from 'sharp';
import { CUTOUT_FORMAT, recommendationSizes, type FormatChoices } from '@shared/domain/asset-recommendations';
import { withDescendants } from '@shared/domain/business-nodes';
import { readImage } from '@functions/asset-cropper/public';
import { assetsRepository, type Asset } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { tempKeyFor } from '@functions/brief-assets/public';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { conceptsRepository } from '@functions/concepts/public';
import { newId } from '@functions/lib/ids';
import { errorText, logger } from '@functions/lib/logger';
import { sendToQueue } from '@functions/lib/queues';
import { publishEvent } from '@functions/lib/realtime';
import { queueConsumer } from '@functions/lib/sqs';
import { recommendationsRepository } from '../recommendations-repository';

/** Receives after which a failing generation is marked failed instead of retried. */
const LAST_TRY = 2;

const baseName = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** The format choices of the partner's live concepts on the image's nodes or below them (every concept for a partner-wide image). */
async function conceptFormats(image: Asset): Promise<FormatChoices[]> {
  const imageNodes = [...image.businessNodes, ...image.additionalNodes];
  const [concepts, nodes] = await Promise.all([conceptsRepository.listByPartner(image.partnerId), imageNodes.length ? businessNodesRepository.listByPartner(image.partnerId) : []]);
  const covered = withDescendants(nodes, imageNodes);
  return concepts.filter((c) => !c.archived && (!imageNodes.length || c.nodeIds.some((n) => covered.has(n)))).map((c) => c.brief.formats as FormatChoices);
}

/**
 * Makes one generation of recommendations (queue asset-recommendations): for each size the concepts need, a crop of the
 * image where sharp's attention strategy finds the interesting part; then asks the background-removal job for a
 * cut-out (its PNG lands at the item's key). Idempotent: a generation no longer current or already done is skipped,
 * and a redelivery rewrites the same keys.
 */
export const handler = queueConsumer('asset-recommendations', async ({ assetId, generation, userId }, record) => {
  const rec = await recommendationsRepository.get(assetId);
  if (!rec || rec.generation !== generation || rec.status !== 'pending') return;
  let status: 'ready' | 'failed' = 'ready';
  try {
    const image = await assetsRepository.get(assetId);
    if (!image || image.status !== 'ready') throw new Error(`asset ${assetId} is not ready`);
    const source = await readImage(image.key);
    const transparent = image.mimeType === 'image/png';
    const existing = new Set((await recommendationsRepository.items(rec)).map((i) => i.format));
    for (const size of recommendationSizes(await conceptFormats(image))) {
      if (existing.has(size.format)) continue;
      const id = newId();
      const ext = transparent ? 'png' : 'jpg';
      const key = tempKeyFor(image.partnerId, id, `${baseName(image.name)}-${size.format}-${size.width}x${size.height}.${ext}`);
      const pipeline = sharp(source.body).resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention });
      await assetStorage.put(key, await (transparent ? pipeline.png() : pipeline.jpeg({ quality: 88 })).toBuffer(), transparent ? 'image/png' : 'image/jpeg');
      await recommendationsRepository.addItem(rec, { id, kind: 'crop', format: size.format, width: size.width, height: size.height, key, mimeType: transparent ? 'image/png' : 'image/jpeg' });
    }
    if (!existing.has(CUTOUT_FORMAT)) {
      const id = newId();
      const key = tempKeyFor(image.partnerId, id, `${baseName(image.name)}-cutout.png`);
      await recommendationsRepository.addItem(rec, { id, kind: 'cutout', format: CUTOUT_FORMAT, width: source.width, height: source.height, key, mimeType: 'image/png' });
      await sendToQueue('background-removal', { assetId, key, userId });
    }
  } catch (error) {
    if (Number(record.attributes.ApproximateReceiveCount ?? 1) < LAST_TRY) throw error;
    logger.warn('recommendations failed', { assetId, error: errorText(error) });
    status = 'failed';
  }
  if (await recommendationsRepository.finish(assetId, generation, status)) {
    await publishEvent({ userId }, { source: 'assets', event: 'recommendations-ready', payload: { assetId, status } });
  }
});
