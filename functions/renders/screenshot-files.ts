/**
 * The screenshots jobs' files in the files bucket (002 9 screenshots/{approvalStatus}): each PNG carries the content
 * version of the creative it shows (object metadata), so a redelivered or restarted job does not make a file again
 * that already shows the creative's current version. Downloads are short signed links, as the asset library's.
 */
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { ScreenshotDownload } from '@shared/contracts/renders';
import { assetStorage } from '@functions/assets/public';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** A name as a file name: no path separators, quotes or control characters. */
export const fileNameOf = (name: string, extension: string) => `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'creative'}.${extension}`;

export const screenshotFiles = {
  /** The content version the stored file shows, or null when there is none. */
  async versionOf(key: string): Promise<string | null> {
    try {
      const head = await s3().send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key }));
      return head.Metadata?.version ?? '';
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  async put(key: string, body: Uint8Array, contentType: string, version: string): Promise<void> {
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: body, ContentType: contentType, Metadata: { version } }));
  },
  read: (key: string) => assetStorage.read(key),
  /** The files of a folder with when each was written, by their name inside it. */
  async list(folder: string): Promise<Map<string, Date>> {
    const out = new Map<string, Date>();
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: `${folder}/`, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) out.set(o.Key.slice(folder.length + 1), o.LastModified ?? new Date(0));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  },
  /** A download (attachment) and, for images, an inline preview link. */
  async download(key: string, name: string, updatedAt: Date, contentType: string, creativeId?: string): Promise<ScreenshotDownload> {
    const image = contentType.startsWith('image/');
    const [url, previewUrl] = await Promise.all([
      assetStorage.presignGet(key, { fileName: name, contentType, attachment: true }),
      image ? assetStorage.presignGet(key, { fileName: name, contentType, attachment: false }) : undefined,
    ]);
    return { ...(creativeId ? { creativeId } : {}), name, url, ...(previewUrl ? { previewUrl } : {}), updatedAt: updatedAt.toISOString() };
  },
};
