/**
 * Link to URL (000 7.3 create-temp-asset-from-url): fetch a public URL with the SSRF guard, name the file, check its
 * content against the category and keep it as a temporary brief asset.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { BriefAssetCategory, TempAssetResult } from '@shared/contracts/brief-assets';
import { LINK_FETCH_MAX_BYTES, LINK_FETCH_MAX_REDIRECTS, LINK_FETCH_TIMEOUT_MS } from '@shared/constants';
import { extensionOf, safeFileName } from '@shared/domain/assets';
import { cleanDerivedName } from '@shared/domain/names';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { config } from '@functions/lib/config';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { LinkFetchError, safeFetch, systemTransport, type FetchedFile, type FetchTransport } from './safe-fetch';
import { briefAssetOf, judgeContent, parseTempKey, tempKeyFor } from './temp-files';

export const LINK_LIMITS = { maxBytes: LINK_FETCH_MAX_BYTES, maxRedirects: LINK_FETCH_MAX_REDIRECTS, timeoutMs: LINK_FETCH_TIMEOUT_MS };

const FAILURE_MESSAGES = {
  refused: MESSAGES.invalidUrl,
  unreachable: MESSAGES.assetProcessFailed,
  tooLarge: MESSAGES.linkTooLarge,
} as const;

/** A file name with the extension its content shows when the URL named none. */
export async function nameOf(file: FetchedFile): Promise<string> {
  const base = safeFileName(cleanDerivedName(file.fileName) || 'linked-file');
  if (extensionOf(base)) return base;
  const detected = await fileTypeFromBuffer(file.body.subarray(0, 4100));
  return detected ? `${base}.${detected.ext}` : base;
}

export async function createTempAssetFromUrl(
  input: { partnerId: string; url: string; tempId: string; category: BriefAssetCategory },
  transport: FetchTransport = systemTransport,
): Promise<TempAssetResult> {
  let file: FetchedFile;
  try {
    file = await safeFetch(input.url, { ...LINK_LIMITS, allowedHosts: config.linkFetchAllowedHosts }, transport);
  } catch (error) {
    if (error instanceof LinkFetchError) throw unprocessable(FAILURE_MESSAGES[error.failure]);
    throw error;
  }
  const name = await nameOf(file);
  const verdict = await judgeContent(input.category, name, file.body.subarray(0, 64 * 1024));
  if (!verdict.ok) throw unprocessable(verdict.message);
  const key = tempKeyFor(input.partnerId, newId(), name);
  await assetStorage.put(key, file.body, verdict.mimeType);
  return { tempId: input.tempId, asset: briefAssetOf(parseTempKey(key)!, key, input.category, true) };
}
