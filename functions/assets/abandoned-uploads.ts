/**
 * Uploads the browser never completed (reliability: 'uploading' for ever): once abandoned (UPLOAD_EXPIRY_MS after
 * they started), the sweep marks each failed with the spec's 'We could not process your file. Please try again.'
 * (000 / 001 'Upload failure'), aborts its multipart upload (the parts stop costing storage) and removes a single PUT's
 * object, then forgets its marker. Run on a schedule: EventBridge Scheduler in AWS (the jobs stack), a timer in
 * `npm start` (infra/local/schedule-timers.ts).
 */
import { MESSAGES } from '@shared/messages';
import { errorFields, logger } from '@functions/lib/logger';
import { assetsRepository } from './assets-repository';
import { assetStorage } from './asset-storage';

export async function expireAbandonedUploads(now = Date.now()): Promise<{ expired: number; settled: number }> {
  let expired = 0;
  let settled = 0;
  for (const due of await assetsRepository.dueUploads(now)) {
    // marked failed first and only while still uploading: a complete at the same moment either wins or finds it failed
    const abandoned = await assetsRepository.abandonUpload(due.assetId, MESSAGES.assetProcessFailed);
    if (abandoned) {
      expired++;
      try {
        if (abandoned.uploadId) await assetStorage.abortMultipart(abandoned.key, abandoned.uploadId);
        await assetStorage.remove(abandoned.key);
      } catch (error) {
        // the bucket's lifecycle rules take what is left (infra/stacks/data-stack.ts)
        logger.warn('abandoned upload: storage not cleaned', { assetId: due.assetId, ...errorFields(error) });
      }
    } else settled++;
    await assetsRepository.forgetUploadExpiry(due.assetId);
  }
  return { expired, settled };
}
