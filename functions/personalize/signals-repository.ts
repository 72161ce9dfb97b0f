/**
 * Personalize signals (001 3 'Signal'): user segments and schedules of one tree, names unique per tree.
 *
 * A tree's signals live in SHARDS items keyed (treeId, shard), the shard chosen by the name's key; each holds its
 * signals by name key. The name key is the claim: it sits in the same item, written by the same conditional write
 * (on the shard's revision) as the signal, so of two writes of one name exactly one wins, and a rename that changes
 * shard is one transaction of both shards. Why not an item per signal: a 100,000-row CSV upload (the bench)
 * would be 200,000 items with their claims, 25 to 60 s on DynamoDB Local; as shards it is SHARDS writes.
 * An item holds at most 400 KB: SHARDS = 128 gives about 50 MB per tree, far beyond 100,000 segments.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { nameKey } from '@shared/domain/names';
import type { SignalKind } from '@shared/contracts/personalize-signals';
import { lazy, SERVICE, type TxResult } from '@functions/lib/db';
import { NameTakenError } from '@functions/lib/errors';

export const SHARDS = 128;
const WRITE_RETRIES = 8;
const PARALLEL_SHARDS = 8;

export interface StoredSignal {
  id: string;
  name: string;
  type: SignalKind;
  segmentType?: string;
  values?: string[];
  campaignIds?: string[];
  startDate?: string;
  endDate?: string;
  daysOfWeek?: number[];
  hours?: number[];
  /** Schedules: the market's IANA zone; startDate and endDate are then its wall times (signal-support.ts signalFields). */
  timeZone?: string;
  revision: number;
  createdAt: number;
  updatedAt: number;
}
export type Signal = StoredSignal & { campaignId: string; treeId: string };
export type SignalFields = Omit<StoredSignal, 'id' | 'revision' | 'createdAt' | 'updatedAt'>;
export interface TreeRef {
  partnerId: string;
  campaignId: string;
  treeId: string;
}

const service = lazy((cfg) => {
  const shard = new Entity(
      {
        model: { entity: 'personalizeSignalShard', version: '1', service: SERVICE },
        attributes: {
          treeId: { type: 'string', required: true },
          shard: { type: 'number', required: true },
          partnerId: { type: 'string', required: true },
          campaignId: { type: 'string', required: true },
          /**
           * Name key to signal, as deflated JSON (binary): one attribute costs DynamoDB far less to read and write
           * than a map of a thousand maps (DynamoDB Local took over 3 s to put one such shard), and deflated the
           * 100,000 signals of the bench take about a tenth of the bytes to read and write.
           */
          signals: { type: 'any', required: true },
          revision: { type: 'number', required: true },
        },
        indexes: { byTree: { pk: { field: 'pk', composite: ['treeId'] }, sk: { field: 'sk', composite: ['shard'] } } },
      },
      cfg,
    );
  return new Service({ shard }, cfg);
});
const model = () => service().entities.shard;
type ShardItem = Omit<EntityItem<ReturnType<typeof model>>, 'signals'> & { signals: Record<string, StoredSignal> };
const parsed = (item: EntityItem<ReturnType<typeof model>>): ShardItem => ({ ...item, signals: JSON.parse(inflateRawSync(item.signals as Uint8Array).toString('utf8')) as Record<string, StoredSignal> });
const packed = (signals: Record<string, StoredSignal>) => deflateRawSync(JSON.stringify(signals), { level: 1 });

/** FNV-1a of the name key: the same name always lands in the same shard. */
export function shardOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}

const isConditionFailure = (error: unknown) => /ConditionalCheckFailed|TransactionCanceled/.test(String((error as { cause?: { name?: string } }).cause?.name ?? (error as Error).name));
const isTooLarge = (error: unknown) => /Item size|exceeded the maximum/i.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message));

