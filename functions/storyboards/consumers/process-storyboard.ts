import type { StoryboardImportedEvent, StoryboardProcessedEvent } from '@shared/contracts/storyboards';
import { storyboardKeys } from '@shared/domain/storyboards';
import { MESSAGES } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { assetStorage } from '@functions/assets/public';
import { newId } from '@functions/lib/ids';
import { errorText, logger } from '@functions/lib/logger';
import { queueConsumer } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { FrameError, processFrame } from '../frames';
import { ImportError, readImportFile, type ImportedStoryboard } from '../import-file';
import { removeVersionFiles } from '../storage';
import { storyboardsRepository, type StoredAsset, type StoredVersion } from '../storyboards-repository';

/** Receives after which a failing job is marked failed instead of retried. */
const LAST_TRY = 3;

async function processVersion(storyboardId: string, versionId: string, userId: string, lastTry: boolean): Promise<void> {
  const storyboard = await storyboardsRepository.get(storyboardId);
  const version = storyboard?.versions.find((v) => v._id === versionId);
  if (!storyboard || !version || version.status !== 'processing') return;
  const prefix = storyboardKeys.version(storyboard.partnerId, storyboard.conceptId, storyboard.id, version.version);
  let assets: StoredAsset[] = [];
  let failure: string | undefined;
  try {
    for (const asset of version.assets) assets.push(await processFrame(asset, await assetStorage.read(asset.key), prefix));
  } catch (error) {
    if (!(error instanceof FrameError) && !lastTry) throw error;
    logger.warn('storyboard version failed', { storyboardId, versionId, error: errorText(error) });
    failure = error instanceof FrameError ? error.message : MESSAGES.assetProcessFailed;
    assets = version.assets;
  }
  await storyboardsRepository.update(storyboardId, (current) => {
    if (!current.versions.some((v) => v._id === versionId && v.status === 'processing')) return null;
    return {
      versions: current.versions.map((v) => (v._id === versionId ? { ...v, assets, status: failure ? ('failed' as const) : ('ready' as const), ...(failure ? { message: failure } : {}) } : v)),
    };
  });
  const event: StoryboardProcessedEvent = { conceptId: storyboard.conceptId, storyboardId, versionId, status: failure ? 'failed' : 'ready', message: failure ?? null };
  await notifyUsers({ partnerId: storyboard.partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.storyboards, event: NOTIFICATION_EVENTS.storyboards.processed, payload: { ...event, name: storyboard.name }, once: `storyboard-version:${versionId}:processed` });
}

/** Stores one imported storyboard's frames (and thumbnails) and creates it with a ready first version. */
async function createImported(imported: ImportedStoryboard, at: { partnerId: string; conceptId: string; userId: string; sortIndex: number }): Promise<string> {
  const id = newId();
  const prefix = storyboardKeys.version(at.partnerId, at.conceptId, id, 1);
  const assets: StoredAsset[] = [];
  for (const frame of imported.frames) {
    const assetId = newId();
    const asset: StoredAsset = { _id: assetId, name: frame.name, kind: frame.kind, mimeType: frame.mimeType, size: frame.body.length, key: storyboardKeys.frame(prefix, assetId, frame.name) };
    await assetStorage.put(asset.key, frame.body, frame.mimeType);
    assets.push(await processFrame(asset, frame.body, prefix));
  }
  const version: StoredVersion = { _id: newId(), version: 1, status: 'ready', assets, approvals: [], createdBy: at.userId, createdAt: Date.now() };
  await storyboardsRepository.create({ id, partnerId: at.partnerId, conceptId: at.conceptId, name: imported.name, type: imported.type, sortIndex: at.sortIndex, firstVersion: version, createdBy: at.userId });
  return id;
}

async function processImport(importId: string, userId: string, lastTry: boolean): Promise<void> {
  const item = await storyboardsRepository.getImport(importId);
  if (!item || item.status !== 'processing') return;
  let event: StoryboardImportedEvent;
  try {
    // A redelivery after a crash halfway: what the first try made is removed, then the import starts over.
    for (const id of item.storyboardIds) {
      const partial = await storyboardsRepository.get(id);
      if (!partial) continue;
      await storyboardsRepository.remove(id);
      await Promise.all(partial.versions.map(removeVersionFiles));
    }
    const storyboards = await readImportFile(item.name, await assetStorage.read(item.key));
    const existing = await storyboardsRepository.listByConcept(item.conceptId);
    let sortIndex = existing.reduce((max, s) => Math.max(max, s.sortIndex + 1), 0);
    const ids: string[] = [];
    for (const imported of storyboards) {
      ids.push(await createImported(imported, { partnerId: item.partnerId, conceptId: item.conceptId, userId: item.createdBy, sortIndex: sortIndex++ }));
      await storyboardsRepository.setImportStatus(importId, 'processing', 'processing', { storyboardIds: ids });
    }
    await storyboardsRepository.setImportStatus(importId, 'processing', 'done', { storyboardIds: ids });
    event = { conceptId: item.conceptId, importId, status: 'done', message: null };
  } catch (error) {
    const known = error instanceof ImportError || error instanceof FrameError;
    if (!known && !lastTry) throw error;
    logger.warn('storyboard import failed', { importId, error: errorText(error) });
    const message = known ? error.message : MESSAGES.assetProcessFailed;
    await storyboardsRepository.setImportStatus(importId, 'processing', 'failed', { message });
    event = { conceptId: item.conceptId, importId, status: 'failed', message };
  }
  await assetStorage.remove(item.key).catch(() => undefined);
  await notifyUsers({ partnerId: item.partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.storyboards, event: NOTIFICATION_EVENTS.storyboards.imported, payload: { ...event, name: item.name }, once: `storyboard-import:${importId}` });
}

/**
 * A storyboard version's frames or an import file. Idempotent: only a version or import still 'processing' is worked
 * on, and settling is conditional, so a redelivered message does no harm.
 */
export const handler = queueConsumer('storyboard-process', async (message, record) => {
  const lastTry = Number(record.attributes.ApproximateReceiveCount ?? 1) >= LAST_TRY;
  if (message.kind === 'version') await processVersion(message.storyboardId, message.versionId, message.userId, lastTry);
  else await processImport(message.importId, message.userId, lastTry);
});
