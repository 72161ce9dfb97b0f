import { assetsRepository } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { publishEvent } from '@functions/lib/realtime';
import { queueConsumer } from '@functions/lib/sqs';
import { removeBackground } from '../background-removal';
import { failureMarker } from '../background-results';
import { errorText, logger } from '@functions/lib/logger';

/** Receives after which a failing image is marked failed instead of retried. */
const LAST_TRY = 2;

/**
 * Clears the background of one image into the PNG preview at `key`. Idempotent: a preview already there is not made
 * again. A failure on the last try leaves a marker beside the key, which the result call answers with the spec's text.
 */
export const handler = queueConsumer('background-removal', async ({ assetId, key, userId }, record) => {
  if ((await assetStorage.size(key)) !== null) return;
  const asset = await assetsRepository.get(assetId);
  let success: 0 | 1 = 0;
  try {
    if (!asset || asset.status !== 'ready') throw new Error(`asset ${assetId} is not ready`);
    await assetStorage.put(key, await removeBackground(await assetStorage.read(asset.key)), 'image/png');
    success = 1;
  } catch (error) {
    if (Number(record.attributes.ApproximateReceiveCount ?? 1) < LAST_TRY) throw error;
    logger.warn('background removal failed', { assetId, error: errorText(error) });
    await assetStorage.put(failureMarker(key), Buffer.from(String(error)), 'text/plain');
  }
  await publishEvent({ userId }, { source: 'assets', event: 'background-removed', payload: { key, success } });
});
