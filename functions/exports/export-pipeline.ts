/**
 * The export of one job's items (002 7 'cloud-sync export'): each pending item goes to the job's destination, a node's
 * cloud storage (streamed, multipart) or the asset library (a single file through assets-process), and its outcome is
 * sent to cloud-sync-export-return, which moves the item's destination status and, after the last item, the job to
 * finished with the finished or failed notification naming the entity and the destination. The worker's first try
 * tells 'started', then 'downloading' as it reads the items' files to send them.
 * Nothing is exported twice: an item already settled is skipped; an object this export already put in the bucket (its
 * metadata names the export) is not sent again; a library item's asset id was chosen when the export was made, so a
 * second attempt finds the asset instead of making another.
 */
import { EXPORT_PROGRESS_EVENT, safeExportName, type CloudSyncExportReturnMessage, type PrerenderReturnMessage } from '@shared/contracts/exports';
import { storageKeys } from '@shared/domain/assets';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { assetStorage, assetsRepository } from '@functions/assets/public';
import { storageFailureMessage } from '@functions/cloud-storage/public';
import { errorText } from '@functions/lib/logger';
import { sendToQueue } from '@functions/lib/queues';
import { queueEntry } from '@functions/queues';
import { publishEvent } from '@functions/lib/realtime';
import { notifyUsers } from '@functions/notifications/public';
import { templateFiles } from '@functions/template-render/public';
import { alreadySent, cloudDestination, sendTo, sourceStream, type CloudDestination } from './cloud-destination';
import { exportsRepository, type ExportItem, type ExportJob } from './exports-repository';
import { bundleMaker, Unprerenderable } from './prerender-bundle';

export const LIBRARY_NAME = 'Asset library';

export const notifyExport = (job: ExportJob, event: string, extra: Record<string, unknown> = {}) =>
  notifyUsers({
    partnerId: job.partnerId,
    userIds: [job.createdBy],
    source: NOTIFICATION_SOURCES.export,
    event,
    payload: { exportId: job.id, entityType: job.entityType, entity: job.entityLabel, destination: job.destinationName, campaignId: job.campaignId ?? null, ...extra },
  });

/** After the prerender of an export's creatives: their zips become the items' sources, the export goes on. */
export async function continueExport(exportId: string, results: PrerenderReturnMessage['results'], cancelled: boolean): Promise<void> {
  const byId = new Map(results.map((r) => [r.id, r]));
  for (const item of await exportsRepository.items(exportId)) {
    const r = byId.get(item.entityId);
    if (r?.key) await exportsRepository.setItem(exportId, item.entityId, { status: 'pending', sourceKey: r.key });
    else await exportsRepository.setItem(exportId, item.entityId, { status: 'failed', error: r?.error ?? (cancelled ? 'Cancelled' : 'Not prerendered') });
  }
  const job = await exportsRepository.get(exportId);
  if (!job) return;
  if ((await exportsRepository.items(exportId)).some((i) => i.status === 'pending')) await sendToQueue('cloud-sync-export', { exportId, partnerId: job.partnerId });
  else await settleIfDone(job);
}

/** The job to finished once every item has its outcome; only the writer that finished it tells the user. */
async function settleIfDone(job: ExportJob): Promise<void> {
  const items = await exportsRepository.items(job.id);
  if (items.some((i) => i.status === 'pending' || i.status === 'notsend')) return;
  if (!(await exportsRepository.finish(job.id))) return;
  const failed = items.filter((i) => i.status === 'failed');
  const events = NOTIFICATION_EVENTS.export;
  await notifyExport(job, failed.length ? events.failed : events.finished, {
    status: failed.length ? 'failed' : 'success',
    exported: items.length - failed.length,
    failed: failed.length,
    ...(failed.length ? { message: failed.map((i) => `${i.name}: ${i.error ?? 'failed'}`).slice(0, 3).join('; ') } : {}),
  });
}

/** cloud-sync-export-return: each outcome moves its item forward (once); the last one ends the job. */
export async function collectExportResults(message: CloudSyncExportReturnMessage): Promise<void> {
  const job = await exportsRepository.get(message.exportId);
  if (!job || job.partnerId !== message.partnerId) return;
  for (const r of message.results) await exportsRepository.setItem(job.id, r.entityId, { status: r.status, target: r.target, error: r.error });
  await settleIfDone(job);
}

/** An item that cannot be exported (its file is gone, its template is no HTML5): failed, not retried. */
export class Unexportable extends Error {}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

interface Outgoing {
  fileName: string;
  contentType: string;
  /** A stream from the files bucket, or a zip made on the way (templates). */
  body: () => Promise<import('node:stream').Readable | Buffer>;
  /** Where the library copy goes first (a stream copy inside the bucket when the file is already there). */
  sourceKey?: string;
}

async function outgoingOf(job: ExportJob, item: ExportItem): Promise<Outgoing> {
  if (job.entityType === 'template') {
    const made = bundleMaker(job.partnerId).template(item.entityId);
    const zip = made.then((m) => m.zip).catch((error: unknown) => {
      throw error instanceof Unprerenderable ? new Unexportable(error.message) : error;
    });
    return { fileName: `${safeExportName(item.name)}.zip`, contentType: 'application/zip', body: () => zip };
  }
  if (!item.sourceKey) throw new Unexportable('Nothing to export: prerender the creatives first');
  const sourceKey = item.sourceKey;
  const fileName = job.entityType === 'creative' ? `${safeExportName(item.name)}.zip` : item.name;
  return { fileName, contentType: job.entityType === 'creative' ? 'application/zip' : 'application/octet-stream', sourceKey, body: () => sourceStream(sourceKey) };
}

