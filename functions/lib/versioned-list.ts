/**
 * A partner's whole list of some entity (thousands of items that a list screen filters, searches and counts), kept
 * per container while the partner's list version is unchanged: one consistent GetItem instead of thousands of items.
 * Every writer calls `touched` after writing: it bumps the version and records the ids it touched under the new
 * version, so a container a few versions behind reads just those items again. Everything is read again when a
 * version's record is missing (its writer is between the two writes, or the record expired), when the container is
 * too far behind, and at least every few minutes (a writer that died between its write and the bump is then caught up).
 * Readers therefore see a write once its writer has answered, as with a consistent read.
 */
import { Entity } from 'electrodb';
import { lazy, SERVICE, ttlSeconds } from './db';

const CACHED_PARTNERS = 8;
const MAX_VERSIONS_CAUGHT_UP = 50;
const FULL_READ_EVERY_MS = 5 * 60 * 1000;
const CHANGE_KEEP_MS = 60 * 60 * 1000;

export interface VersionedListSource<T extends { id: string; partnerId: string }> {
  /** The entity name prefix of the version and change items, e.g. 'campaignList'. */
  name: string;
  readAll(partnerId: string): Promise<T[]>;
  readMany(ids: readonly string[]): Promise<T[]>;
  /** The list's order (applied after catching up). */
  order(a: T, b: T): number;
  /** The list an item belongs to (the partner by default; e.g. a personalize tree's variants by their tree). */
  keyOf?(item: T): string;
}

export function versionedList<T extends { id: string; partnerId: string }>(source: VersionedListSource<T>) {
  const entities = lazy((cfg) => ({
    version: new Entity(
      {
        model: { entity: `${source.name}Version`, version: '1', service: SERVICE },
        attributes: { partnerId: { type: 'string', required: true }, version: { type: 'number', required: true, default: 0 } },
        indexes: { byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
    change: new Entity(
      {
        model: { entity: `${source.name}Change`, version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          version: { type: 'number', required: true },
          ids: { type: 'list', items: { type: 'string' }, required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: { byVersion: { pk: { field: 'pk', composite: ['partnerId', 'version'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
  }));
  const cache = new Map<string, { version: number; readAt: number; items: readonly T[] }>();

  async function currentVersion(partnerId: string): Promise<number> {
    const { data } = await entities().version.get({ partnerId }).go({ consistent: true });
    return data?.version ?? 0;
  }

  async function caughtUp(partnerId: string, cached: { version: number; readAt: number; items: readonly T[] }, version: number): Promise<T[] | null> {
    const behind = version - cached.version;
    if (behind <= 0 || behind > MAX_VERSIONS_CAUGHT_UP || Date.now() - cached.readAt > FULL_READ_EVERY_MS) return null;
    const keys = Array.from({ length: behind }, (_, i) => ({ partnerId, version: cached.version + 1 + i }));
    const { data: changes, unprocessed } = await entities().change.get(keys).go({ consistent: true });
    if (changes.length !== behind || unprocessed.length > 0) return null;
    const ids = new Set(changes.flatMap((c) => c.ids));
    const fresh = (await source.readMany([...ids])).filter((item) => (source.keyOf ? source.keyOf(item) : item.partnerId) === partnerId);
    return [...cached.items.filter((item) => !ids.has(item.id)), ...fresh].sort(source.order);
  }

  return {
    /** Every item of the partner in the list's order (shared: callers must not change them). */
    async list(partnerId: string): Promise<readonly T[]> {
      const version = await currentVersion(partnerId);
      const cached = cache.get(partnerId);
      if (cached?.version === version) return cached.items;
      const updated = cached ? await caughtUp(partnerId, cached, version) : null;
      const items = updated ?? (await source.readAll(partnerId)).sort(source.order);
      cache.delete(partnerId);
      if (cache.size >= CACHED_PARTNERS) cache.delete(cache.keys().next().value!);
      cache.set(partnerId, { version, readAt: updated && cached ? cached.readAt : Date.now(), items });
      return items;
    },
    /** After a write of these items of the partner: bump the version and record what changed under it. */
    async touched(partnerId: string, ids: readonly string[]): Promise<void> {
      const { data } = await entities().version.update({ partnerId }).add({ version: 1 }).go({ response: 'updated_new' });
      await entities().change.put({ partnerId, version: data.version!, ids: [...ids], expiresAt: ttlSeconds(Date.now() + CHANGE_KEEP_MS) }).go();
    },
  };
}
