/**
 * Connecting, refreshing and approving a campaign's live feed. The feed's text is had first (the caller's file, or
 * the URL fetched through the link fetcher's SSRF guard, functions/brief-assets/safe-fetch.ts) and checked
 * (papaparse, then shared/domain/live-feeds.ts): a problem answers 422 in the spec's CSV words and stores nothing.
 * Then, holding the feed's lease (one refresh at a time: 'Only one process at a time can be executed'), the rows are
 * compared with what the campaign holds, every change lands as the row's pending state (held for review), and one
 * change-log entry records it. Approval moves pending changes to the live state and writes them as variants of every
 * personalize tree of the campaign (personalize/public.ts upsertVariants: a row's id finds the variant it made; new and
 * changed ones land unapproved and switched off, then follow the creatives' approval of 001 4).
 */
import Papa from 'papaparse';
import type { ChangeLogEntry, FeedRowDto, LiveFeedDto, LiveFeedView, RefreshResult } from '@shared/contracts/datasources';
import { LINK_FETCH_MAX_REDIRECTS, LINK_FETCH_TIMEOUT_MS, LIVE_FEED_LOG_CHANGES, LIVE_FEED_MAX_BYTES } from '@shared/constants';
import { applyChange, approveRow, checkFeedRows, countChanges, diffFeed, FEED_STATUS, LiveFeedCsvError, type FeedChange, type FeedRow } from '@shared/domain/live-feeds';
import { MESSAGES } from '@shared/messages';
import { LinkFetchError, safeFetch, systemTransport, type FetchTransport } from '@functions/brief-assets/public';
import { config } from '@functions/lib/config';
import { CampaignChangedError, campaignsRepository } from '@functions/campaigns/public';
import { actorOf, type Revocation } from '@functions/creatives/public';
import { personalizeRepository, TreeConflictError, upsertVariants } from '@functions/personalize/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { FeedBusy, FeedTooLarge, liveFeedsRepository, type FeedSettings, type LiveFeed, type StoredRow } from './live-feeds-repository';

/** How long one refresh may hold the feed (a refresh that died leaves it free again after this). */
export const FEED_LEASE_MS = 60_000;

export interface ParsedFeed {
  fields: string[];
  rows: FeedRow[];
}

