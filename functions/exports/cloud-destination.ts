/**
 * A business node's cloud storage connection as an export destination (001 3: the node's connection names one of the
 * partner's cloud storage configs and a folder inside its prefix). Files stream from the files bucket to it with
 * `@aws-sdk/lib-storage` Upload (multipart parts of 8 MiB, 4 at a time): never whole in memory. Every object carries
 * the export's id in its metadata, so a redelivered job sees what it already sent and sends nothing twice.
 */
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { MESSAGES } from '@shared/messages';
import { businessNodesRepository, folderPrefix, nodeStorageRepository } from '@functions/business-nodes/public';
import { cloudStorageRepository, StorageConnectionError, storageClient } from '@functions/cloud-storage/public';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { unprocessable } from '@functions/lib/errors';
import { decryptSecret } from '@functions/lib/secrets';

export const EXPORT_METADATA_KEY = 'marquee-export';
const PART_SIZE = 8 * 1024 * 1024;

export interface CloudDestination {
  nodeName: string;
  storageName: string;
  bucket: string;
  /** The storage's prefix and the node's folder, ending in '/', or ''. */
  prefix: string;
  /** The storage's client, its endpoint checked and pinned (functions/cloud-storage/storage-client.ts). */
  client: () => S3Client;
}

/**
 * The node's active connection (same partner), or 422 'This business node has no active cloud storage connection';
 * 422 with the storage's fixed text when its endpoint may not be reached (not public, or no address).
 */
export async function cloudDestination(partnerId: string, nodeId: string): Promise<CloudDestination> {
  const [node, connection] = await Promise.all([businessNodesRepository.get(nodeId), nodeStorageRepository.get(nodeId)]);
  const storage = connection?.isActive && connection.partnerId === partnerId ? await cloudStorageRepository.get(partnerId, connection.cloudStorageId) : null;
  if (!node || !connection || !storage || !storage.secretEncrypted) throw unprocessable(MESSAGES.exportNoCloudConnection);
  let client: S3Client;
  try {
    client = await storageClient({ ...storage, secretAccessKey: decryptSecret(storage.secretEncrypted) });
  } catch (error) {
    if (error instanceof StorageConnectionError) throw unprocessable(error.message);
    throw error;
  }
  return {
    nodeName: node.name,
    storageName: storage.name,
    bucket: storage.bucket,
    prefix: folderPrefix(storage.prefix, connection.folder) ?? '',
    client: () => client,
  };
}

/** Whether this export already put the object there (a redelivered message finds its own earlier upload). */
export async function alreadySent(dest: CloudDestination, key: string, exportId: string): Promise<boolean> {
  try {
    const head = await dest.client().send(new HeadObjectCommand({ Bucket: dest.bucket, Key: key }));
    return head.Metadata?.[EXPORT_METADATA_KEY] === exportId;
  } catch (error) {
    if (['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '')) return false;
    throw error;
  }
}

/** A file of the files bucket as a stream (never read whole). */
export async function sourceStream(key: string): Promise<Readable> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
  return Body as Readable;
}

/** Streams the body to the destination in multipart parts (one PUT when it is under a part). */
export async function sendTo(dest: CloudDestination, key: string, body: Readable | Buffer, contentType: string, exportId: string): Promise<void> {
  const upload = new Upload({
    client: dest.client(),
    params: { Bucket: dest.bucket, Key: key, Body: body, ContentType: contentType, Metadata: { [EXPORT_METADATA_KEY]: exportId } },
    partSize: PART_SIZE,
    queueSize: 4,
    leavePartsOnError: false,
  });
  await upload.done();
}
