/**
 * The processing of an uploaded file (queue assets-process): read it once as a stream (sha256 and the first bytes),
 * decide its type from content (file-type; an executable or content that contradicts the name is refused), merge it
 * into the library asset with the same content, else store it under the single-files layout with a sharp thumbnail.
 */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { contentMatchesName, kindOfExtension, storageKeys, TEXT_EXTENSIONS } from '@shared/domain/assets';
import { assetsRepository, type Asset, type ProcessedFields } from './assets-repository';
import { assetStorage } from './asset-storage';
import { ExpectedFailure } from '@functions/lib/logger';

const SNIFF_BYTES = 64 * 1024;
/** Larger images get no thumbnail (the whole image would have to be decoded in memory). */
const THUMBNAIL_MAX_BYTES = 100 * 1024 * 1024;
const THUMBNAIL_SIZE = 500;

const TEXT_MIME: Record<string, string> = {
  svg: 'image/svg+xml', html: 'text/html', htm: 'text/html', csv: 'text/csv', txt: 'text/plain', json: 'application/json',
  xml: 'application/xml', srt: 'application/x-subrip', vtt: 'text/vtt',
};

export class InvalidContentError extends ExpectedFailure {
  override name = 'InvalidContentError';
}

export interface Inspected {
  hash: string;
  size: number;
  head: Buffer;
}

/** One pass over the content: its hash, size and first bytes. */
export async function inspect(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Inspected> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    size += chunk.length;
    if (headSize < SNIFF_BYTES) {
      head.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES - headSize)));
      headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
    }
  }
  return { hash: hash.digest('hex'), size, head: Buffer.concat(head) };
}

const looksLikeText = (head: Buffer) => !head.includes(0) && !head.toString('utf8').includes('\uFFFD');

/** The content type from the first bytes, checked against the name's extension; throws InvalidContentError. */
export async function contentType(head: Buffer, ext: string): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (!contentMatchesName(detected, ext)) throw new InvalidContentError(`content is ${detected.ext}, name says ${ext}`);
    return detected.mime;
  }
  if (TEXT_EXTENSIONS.includes(ext)) {
    if (!looksLikeText(head)) throw new InvalidContentError(`binary content named ${ext}`);
    return TEXT_MIME[ext];
  }
  // A known binary type whose signature is missing is not what its name says; unknown types stay opaque.
  if (kindOfExtension(ext) !== 'other' && ext !== 'zip') throw new InvalidContentError(`no ${ext} signature`);
  return 'application/octet-stream';
}

async function thumbnail(body: Buffer, mimeType: string, hash: string) {
  try {
    // Loaded when needed: sharp is native, and a function without its binary still settles uploads (no thumbnail).
    const { default: sharp } = await import('sharp');
    const image = sharp(body, { limitInputPixels: 268_402_689 });
    const meta = await image.metadata();
    const thumb = await image.rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer();
    const thumbnailKey = storageKeys.thumbnail(mimeType, hash);
    await assetStorage.put(thumbnailKey, thumb, 'image/webp');
    return { thumbnailKey, width: meta.width, height: meta.height };
  } catch {
    // An image sharp cannot decode (or no sharp binary) keeps no thumbnail; its type was already checked from content.
    return {};
  }
}

/**
 * Stores processed content under the single-files layout and settles the asset (ready, or merged into the asset
 * that already holds this content). `body` is the content when it is in memory (zip entries); else it is read back.
 */
export async function settleContent(asset: Asset, inspected: Inspected, mimeType: string, body?: Buffer) {
  const base: ProcessedFields = { hash: inspected.hash, mimeType, key: storageKeys.singleFile(mimeType, inspected.hash, asset.name), size: inspected.size };
  const existing = await assetsRepository.findByHash(asset.partnerId, inspected.hash);
  if (existing && existing.id !== asset.id) return assetsRepository.settle(asset, base);
  if (body) await assetStorage.put(base.key, body, mimeType);
  else await assetStorage.copy(asset.key, base.key, mimeType);
  let extra = {};
  if (mimeType.startsWith('image/') && inspected.size <= THUMBNAIL_MAX_BYTES) {
    extra = await thumbnail(body ?? (await assetStorage.read(base.key)), mimeType, inspected.hash);
  }
  return assetsRepository.settle(asset, { ...base, ...extra });
}