/** The object key in the destination (002 9 layout kept inside the node's folder). */
function cloudKey(dest: CloudDestination, job: ExportJob, item: ExportItem, fileName: string): string {
  // under the creative's id: two creatives of a campaign may share a name (one tree per platform and format)
  if (job.entityType === 'creative') return `${dest.prefix}v2/partners/${job.partnerId}/campaigns/${job.campaignId}/creatives/${item.entityId}/${fileName}`;
  if (job.entityType === 'asset') return `${dest.prefix}assets/${item.entityId}/${fileName}`;
  return `${dest.prefix}templates/${item.entityId}/${fileName}`;
}

async function toCloud(dest: CloudDestination, job: ExportJob, item: ExportItem): Promise<string> {
  const out = await outgoingOf(job, item);
  const key = cloudKey(dest, job, item, out.fileName);
  if (await alreadySent(dest, key, job.id)) return key;
  try {
    await sendTo(dest, key, await out.body(), out.contentType, job.id);
  } catch (error) {
    if (isMissing(error) && out.sourceKey) throw new Unexportable('The file to export is gone');
    throw error;
  }
  return key;
}

async function toLibrary(job: ExportJob, item: ExportItem): Promise<string> {
  const assetId = item.target!;
  const existing = await assetsRepository.get(assetId);
  if (!existing) {
    const out = await outgoingOf(job, item);
    const tempKey = storageKeys.temp(job.partnerId, assetId, out.fileName);
    if (out.sourceKey) {
      const size = await assetStorage.size(out.sourceKey);
      if (size === null) throw new Unexportable('The file to export is gone');
      await assetStorage.copy(out.sourceKey, tempKey, out.contentType);
    } else {
      await templateFiles.put(tempKey, (await out.body()) as Buffer, out.contentType);
    }
    const size = (await assetStorage.size(tempKey)) ?? 0;
    await assetsRepository
      .create({
        id: assetId,
        partnerId: job.partnerId,
        name: out.fileName,
        category: 'creatives',
        mimeType: out.contentType,
        format: 'zip',
        size,
        key: tempKey,
        businessNodes: job.nodeIds ?? [],
        status: 'processing',
        createdBy: job.createdBy,
      })
      .catch(async (error: unknown) => {
        // a second attempt that raced the first: the asset exists, nothing more to make
        if (!(await assetsRepository.get(assetId))) throw error;
      });
  } else if (existing.status !== 'processing') {
    return assetId;
  }
  await sendToQueue('assets-process', { assetId, userId: job.createdBy });
  return assetId;
}

/**
 * cloud-sync-export: the job's pending items, one outcome each to the return queue as soon as it is known. A failure
 * that may pass (the storage unreachable, a dropped connection) is thrown so the queue tries again after its back-off;
 * on the last receive the items still pending are reported failed first (a clear end for the user), then the message
 * goes on to the dead-letter queue.
 */
export async function exportItems(exportId: string, partnerId: string, receiveCount: number): Promise<void> {
  const job = await exportsRepository.get(exportId);
  if (!job || job.partnerId !== partnerId) return;
  const pending = (await exportsRepository.items(exportId)).filter((i) => i.status === 'pending');
  if (!pending.length) return;
  if (receiveCount === 1) {
    await notifyExport(job, NOTIFICATION_EVENTS.export.started);
    // 001 8 'downloading': the items' files are now read from where they are kept (the prerendered zips, the assets,
    // the templates' folders) to be sent; once per export, not on the queue's later tries
    await notifyExport(job, NOTIFICATION_EVENTS.export.downloading, { items: pending.length });
  }
  let dest: CloudDestination | null = null;
  let destError: string | null = null;
  if (job.destinationType === 'cloud') {
    try {
      dest = await cloudDestination(partnerId, job.nodeId!);
    } catch (error) {
      destError = (error as Error).message;
    }
  }
  const total = pending.length;
  for (const [i, item] of pending.entries()) {
    let result: CloudSyncExportReturnMessage['results'][number];
    try {
      if (destError) throw new Unexportable(destError);
      const target = dest ? await toCloud(dest, job, item) : await toLibrary(job, item);
      result = { entityId: item.entityId, status: 'success', target };
    } catch (error) {
      if (!(error instanceof Unexportable)) {
        if (receiveCount >= queueEntry('cloud-sync-export').maxReceives) {
          // a storage's failure in the fixed texts of the cloud connector, never the store's or the socket's own words
          const reason = `Export failed after ${receiveCount} attempts: ${dest ? storageFailureMessage(error) : errorText(error)}`.slice(0, 300);
          await sendToQueue('cloud-sync-export-return', { exportId, partnerId, results: pending.slice(i).map((p) => ({ entityId: p.entityId, status: 'failed' as const, error: reason })) });
        }
        throw error;
      }
      result = { entityId: item.entityId, status: 'failed', error: error.message };
    }
    await sendToQueue('cloud-sync-export-return', { exportId, partnerId, results: [result] });
    await publishEvent({ userId: job.createdBy }, { source: NOTIFICATION_SOURCES.export, event: EXPORT_PROGRESS_EVENT, payload: { exportId, entityId: item.entityId, status: result.status, done: i + 1, total } });
  }
}
