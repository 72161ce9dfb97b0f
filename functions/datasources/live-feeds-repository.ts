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
  const row = new Entity(
    {
      model: { entity: 'liveFeedRow', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        key: { type: 'string', required: true },
        live: { type: 'any' },
        pending: { type: 'any' },
        updatedAt: updatedAtAttribute(),
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['key'] } } },
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
  return new Service({ feed, row, log }, cfg);
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
/** Batch writes in flight at once (DynamoDB takes 25 items a batch). */
const WRITE_CONCURRENCY = 8;

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
    const { data } = await model().entities.row.query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data.map((r) => ({ key: r.key, live: (r.live ?? null) as RowState['live'], pending: (r.pending ?? null) as RowState['pending'], updatedAt: r.updatedAt }));
  },
  /** Writes the rows' new states; a row with nothing live and nothing pending is deleted. */
  async writeRows(campaignId: string, states: readonly RowState[]): Promise<void> {
    const { row } = model().entities;
    const puts = states.filter((s) => s.live || s.pending).map((s) => ({ campaignId, key: s.key, live: s.live ?? undefined, pending: s.pending ?? undefined }));
    const deletes = states.filter((s) => !s.live && !s.pending).map((s) => ({ campaignId, key: s.key }));
    // batches of 25 items, several at once: a first feed of 10,000 rows is 400 batches
    if (puts.length) await row.put(puts).go({ concurrency: WRITE_CONCURRENCY });
    if (deletes.length) await row.delete(deletes).go({ concurrency: WRITE_CONCURRENCY });
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
