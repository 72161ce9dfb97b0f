/** Reading the images and videos to score from the files bucket (assets, thumbnails, screenshots, template folders). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { PermanentJobError } from '@functions/lib/sqs';

/** The object's bytes; a missing object is final (it will not come back on a retry). */
export async function readFile(key: string): Promise<Buffer> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') throw new PermanentJobError(`${key} is missing`);
    throw error;
  }
}

/** ffmpeg reads a file: the bytes in a temporary folder for the time of `use`. */
export async function withTempFile<T>(bytes: Buffer, name: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'scoring-'));
  try {
    const file = path.join(dir, path.basename(name) || 'video');
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
