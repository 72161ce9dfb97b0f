/**
 * What the cloud-storage domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { cloudStorageRepository, type StoredCloudStorage } from './cloud-storage-repository';
export { testS3Connection } from './connection-test';
export { storageClient, storageFailureMessage, StorageConnectionError } from './storage-client';
export { findOwnConfig, presentCloudStorage } from './present';
