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
/** Ids one change record holds at most (an item holds 400 KB; an id takes about 30 bytes there). */
const MAX_IDS_RECORDED = 10_000;

export interface VersionedListSource<T extends { id: string; partnerId: string }> {
  /** The entity name prefix of the version and change items, e.g. 'campaignList'. */
  name: string;
  readAll(partnerId: string): Promise<T[]>;
  readMany(ids: readonly string[]): Promise<T[]>;
  /** The list's order (applied after catching up). */
  order(a: T, b: T): number;
  /** The list an item belongs to (the partner by default; e.g. a personalize tree's variants by their tree). */
  keyOf?(item: T): string;
  /**
   * Counters kept on the list's version item (e.g. how many are archived), so a reader can count the list without
   * reading it: what one item adds to each. Writers pass the change of these counters with `touched` (`delta`).
   */
  tally?: { names: readonly string[]; of(item: T): Record<string, number> };
}

/** What a reader gets without reading the list: the items when this container's copy is current, the counters when known. */
export interface ListSnapshot<T> {
  items: readonly T[] | null;
  tallies: Record<string, number> | null;
}

/** A counter change is trusted from a full read only when the last write is this much older (a GSI's lag). */
const TALLY_SETTLE_MS = 2000;

export function versionedList<T extends { id: string; partnerId: string }>(source: VersionedListSource<T>) {
  const tallyNames = source.tally?.names ?? [];
  const entities = lazy((cfg) => ({
    version: new Entity(
      {
        model: { entity: `${source.name}Version`, version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          version: { type: 'number', required: true, default: 0 },
          /** When the version was last bumped (epoch ms). */
          bumpedAt: { type: 'number' },
          /** The counters (source.tally) by name; `tallied` says they are known (a full read set them, writers kept them). */
          tallied: { type: 'boolean' },
          ...Object.fromEntries(tallyNames.map((n) => [`t_${n}`, { type: 'number' as const }])),
        },
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

  const reading = new Map<string, Promise<T[]>>();

  async function versionItem(partnerId: string): Promise<{ version: number; bumpedAt: number; tallies: Record<string, number> | null }> {
    const { data } = await entities().version.get({ partnerId }).go({ consistent: true });
    const item = (data ?? {}) as Record<string, unknown>;
    const tallies = tallyNames.length && item.tallied ? Object.fromEntries(tallyNames.map((n) => [n, Number(item[`t_${n}`] ?? 0)])) : null;
    return { version: (item.version as number | undefined) ?? 0, bumpedAt: (item.bumpedAt as number | undefined) ?? 0, tallies };
  }

  /** Every item, read once per container at a time (concurrent readers of a cold list share the read). */
  function readAll(partnerId: string): Promise<T[]> {
    let pending = reading.get(partnerId);
    if (!pending) {
      pending = source.readAll(partnerId).finally(() => reading.delete(partnerId));
      reading.set(partnerId, pending);
    }
    return pending;
  }

  /** The counters as they stand are right (the list's first write gave them all): known from now on, unless version 1 has passed. */
  async function markTallied(partnerId: string): Promise<void> {
    try {
      await entities()
        .version.update({ partnerId })
        .set({ tallied: true })
        .where((a, op) => op.eq(a.version, 1))
        .go({ response: 'none' });
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
    }
  }

  /** The counters of a full read, stored when no write came since the version read and the last one has settled. */
  async function storeTallies(partnerId: string, items: readonly T[], read: { version: number; bumpedAt: number }, startedAt: number): Promise<void> {
    if (!source.tally || startedAt - read.bumpedAt < TALLY_SETTLE_MS) return;
    const sums = Object.fromEntries(tallyNames.map((n) => [n, 0]));
    for (const item of items) for (const [n, v] of Object.entries(source.tally.of(item))) sums[n] = (sums[n] ?? 0) + v;
    try {
      await entities()
        .version.update({ partnerId })
        .set({ tallied: true, ...Object.fromEntries(tallyNames.map((n) => [`t_${n}`, sums[n] ?? 0])) } as never)
        .where((a, op) => (read.version === 0 ? op.notExists(a.version) : op.eq(a.version, read.version)))
        .go({ response: 'none' });
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
    }
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
      const startedAt = Date.now();
      const read = await versionItem(partnerId);
      const { version } = read;
      const cached = cache.get(partnerId);
      if (cached?.version === version) return cached.items;
      const updated = cached ? await caughtUp(partnerId, cached, version) : null;
      const items = updated ?? (await readAll(partnerId)).sort(source.order);
      if (!updated) await storeTallies(partnerId, items, read, startedAt);
      cache.delete(partnerId);
      if (cache.size >= CACHED_PARTNERS) cache.delete(cache.keys().next().value!);
      cache.set(partnerId, { version, readAt: updated && cached ? cached.readAt : Date.now(), items });
      return items;
    },
    /**
     * Without reading the list: this container's items when they are current (null otherwise) and the counters when
     * known (null otherwise: a write without its counter change, or never counted; the next full read counts them).
     */
    async snapshot(partnerId: string): Promise<ListSnapshot<T>> {
      const { version, tallies } = await versionItem(partnerId);
      const cached = cache.get(partnerId);
      return { items: cached?.version === version ? cached.items : null, tallies };
    },
    /**
     * After a write of these items of the partner: bump the version and record what changed under it. A writer that
     * has the items as stored after its write (`written`: exactly those ids) also moves this container's copy on when
     * it was at the version just before, so its next read needs no catching up (a bulk change of thousands of items
     * would otherwise be read again item by item). A change of more ids than a record holds is not recorded: readers
     * then read everything again. `delta`: how the write changed the counters (source.tally); without it they become
     * unknown.
     */
    async touched(partnerId: string, ids: readonly string[], written?: readonly T[], delta?: Record<string, number>): Promise<void> {
      const bump = entities().version.update({ partnerId }).set({ bumpedAt: Date.now() });
      const counted = !source.tally
        ? bump.add({ version: 1 })
        : delta
          ? bump.add({ version: 1, ...Object.fromEntries(tallyNames.map((n) => [`t_${n}`, delta[n] ?? 0])) } as never)
          : // a write whose counter change is unknown: the counters are no longer known until a full read counts again
            bump.add({ version: 1 }).remove(['tallied'] as never);
      const { data } = await counted.go({ response: 'updated_new' });
      const version = (data as { version?: number }).version!;
      // the list's first write (a new tree, say): its counters are exactly this write's change
      if (source.tally && delta && version === 1) await markTallied(partnerId);
      if (ids.length <= MAX_IDS_RECORDED) await entities().change.put({ partnerId, version, ids: [...ids], expiresAt: ttlSeconds(Date.now() + CHANGE_KEEP_MS) }).go();
      const cached = cache.get(partnerId);
      if (!written || cached?.version !== version - 1) return;
      const fresh = new Map(written.filter((item) => (source.keyOf ? source.keyOf(item) : item.partnerId) === partnerId).map((item) => [item.id, item]));
      const items = cached.items.map((item) => fresh.get(item.id) ?? item);
      const known = new Set(cached.items.map((item) => item.id));
      const added = [...fresh.values()].filter((item) => !known.has(item.id));
      cache.set(partnerId, { version, readAt: cached.readAt, items: added.length ? [...items, ...added].sort(source.order) : items });
    },
  };
}
