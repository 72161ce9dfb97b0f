/**
 * A node's cloud-storage connection in answers: the storage comes through the cloud storage presenter, so its secret
 * key is only ever shown masked; nothing here reads the encrypted secret.
 */
import type { AvailableStorageDto, NodeStorageDto, NodeStorageSummaryDto } from '@shared/contracts/node-storage';
import type { StoredCloudStorage } from '@functions/cloud-storage/public';
import { presentCloudStorage } from '@functions/cloud-storage/public';
import type { BusinessNode } from './business-nodes-repository';
import type { NodeStorageConnection } from './node-storage-repository';

export function presentNodeStorage(node: BusinessNode, connection: NodeStorageConnection | null, storage: StoredCloudStorage | null): NodeStorageDto {
  const shown = storage ? presentCloudStorage(storage) : null;
  return {
    node: { _id: node.id, name: node.name },
    connection: connection && {
      cloudStorageId: connection.cloudStorageId,
      folder: connection.folder ?? null,
      isActive: connection.isActive,
      storage: shown && {
        _id: shown._id,
        name: shown.name,
        storageType: shown.storageType,
        bucket: shown.connectionConfig.bucket,
        region: shown.connectionConfig.region,
        secretAccessKey: shown.connectionConfig.secretAccessKey,
      },
    },
  };
}

export const presentSummary = (connection: NodeStorageConnection, storage: StoredCloudStorage | undefined): NodeStorageSummaryDto => ({
  cloudStorageId: connection.cloudStorageId,
  name: storage?.name ?? null,
  folder: connection.folder ?? null,
  isActive: connection.isActive,
});

export const presentAvailable = (s: StoredCloudStorage): AvailableStorageDto => ({ _id: s.id, name: s.name, storageType: s.storageType, bucket: s.bucket });

/** The node's folder lies inside the storage's own prefix, when the storage has one. */
export function folderPrefix(storagePrefix: string | undefined, folder: string | undefined): string | undefined {
  const parts = [storagePrefix, folder].map((p) => p?.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return parts.length ? `${parts.join('/')}/` : undefined;
}
