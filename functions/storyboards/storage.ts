/** Storage of storyboard files: removal of a version's frames and thumbnails (best effort: a leftover object is harmless). */
import { assetStorage } from '@functions/assets/public';
import { logger, errorText } from '@functions/lib/logger';
import type { StoredVersion } from './storyboards-repository';

export async function removeVersionFiles(version: StoredVersion): Promise<void> {
  const keys = version.assets.flatMap((a) => [a.key, ...(a.thumbnailKey ? [a.thumbnailKey] : [])]);
  await Promise.all(keys.map((key) => assetStorage.remove(key).catch((error) => logger.warn('storyboard file not removed', { key, error: errorText(error) }))));
}
