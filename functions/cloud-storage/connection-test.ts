/**
 * A real call with the given settings: can these credentials list this bucket (under the prefix)? The endpoint is
 * checked and pinned first (storage-client.ts); the answer is one of a fixed set of texts, never the store's or the
 * network's own words (which would tell internal services apart) and never the secret.
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';
import { storageClient, storageFailureMessage, type S3Settings } from './storage-client';

export type { S3Settings } from './storage-client';

export async function testS3Connection(settings: S3Settings): Promise<TestConnectionResult> {
  let client: S3Client | undefined;
  try {
    client = await storageClient(settings, { maxAttempts: 1 });
    await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix, MaxKeys: 1 }), {
      abortSignal: AbortSignal.timeout(5000),
    });
    return { isConnected: true };
  } catch (err) {
    return { isConnected: false, error: storageFailureMessage(err) };
  } finally {
    client?.destroy();
  }
}
