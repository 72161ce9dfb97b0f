/**
 * Asset feeds (000 7.3): the CSV is parsed with papaparse and checked by the pure rules of shared/domain/asset-feeds.ts
 * (node names resolved among the nodes the caller may write). Creating fetches each row's URL with the link fetcher's
 * SSRF guard (functions/brief-assets/safe-fetch.ts), checks the content against the name, stores it as a temporary
 * upload and hands it to the library's processing job (queue assets-process), as a finished browser upload is.
 */
import Papa from 'papaparse';
import type { feedCreateBodySchema, FeedCreateResult } from '@shared/contracts/asset-feeds';
import { ASSET_UPLOAD_CONCURRENCY } from '@shared/constants';
import { checkFeed, type FeedReport } from '@shared/domain/asset-feeds';
import { categorize, extensionOf, storageKeys } from '@shared/domain/assets';
import { fillMessage, MESSAGES } from '@shared/messages';
import type { Scope } from '@functions/business-nodes/public';
import { LINK_LIMITS, nameOf } from '@functions/brief-assets/public';
import { LinkFetchError, safeFetch, systemTransport, type FetchedFile, type FetchTransport } from '@functions/brief-assets/public';
import { config } from '@functions/lib/config';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import type { Caller } from '@functions/lib/session';
import { assetsRepository } from './assets-repository';
import { assetStorage } from './asset-storage';
import { contentType, InvalidContentError } from './ingest';
import type * as z from 'zod';

/** A node id or a node name (case-insensitive, when exactly one writable node has it) among the caller's writable nodes. */
export function nodeResolver(scope: Scope) {
  const writable = scope.nodes.filter((n) => scope.access.writeAllowed.has(n.id));
  return (value: string): string | null => {
    const byId = writable.find((n) => n.id === value);
    if (byId) return byId.id;
    const named = writable.filter((n) => n.name.toLowerCase() === value.toLowerCase());
    return named.length === 1 ? named[0].id : null;
  };
}

/** Parses the feed (a spreadsheet's byte-order mark dropped; blank lines skipped) and checks every row. */
export function checkFeedText(content: string, scope: Scope): FeedReport {
  const [header = [], ...data] = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const keys = header.map((h) => h.trim().toLowerCase());
  const records = data.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i]])));
  // the fetcher's exceptions too, so the check flags exactly the URLs the create would refuse by their address
  return checkFeed(header, records, nodeResolver(scope), config.linkFetchAllowedHosts);
}

type FeedAsset = z.output<typeof feedCreateBodySchema>['assets'][number];

/**
 * All of a feed's fetches end within this budget (the API function has 29 s): each fetch gets what is left of it, at
 * most the link fetcher's own timeout, and a row not fetched by then fails alone with the upload message.
 */
export const FEED_FETCH_BUDGET_MS = 20_000;

async function createOne(caller: Caller, row: FeedAsset, nodeIds: string[], transport: FetchTransport, deadline: number): Promise<FeedCreateResult['assets'][number]> {
  const answer = { row: row.row ?? null, name: row.name, url: row.url };
  const failed = (error: string) => ({ ...answer, assetId: null, error });
  const left = deadline - Date.now();
  if (left <= 0) return failed(fillMessage(MESSAGES.assetUploadFailed, { file: row.name }));
  let fetched: FetchedFile;
  try {
    fetched = await safeFetch(row.url, { ...LINK_LIMITS, timeoutMs: Math.min(LINK_LIMITS.timeoutMs, left), allowedHosts: config.linkFetchAllowedHosts }, transport);
  } catch (error) {
    if (!(error instanceof LinkFetchError)) throw error;
    return failed(error.failure === 'refused' ? MESSAGES.invalidUrl : error.failure === 'tooLarge' ? MESSAGES.linkTooLarge : fillMessage(MESSAGES.assetUploadFailed, { file: row.name }));
  }
  // The feed's name, with the extension its content shows when the name has none.
  const name = await nameOf({ ...fetched, fileName: row.name });
  const { body } = fetched;
  let mimeType: string;
  try {
    mimeType = await contentType(body.subarray(0, 64 * 1024), extensionOf(name));
  } catch (error) {
    if (error instanceof InvalidContentError) return failed(MESSAGES.assetInvalidFormat);
    throw error;
  }
  const id = newId();
  const key = storageKeys.temp(caller.partnerId, id, name);
  await assetStorage.put(key, body, mimeType);
  await assetsRepository.create({
    id,
    partnerId: caller.partnerId,
    name,
    category: row.category ?? categorize(name),
    mimeType,
    format: extensionOf(name),
    size: body.length,
    key,
    businessNodes: [...new Set([...nodeIds, ...row.nodeIds])],
    tags: row.tags,
    isLink: true,
    status: 'processing',
    createdBy: caller.user.id,
  });
  await sendToQueue('assets-process', { assetId: id, userId: caller.user.id });
  return { ...answer, assetId: id, error: null };
}

/** Creates the rows' assets, ASSET_UPLOAD_CONCURRENCY fetches at a time; a row whose file cannot be had fails alone. */
export async function createFeedAssets(caller: Caller, body: z.output<typeof feedCreateBodySchema>, transport: FetchTransport = systemTransport): Promise<FeedCreateResult> {
  const results: FeedCreateResult['assets'] = new Array(body.assets.length);
  const deadline = Date.now() + FEED_FETCH_BUDGET_MS;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < body.assets.length; i = next++) results[i] = await createOne(caller, body.assets[i], body.nodeIds, transport, deadline);
  };
  await Promise.all(Array.from({ length: Math.min(ASSET_UPLOAD_CONCURRENCY, body.assets.length) }, worker));
  const created = results.filter((r) => r.assetId).length;
  return { assets: results, createdAssets: created, failedAssets: results.length - created };
}
