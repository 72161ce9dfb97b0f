/**
 * Temporary brief files (002 'Storage path layouts': under assets-temp). The storage key is the whole record:
 * assets-temp/{partnerId}/{tempAssetId}/{file name}; a key of another partner is treated as missing. Objects under
 * assets-temp expire by the bucket's lifecycle rule, so abandoned wizards leave nothing behind.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { BriefAsset, BriefAssetCategory } from '@shared/contracts/brief-assets';
import { ASSET_MAX_BYTES } from '@shared/constants';
import { extensionOf, storageKeys } from '@shared/domain/assets';
import { isAcceptedFileName } from '@shared/domain/brief-assets';
import { MESSAGES } from '@shared/messages';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { notFound } from '@functions/lib/errors';
import { contentType, InvalidContentError } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';

/** Enough of the start of a file for content sniffing (file-type reads at most 4100 bytes; text checks a little more). */
const HEAD_BYTES = 64 * 1024;

export interface TempKey {
  partnerId: string;
  tempAssetId: string;
  fileName: string;
}

export function parseTempKey(key: string): TempKey | null {
  const m = /^assets-temp\/([0-9a-f]{24})\/([0-9a-f]{24})\/([^/]+)$/.exec(key);
  return m ? { partnerId: m[1], tempAssetId: m[2], fileName: m[3] } : null;
}

export const tempKeyFor = (partnerId: string, tempAssetId: string, name: string) => storageKeys.temp(partnerId, tempAssetId, name);

/** The key's parts when it is a temporary file of this partner; else 404 (nothing tells the caller it exists). */
export function ownTempKey(partnerId: string, key: string): TempKey {
  const parsed = parseTempKey(key);
  if (!parsed || parsed.partnerId !== partnerId) throw notFound(MESSAGES.assetNotFound);
  return parsed;
}

export async function readHead(key: string): Promise<Buffer | null> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }));
    return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  } catch (error) {
    if (['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '')) return null;
    throw error;
  }
}

export type Verdict = { ok: true; mimeType: string } | { ok: false; message: string };

/** Whether content named `name` belongs in the category: its type is accepted there and the content agrees with the name. */
export async function judgeContent(category: BriefAssetCategory, name: string, head: Buffer): Promise<Verdict> {
  if (!isAcceptedFileName(category, name)) return { ok: false, message: MESSAGES.assetInvalidFormat };
  try {
    return { ok: true, mimeType: await contentType(head, extensionOf(name)) };
  } catch (error) {
    if (error instanceof InvalidContentError) return { ok: false, message: MESSAGES.assetInvalidFormat };
    throw error;
  }
}

/**
 * Judges a stored temporary file; a missing file is 404. The size is checked as stored: a presigned PUT does not
 * hold the browser to the size it declared.
 */
export async function judgeTempFile(partnerId: string, key: string, category: BriefAssetCategory): Promise<{ parsed: TempKey; verdict: Verdict }> {
  const parsed = ownTempKey(partnerId, key);
  const [head, size] = await Promise.all([readHead(key), assetStorage.size(key)]);
  if (!head || size === null) throw notFound(MESSAGES.assetNotFound);
  if (size > ASSET_MAX_BYTES) return { parsed, verdict: { ok: false, message: MESSAGES.assetTooLarge } };
  return { parsed, verdict: await judgeContent(category, parsed.fileName, head) };
}

export const briefAssetOf = (parsed: TempKey, key: string, category: BriefAssetCategory, isLink: boolean): BriefAsset => ({
  _id: parsed.tempAssetId,
  isFromDam: false,
  isLink,
  name: parsed.fileName,
  url: key,
  type: category,
});

export const removeTemp = (key: string) => assetStorage.remove(key);
