/**
 * A real call with the given settings: can these credentials list this bucket (under the prefix)? The answer says
 * why not in the store's own words, never with the secret.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  prefix?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export async function testS3Connection(settings: S3Settings): Promise<TestConnectionResult> {
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    maxAttempts: 1,
  });
  try {
    await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix, MaxKeys: 1 }), {
      abortSignal: AbortSignal.timeout(5000),
    });
    return { isConnected: true };
  } catch (err) {
    const e = err as Error & { $metadata?: { httpStatusCode?: number } };
    const reason = e.name === 'TimeoutError' || e.name === 'AbortError' ? 'The storage did not answer in time' : e.message || e.name;
    return { isConnected: false, error: reason.replaceAll(settings.secretAccessKey, '••••').slice(0, 300) };
  } finally {
    client.destroy();
  }
}
