/**
 * A campaign's live feed (001 3 'resources.datasource (fileId, lastUpdate)'; one feed per campaign), the state of each
 * of its rows (the approved live state and the change held for review, shared/domain/live-feeds.ts) and the change
 * log, one entry per refresh or approval. Scheduled feeds sit in a sparse-free index ('on'/'off', next refresh time)
 * so the schedule finds the due ones with one query.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { ChangeLogEntry } from '@shared/contracts/datasources';
import type { RowState } from '@shared/domain/live-feeds';
import { createdAtAttribute, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const model = lazy((cfg) => {
  const feed = new Entity(
    {
      model: { entity: 'liveFeed', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        source: { type: ['file', 'url'] as const, required: true },
        url: { type: 'string' },
        fileName: { type: 'string' },
        fields: { type: 'list', items: { type: 'string' }, required: true },
        refreshMinutes: { type: 'number' },
        lastUpdate: { type: 'number' },
        /** 'on' when the feed refreshes on a schedule: the index the schedule reads is keyed by it and the next time. */
        schedule: { type: ['on', 'off'] as const, required: true },
        nextRefreshAt: { type: 'number', required: true },
        lastError: { type: 'string' },
        /** A refresh holds the feed until then (epoch ms): 'Only one process at a time can be executed'. */
        leaseUntil: { type: 'number', required: true, default: 0 },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: [] } },
        bySchedule: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['schedule'] }, sk: { field: 'gsi1sk', composite: ['nextRefreshAt', 'campaignId'] } },
      },
    },
    cfg,
  );
  /** The rows, ROW_CHUNKS items per campaign: a row's key picks its chunk, so a refresh writes at most ROW_CHUNKS items. */
  const rows = new Entity(
    {
      model: { entity: 'liveFeedRows', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        chunk: { type: 'number', required: true },
        /** Row key to { live, pending, updatedAt }. */
        rows: { type: 'any', required: true },
        updatedAt: updatedAtAttribute(),
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['chunk'] } } },
    },
    cfg,
  );
  const log = new Entity(
    {
      model: { entity: 'liveFeedChange', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        at: { type: 'number', required: true },
        trigger: { type: ['connect', 'manual', 'schedule', 'approve'] as const, required: true },
        userId: { type: 'string' },
        counts: { type: 'any', required: true },
        changes: { type: 'any', required: true },
        error: { type: 'string' },
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['id'] } } },
    },
    cfg,
  );
  return new Service({ feed, rows, log }, cfg);
});

export type LiveFeed = EntityItem<ReturnType<typeof model>['entities']['feed']>;
export type StoredRow = RowState & { updatedAt: number };

export interface FeedSettings {
  source: 'file' | 'url';
  url?: string;
  fileName?: string;
  refreshMinutes: number | null;
}

/** Another refresh holds the feed. */
export class FeedBusy extends Error {}

const isConditionFailed = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';
const NEVER = 8_640_000_000_000_000;

/**
 * Rows are kept in this many items per campaign (a stable hash of the key picks one): one item per row made a first
 * feed of 2,000 rows 2,000 writes (11.7 s on DynamoDB Local here, past the API's 29 s under load); chunks make any
 * refresh at most 64 writes (under npm start here: a first connect of 10,000 rows 2.9 s, a refresh 2.0 s, approving
 * all 2.9 s, reading them 0.3 s). A feed's text is at most 1 MB and a row is kept twice at most (live and pending), so a
 * chunk stays far under DynamoDB's 400 KB item unless the keys all hash alike (then the feed is refused, unwritten).
 */
export const ROW_CHUNKS = 64;
const CHUNK_MAX_BYTES = 350 * 1024;
const chunkOf = (key: string) => {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) >>> 0;
  return hash % ROW_CHUNKS;
};
type ChunkRows = Record<string, { live: RowState['live']; pending: RowState['pending']; updatedAt: number }>;

/** The rows would not fit the store (a chunk over its size): nothing was written. */
export class FeedTooLarge extends Error {}

