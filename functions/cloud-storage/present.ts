import type { CloudStorage } from '@shared/contracts/cloud-storage';
import { maskSecret } from '@shared/domain/secrets';
import { notFound } from '@functions/lib/errors';
import { cloudStorageRepository, type StoredCloudStorage } from './cloud-storage-repository';

/** The answer shape: settings as stored, the secret only masked. */
export function presentCloudStorage(c: StoredCloudStorage): CloudStorage {
  return {
    _id: c.id,
    partnerId: c.partnerId,
    name: c.name,
    storageType: c.storageType,
    connectionConfig: {
      bucket: c.bucket,
      region: c.region,
      endpoint: c.endpoint,
      prefix: c.prefix,
      accessKeyId: c.accessKeyId,
      secretAccessKey: c.secretEncrypted ? maskSecret(c.secretHint) : null,
    },
    isConnected: c.isConnected,
    ...(c.error ? { error: c.error } : {}),
    updatedAt: c.updatedAt,
  };
}

export async function findOwnConfig(partnerId: string, id: string): Promise<StoredCloudStorage> {
  const found = await cloudStorageRepository.get(partnerId, id);
  if (!found) throw notFound();
  return found;
}