/** The shard could not take more signals (400 KB per item). */
export class SignalsFullError extends Error {}
/** A shard changed between read and write too many times in a row. */
export class SignalsBusyError extends Error {}

async function readShard(ref: TreeRef, shard: number): Promise<ShardItem> {
  const { data } = await model().get({ treeId: ref.treeId, shard }).go({ consistent: true });
  return data ? parsed(data) : { ...ref, shard, signals: {}, revision: 0 };
}

/** Writes a shard conditional on the revision read (0: the shard did not exist). */
const writeCommit = (item: ShardItem) =>
  model()
    .put({ treeId: item.treeId, shard: item.shard, partnerId: item.partnerId, campaignId: item.campaignId, signals: packed(item.signals), revision: item.revision + 1 })
    .where((a, op) => (item.revision === 0 ? op.notExists(a.revision) : op.eq(a.revision, item.revision)));

/** Read, change, write one shard; again from the read when another write came between. */
async function changeShard<T>(ref: TreeRef, shard: number, change: (signals: Record<string, StoredSignal>) => T): Promise<T> {
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    // read afresh on every try, so `change` may change the read signals in place
    const item = await readShard(ref, shard);
    const result = change(item.signals);
    try {
      await writeCommit(item).go();
      return result;
    } catch (error) {
      if (isTooLarge(error)) throw new SignalsFullError();
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new SignalsBusyError();
}

const withTree = (ref: Pick<TreeRef, 'campaignId' | 'treeId'>, s: StoredSignal): Signal => ({ ...s, campaignId: ref.campaignId, treeId: ref.treeId });

export const signalsRepository = {
  /** Every signal of the tree (of one type when given), by name. */
  async listByTree(ref: Pick<TreeRef, 'campaignId' | 'treeId'>, type?: SignalKind): Promise<Signal[]> {
    const { data } = await model().query.byTree({ treeId: ref.treeId }).go({ pages: 'all' });
    const all = data.flatMap((item) => Object.values(parsed(item).signals));
    // by name key then id: plain comparisons (localeCompare costs seconds over 100,000 names)
    const keyed = all.filter((s) => !type || s.type === type).map((s) => ({ s, key: nameKey(s.name) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.s.id < b.s.id ? -1 : 1));
    return keyed.map(({ s }) => withTree(ref, s));
  },
  async get(ref: Pick<TreeRef, 'campaignId' | 'treeId'>, id: string): Promise<Signal | null> {
    return (await this.listByTree(ref)).find((s) => s.id === id) ?? null;
  },
  async nameTaken(treeId: string, name: string): Promise<boolean> {
    const key = nameKey(name);
    const { data } = await model().get({ treeId, shard: shardOf(key) }).go({ consistent: true });
    return Boolean(data && parsed(data).signals[key]);
  },

  /** A new signal; NameTakenError when the tree has one of that name. */
  async create(ref: TreeRef, id: string, fields: SignalFields, now = Date.now()): Promise<Signal> {
    const key = nameKey(fields.name);
    const signal: StoredSignal = { ...fields, id, revision: 1, createdAt: now, updatedAt: now };
    await changeShard(ref, shardOf(key), (signals) => {
      if (signals[key]) throw new NameTakenError();
      signals[key] = signal;
    });
    return withTree(ref, signal);
  },

  /**
   * A signal's new fields (name included): one conditional write when the name stays in its shard, else one
   * transaction of both shards. NameTakenError when another signal has the new name; null when it is gone.
   */
  async update(ref: TreeRef, id: string, fields: SignalFields, now = Date.now()): Promise<Signal | null> {
    for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
      const current = await this.get(ref, id);
      if (!current) return null;
      const [oldKey, newKey] = [nameKey(current.name), nameKey(fields.name)];
      const next: StoredSignal = { ...fields, id, revision: current.revision + 1, createdAt: current.createdAt, updatedAt: now };
      const [from, to] = [shardOf(oldKey), shardOf(newKey)];
      if (from === to) {
        const done = await changeShard(ref, from, (signals) => {
          if (signals[oldKey]?.id !== id) return false;
          if (newKey !== oldKey && signals[newKey]) throw new NameTakenError();
          delete signals[oldKey];
          signals[newKey] = next;
          return true;
        });
        if (done) return withTree(ref, next);
        continue;
      }
      const [source, target] = await Promise.all([readShard(ref, from), readShard(ref, to)]);
      if (source.signals[oldKey]?.id !== id) continue;
      if (target.signals[newKey]) throw new NameTakenError();
      const sourceSignals = { ...source.signals };
      delete sourceSignals[oldKey];
      const result = (await service()
        .transaction.write(({ shard }) => [
          shard.put({ ...source, signals: packed(sourceSignals), revision: source.revision + 1 }).where((a, op) => op.eq(a.revision, source.revision)).commit(),
          shard
            .put({ ...target, signals: packed({ ...target.signals, [newKey]: next }), revision: target.revision + 1 })
            .where((a, op) => (target.revision === 0 ? op.notExists(a.revision) : op.eq(a.revision, target.revision)))
            .commit(),
        ])
        .go()) as unknown as TxResult;
      if (!result.canceled) return withTree(ref, next);
    }
    throw new SignalsBusyError();
  },

  /** Removes a signal; false when it was not there. */
  async remove(ref: TreeRef, signal: Pick<Signal, 'id' | 'name'>): Promise<boolean> {
    const key = nameKey(signal.name);
    return changeShard(ref, shardOf(key), (signals) => {
      if (signals[key]?.id !== signal.id) return false;
      delete signals[key];
      return true;
    });
  },

  /**
   * New signals of one shard (their names' shard: shardOf(nameKey(name))), in one write of that shard. A name the tree
   * has already is left as it is and reported. The CSV upload writes its shards this way as it reads (signals-csv.ts).
   */
  async addToShard(ref: TreeRef, shard: number, fields: readonly SignalFields[], make: () => string, now = Date.now()): Promise<{ created: number; duplicates: string[] }> {
    return changeShard(ref, shard, (signals) => {
      let created = 0;
      const duplicates: string[] = [];
      for (const f of fields) {
        const key = nameKey(f.name);
        if (signals[key]) duplicates.push(f.name);
        else {
          signals[key] = { ...f, id: make(), revision: 1, createdAt: now, updatedAt: now };
          created++;
        }
      }
      return { created, duplicates };
    });
  },

  /**
   * Many new signals at once (CSV upload, imports), shard by shard, PARALLEL_SHARDS at a time. A name the tree has
   * already is left as it is and reported. `make` gives each new signal its id and time.
   */
  async addMany(ref: TreeRef, fields: Iterable<SignalFields>, make: () => string, now = Date.now()): Promise<{ created: number; duplicates: string[] }> {
    const byShard = new Map<number, Map<string, SignalFields>>();
    for (const f of fields) {
      const key = nameKey(f.name);
      const shard = shardOf(key);
      if (!byShard.has(shard)) byShard.set(shard, new Map());
      byShard.get(shard)!.set(key, f);
    }
    let created = 0;
    const duplicates: string[] = [];
    const shards = [...byShard.keys()];
    let next = 0;
    const worker = async () => {
      while (next < shards.length) {
        const shard = shards[next++]!;
        const outcome = await changeShard(ref, shard, (signals) => {
          let made = 0;
          const taken: string[] = [];
          for (const [key, f] of byShard.get(shard)!) {
            if (signals[key]) taken.push(f.name);
            else {
              signals[key] = { ...f, id: make(), revision: 1, createdAt: now, updatedAt: now };
              made++;
            }
          }
          return { made, taken };
        });
        created += outcome.made;
        duplicates.push(...outcome.taken);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_SHARDS }, worker));
    return { created, duplicates };
  },
};