export const liveFeedsRepository = {
  async get(campaignId: string): Promise<LiveFeed | null> {
    const { data } = await model().entities.feed.get({ campaignId }).go({ consistent: true });
    return data;
  },
  /**
   * Feeds whose scheduled refresh is due at `now`. The sort key goes on past the time (the campaign id), so 'at most
   * now' is asked as 'before now + 1 ms' (epoch ms keep 13 digits until 2286, so the text order is the time order).
   */
  async listDue(now: number): Promise<LiveFeed[]> {
    const { data } = await model().entities.feed.query.bySchedule({ schedule: 'on' }).lt({ nextRefreshAt: now + 1 }).go({ pages: 'all' });
    return data;
  },
  /**
   * Takes the feed for one refresh until `until`, creating it when the campaign has none (with these settings); a
   * feed another refresh holds throws FeedBusy. Settings are applied only when given (a connect).
   */
  async lease(campaign: { id: string; partnerId: string }, settings: FeedSettings | null, now: number, until: number): Promise<LiveFeed> {
    const { feed } = model().entities;
    const existing = await this.get(campaign.id);
    if (!existing) {
      if (!settings) throw new Error('no feed to refresh');
      try {
        const { data } = await feed
          .create({ campaignId: campaign.id, partnerId: campaign.partnerId, ...settingsOf(settings), fields: [], schedule: 'off', nextRefreshAt: NEVER, leaseUntil: until })
          .go();
        return data as LiveFeed;
      } catch (error) {
        if (isConditionFailed(error)) throw new FeedBusy();
        throw error;
      }
    }
    try {
      const patch = feed.patch({ campaignId: campaign.id }).set({ leaseUntil: until, ...(settings ? settingsOf(settings) : {}) });
      const removed = settings ? (['url', 'fileName', 'refreshMinutes'] as const).filter((k) => settingsOf(settings)[k] === undefined) : [];
      const { data } = await (removed.length ? patch.remove(removed) : patch)
        .where((a, op) => op.lt(a.leaseUntil, now))
        .go({ response: 'all_new' });
      return data as LiveFeed;
    } catch (error) {
      if (isConditionFailed(error)) throw new FeedBusy();
      throw error;
    }
  },
  /** The refresh's outcome on the feed, and the lease released. */
  async finish(campaignId: string, outcome: { fields?: string[]; lastUpdate?: number; error: string | null; nextRefreshAt: number | null }): Promise<LiveFeed> {
    const { feed } = model().entities;
    const set = {
      leaseUntil: 0,
      schedule: outcome.nextRefreshAt === null ? ('off' as const) : ('on' as const),
      nextRefreshAt: outcome.nextRefreshAt ?? NEVER,
      ...(outcome.fields ? { fields: outcome.fields } : {}),
      ...(outcome.lastUpdate ? { lastUpdate: outcome.lastUpdate } : {}),
      ...(outcome.error ? { lastError: outcome.error } : {}),
    };
    const patch = feed.patch({ campaignId }).set(set);
    const { data } = await (outcome.error ? patch : patch.remove(['lastError'])).go({ response: 'all_new' });
    return data as LiveFeed;
  },
  async release(campaignId: string): Promise<void> {
    await model().entities.feed.patch({ campaignId }).set({ leaseUntil: 0 }).go();
  },
  async listRows(campaignId: string): Promise<StoredRow[]> {
    const chunks = await this.readChunks(campaignId);
    return [...chunks.values()]
      .flatMap((rows) => Object.entries(rows).map(([key, r]) => ({ key, live: r.live ?? null, pending: r.pending ?? null, updatedAt: r.updatedAt })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  },
  async readChunks(campaignId: string): Promise<Map<number, ChunkRows>> {
    const { data } = await model().entities.rows.query.byCampaign({ campaignId }).go({ pages: 'all' });
    return new Map(data.map((c) => [c.chunk, c.rows as ChunkRows]));
  },
  /**
   * Writes the rows' new states (a row with nothing live and nothing pending goes), rewriting only the chunks they
   * fall in; every chunk is checked before any is written (FeedTooLarge). Callers hold the feed's lease.
   */
  async writeRows(campaignId: string, states: readonly RowState[], now = Date.now()): Promise<void> {
    const chunks = await this.readChunks(campaignId);
    const touched = new Set<number>();
    for (const state of states) {
      const chunk = chunkOf(state.key);
      const rows = { ...(chunks.get(chunk) ?? {}) };
      if (state.live || state.pending) rows[state.key] = { live: state.live, pending: state.pending, updatedAt: now };
      else delete rows[state.key];
      chunks.set(chunk, rows);
      touched.add(chunk);
    }
    if ([...touched].some((c) => Buffer.byteLength(JSON.stringify(chunks.get(c))) > CHUNK_MAX_BYTES)) throw new FeedTooLarge();
    const { rows } = model().entities;
    const puts = [...touched].filter((c) => Object.keys(chunks.get(c)!).length).map((chunk) => ({ campaignId, chunk, rows: chunks.get(chunk)! }));
    const deletes = [...touched].filter((c) => !Object.keys(chunks.get(c)!).length).map((chunk) => ({ campaignId, chunk }));
    if (puts.length) await rows.put(puts).go({ concurrency: 4 });
    if (deletes.length) await rows.delete(deletes).go({ concurrency: 4 });
  },
  async addLog(campaignId: string, entry: Omit<ChangeLogEntry, 'id'>): Promise<ChangeLogEntry> {
    const id = newId();
    await model()
      .entities.log.create({ campaignId, id, at: entry.at, trigger: entry.trigger, userId: entry.userId ?? undefined, counts: entry.counts, changes: entry.changes, error: entry.error ?? undefined })
      .go();
    return { id, ...entry };
  },
  /** The change log, newest first. */
  async listLog(campaignId: string, limit = 50): Promise<ChangeLogEntry[]> {
    const { data } = await model().entities.log.query.byCampaign({ campaignId }).go({ order: 'desc', limit });
    return data.map((e) => ({ id: e.id, at: e.at, trigger: e.trigger, userId: e.userId ?? null, counts: e.counts, changes: e.changes, error: e.error ?? null }));
  },
};

/** The settings as attributes: those a feed does not have are left out (and removed from a feed that had them). */
function settingsOf(settings: FeedSettings): { source: 'file' | 'url'; url?: string; fileName?: string; refreshMinutes?: number } {
  return {
    source: settings.source,
    ...(settings.url ? { url: settings.url } : {}),
    ...(settings.fileName ? { fileName: settings.fileName } : {}),
    ...(settings.refreshMinutes !== null ? { refreshMinutes: settings.refreshMinutes } : {}),
  };
}
