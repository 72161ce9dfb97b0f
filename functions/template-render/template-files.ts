/**
 * A template folder in the files bucket: read a file by its path inside the folder (what the renderer serves to the
 * page), list the folder, write beside it. Paths never leave the folder: '..' and empty segments are refused.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import type { ServedOrigin } from '@functions/lib/renderer';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', htm: 'text/html; charset=utf-8', js: 'text/javascript', mjs: 'text/javascript', css: 'text/css',
  json: 'application/json', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif',
  webp: 'image/webp', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', mp4: 'video/mp4', webm: 'video/webm',
  mp3: 'audio/mpeg', wav: 'audio/wav',
};

export const contentTypeOf = (path: string) => TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** The key of a path inside the folder, or null when the path would leave it. */
export function keyIn(prefix: string, path: string): string | null {
  const parts = path.replace(/^\/+/, '').split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null;
  return `${prefix}/${parts.join('/')}`;
}

export const templateFiles = {
  async read(key: string): Promise<Buffer | null> {
    try {
      const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
      return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  async put(key: string, body: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: body, ContentType: contentType }));
  },
  /** Every key under the folder (paths relative to it). */
  async list(prefix: string): Promise<string[]> {
    const paths: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) paths.push(o.Key.slice(prefix.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return paths;
  },
};

/** The entry's name at the new size: a leading or embedded WxH (the template naming rule) is replaced. */
export function resizedName(entry: string, size: { width: number; height: number }): string {
  const dir = entry.includes('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : '';
  const base = entry.slice(dir.length);
  const replaced = base.replace(/\d{1,4}x\d{1,4}/, `${size.width}x${size.height}`);
  return dir + replaced;
}

/** Where a template's page lives for the renderer: .invalid never resolves, so only the renderer's own answers reach it. */
export const TEMPLATE_ORIGIN = 'https://template.invalid';

/** A template folder served to the renderer's page on TEMPLATE_ORIGIN (paths that would leave it answer 404). */
export function servedFolder(prefix: string): ServedOrigin {
  return {
    origin: TEMPLATE_ORIGIN,
    async read(pathname) {
      const key = keyIn(prefix, pathname);
      const body = key ? await templateFiles.read(key) : null;
      return body ? { body, contentType: contentTypeOf(pathname) } : null;
    },
  };
}
