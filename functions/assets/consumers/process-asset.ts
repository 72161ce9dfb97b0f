import type { AssetProcessedEvent } from '@shared/contracts/assets';
import { MESSAGES } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { notifyUsers } from '@functions/notifications/public';
import { sendToQueue } from '@functions/lib/queues';
import { isPermanent, PermanentJobError, queueConsumer } from '@functions/lib/sqs';
import { assetsRepository } from '../assets-repository';
import { assetStorage } from '../asset-storage';
import { contentType, inspect, InvalidContentError, settleContent } from '../ingest';
import { unzipChildren } from '../unzip';
import { errorFields, logger } from '@functions/lib/logger';

/** Receives after which a failing file is marked failed instead of retried (queue maxReceives is higher). */
const LAST_TRY = 3;

/**
 * Processes one uploaded file. Idempotent: only an asset still 'processing' is worked on, and settling is a
 * conditional transaction, so a redelivered message does no harm.
 */
export const handler = queueConsumer('assets-process', async ({ assetId, userId }, record) => {
  const asset = await assetsRepository.get(assetId);
  if (!asset || asset.status !== 'processing') return;
  const tempKey = asset.key;
  let event: AssetProcessedEvent;
  let gone = false;
  try {
    const inspected = await inspect(await assetStorage.stream(tempKey));
    const mimeType = await contentType(inspected.head, asset.format);
    // Children first: the parent reads as processed only once its children exist. Content already in the library is not opened again.
    if (asset.unzip && asset.format === 'zip' && !(await assetsRepository.findByHash(asset.partnerId, inspected.hash))) await unzipChildren(asset);
    const settled = await settleContent(asset, inspected, mimeType);
    event = { assetId, status: settled.merged ? 'merged' : 'ready', mergedInto: settled.merged ? settled.assetId : null };
    // the image scorer (functions/scoring) measures the library asset; content it scored before is not measured again
    await sendToQueue('image-scoring', { kind: 'asset', assetId: settled.assetId, userId });
  } catch (error) {
    // The uploaded object gone (aborted, expired) never comes back: final at once, like content that is not a file.
    gone = isPermanent(error);
    const lastTry = Number(record.attributes.ApproximateReceiveCount ?? 1) >= LAST_TRY;
    if (!(error instanceof InvalidContentError) && !gone && !lastTry) throw error;
    // kind and message; a stack only for an unexpected error (a defect), not for a service's answer or a bad file
    logger.warn('asset processing failed', { assetId, ...errorFields(error) });
    await assetsRepository.markFailed(assetId, error instanceof InvalidContentError ? MESSAGES.assetInvalidFormat : MESSAGES.assetProcessFailed);
    event = { assetId, status: 'failed', mergedInto: null };
  }
  await assetStorage.remove(tempKey).catch(() => undefined);
  // kept in the uploader's notification centre too, with the file's name
  await notifyUsers({ partnerId: asset.partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.assets, event: NOTIFICATION_EVENTS.assets.processed, payload: { ...event, name: asset.name }, once: `asset:${assetId}:processed` });
  // Marked failed and told: the message goes to the dead-letter queue for ops, not back to the queue.
  if (gone) throw new PermanentJobError(`asset ${assetId}: its uploaded object is gone`);
});