/** The feed's text checked: its dynamic fields and rows, or 422 with the spec's CSV message. */
export function parseFeedText(text: string): ParsedFeed {
  const [header = [], ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  try {
    return checkFeedRows(header, rows);
  } catch (error) {
    if (error instanceof LiveFeedCsvError) throw unprocessable(error.message);
    throw error;
  }
}

/**
 * The text at a feed URL, fetched as 'Link to URL' is (public addresses only, every redirect checked, size capped), with
 * the link fetcher's redirects and time limit (named here from the constants: its link-files module would bring the
 * files bucket along) and a feed's own size limit.
 */
export async function fetchFeedText(url: string, transport: FetchTransport = systemTransport): Promise<string> {
  const limits = { maxBytes: LIVE_FEED_MAX_BYTES, maxRedirects: LINK_FETCH_MAX_REDIRECTS, timeoutMs: LINK_FETCH_TIMEOUT_MS };
  try {
    const file = await safeFetch(url, { ...limits, allowedHosts: config.linkFetchAllowedHosts }, transport);
    return file.body.toString('utf8');
  } catch (error) {
    if (!(error instanceof LinkFetchError)) throw error;
    throw unprocessable(error.failure === 'refused' ? MESSAGES.invalidUrl : error.failure === 'tooLarge' ? MESSAGES.liveFeedTooLarge : MESSAGES.liveFeedFetchFailed);
  }
}

const busy = () => new AppError('DEFAULT_ERROR', 409, MESSAGES.onlyOneProcess);

async function leased<T>(campaign: { id: string; partnerId: string }, settings: FeedSettings | null, now: number, work: (feed: LiveFeed) => Promise<T>): Promise<T> {
  let feed: LiveFeed;
  try {
    feed = await liveFeedsRepository.lease(campaign, settings, now, now + FEED_LEASE_MS);
  } catch (error) {
    if (error instanceof FeedBusy) throw busy();
    throw error;
  }
  try {
    return await work(feed);
  } catch (error) {
    if (error instanceof FeedTooLarge) throw unprocessable(MESSAGES.liveFeedTooLarge);
    throw error;
  } finally {
    // finish() releases the lease on success; this covers a failure half-way (release of a released feed is harmless)
    await liveFeedsRepository.release(campaign.id).catch(() => undefined);
  }
}

const nextRefresh = (minutes: number | null | undefined, now: number) => (minutes ? now + minutes * 60_000 : null);
const logged = (changes: readonly FeedChange[]) => changes.slice(0, LIVE_FEED_LOG_CHANGES).map((c) => ({ key: c.key, status: c.status, name: c.name }));

export function presentFeed(feed: LiveFeed): LiveFeedDto {
  return {
    campaignId: feed.campaignId,
    source: feed.source,
    url: feed.url ?? null,
    fileName: feed.fileName ?? null,
    fields: feed.fields,
    refreshMinutes: feed.refreshMinutes ?? null,
    lastUpdate: feed.lastUpdate ?? null,
    nextRefreshAt: feed.schedule === 'on' ? feed.nextRefreshAt : null,
    lastError: feed.lastError ?? null,
  };
}
const presentRow = (row: StoredRow): FeedRowDto => ({ key: row.key, live: row.live, pending: row.pending, updatedAt: row.updatedAt });

export async function feedView(campaignId: string): Promise<LiveFeedView> {
  const [feed, rows] = await Promise.all([liveFeedsRepository.get(campaignId), liveFeedsRepository.listRows(campaignId)]);
  return { feed: feed ? presentFeed(feed) : null, rows: rows.map(presentRow) };
}

export interface ApplyOptions {
  campaign: { id: string; partnerId: string };
  /** The feed's settings on a connect; null on a refresh (the feed keeps its own). */
  settings: FeedSettings | null;
  parsed: ParsedFeed;
  trigger: ChangeLogEntry['trigger'];
  userId: string | null;
  now: number;
}

/** Compares the feed with the campaign's rows and holds every change for review; one change-log entry. */
export async function applyFeed(options: ApplyOptions): Promise<RefreshResult> {
  const { campaign, parsed, now } = options;
  return leased(campaign, options.settings, now, async (feed) => {
    const stored = await liveFeedsRepository.listRows(campaign.id);
    const byKey = new Map(stored.map((r) => [r.key, r]));
    const changes = diffFeed(stored, parsed.rows);
    await liveFeedsRepository.writeRows(campaign.id, changes.map((c) => applyChange(byKey.get(c.key), c)));
    const entry = await liveFeedsRepository.addLog(campaign.id, { at: now, trigger: options.trigger, userId: options.userId, counts: countChanges(changes), changes: logged(changes), error: null });
    const finished = await liveFeedsRepository.finish(campaign.id, { fields: parsed.fields, lastUpdate: now, error: null, nextRefreshAt: nextRefresh(feed.refreshMinutes, now) });
    await recordDatasource(campaign.id, finished.fileName ?? finished.url ?? '', now);
    return { entry, view: await feedView(campaign.id) };
  });
}

/** A refresh that could not read its feed (a scheduled one: nobody to answer) is logged with its reason and retried at the next interval. */
export async function recordFailure(feed: LiveFeed, error: string, trigger: ChangeLogEntry['trigger'], now: number): Promise<void> {
  await liveFeedsRepository.addLog(feed.campaignId, { at: now, trigger, userId: null, counts: { new: 0, update: 0, archive: 0 }, changes: [], error });
  await liveFeedsRepository.finish(feed.campaignId, { error, nextRefreshAt: nextRefresh(feed.refreshMinutes, now) });
}

/** Approves the changes held for review (of these rows, or all): they become what live variants show. */
export async function approveFeed(campaign: { id: string; partnerId: string; conceptId?: string }, keys: readonly string[] | undefined, userId: string, now: number): Promise<RefreshResult> {
  return leased(campaign, null, now, async (feed) => {
    const wanted = keys ? new Set(keys) : null;
    const waiting = (await liveFeedsRepository.listRows(campaign.id)).filter((r) => r.pending && (!wanted || wanted.has(r.key)));
    if (waiting.length === 0) throw unprocessable(MESSAGES.liveFeedNothingToApprove);
    const changes = waiting.map((r) => ({ key: r.key, status: r.pending!.status, name: r.pending!.name, values: r.pending!.values, before: null }));
    // Variants first: a failure leaves the rows waiting, and a second approval finds the variants by their row's key.
    await writeVariants(campaign, changes, { by: await actorOf(userId), causeName: feedName(feed) });
    await liveFeedsRepository.writeRows(campaign.id, waiting.map(approveRow));
    const entry = await liveFeedsRepository.addLog(campaign.id, { at: now, trigger: 'approve', userId, counts: countChanges(changes), changes: logged(changes), error: null });
    await liveFeedsRepository.finish(campaign.id, { error: feed.lastError ?? null, nextRefreshAt: feed.schedule === 'on' ? feed.nextRefreshAt : null });
    return { entry, view: await feedView(campaign.id) };
  });
}

/** How the approval trail names a feed: its file's name or its URL. */
const feedName = (feed: Pick<LiveFeed, 'fileName' | 'url'>) => feed.fileName ?? feed.url ?? '';

/** The approved changes as variants of each of the campaign's trees (none before its trees are initialised). */
async function writeVariants(campaign: { id: string; partnerId: string; conceptId?: string }, changes: readonly FeedChange[], changedBy: Omit<Revocation, 'cause'>): Promise<void> {
  if (!campaign.conceptId) return;
  const rows = changes.map((c) => ({ sourceKey: c.key, name: c.name, values: c.values, archived: c.status === FEED_STATUS.archive }));
  try {
    for (const tree of await personalizeRepository.listTrees(campaign.id)) {
      await upsertVariants({ partnerId: campaign.partnerId, conceptId: campaign.conceptId, treeId: tree.id, rows, changedBy });
    }
  } catch (error) {
    // a variant edited meanwhile: nothing of this approval is marked done; approving again applies it
    if (error instanceof TreeConflictError) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
    throw error;
  }
}

/** The campaign's resources.datasource (001 3: fileId, lastUpdate) follows its feed: the file's name or the URL. */
async function recordDatasource(campaignId: string, fileId: string, lastUpdate: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await campaignsRepository.get(campaignId);
    if (!current) return;
    try {
      await campaignsRepository.update(current, { resources: { ...current.resources, datasource: { fileId, lastUpdate } } });
      return;
    } catch (error) {
      // another change of the campaign meanwhile: read it again and apply this on top
      if (!(error instanceof CampaignChangedError)) throw error;
    }
  }
}
