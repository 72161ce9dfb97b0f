/**
 * Personalize trees, their variants and the campaign's tree job (001 3 'Personalize tree', 'Variant', 'Variant
 * format'). A tree is one platform and format of a campaign with the templates it personalises; a variant holds one
 * variant format per template of its tree (the values of its dynamic elements) and lives beside its tree. The tree job
 * item is the campaign's lock: one initialisation or restructure at a time ('Only one process at a time can be executed').
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { VariantFormatState } from '@shared/domain/personalize';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, type TxResult, updatedAtAttribute } from '@functions/lib/db';

/** A job not finished after this long is taken as dead (its Lambda timed out), so the lock does not last for ever. */
export const TREE_JOB_STALE_MS = 15 * 60 * 1000;
const TX_ITEMS = 100;

const model = lazy((cfg) => {
  const tree = new Entity(
    {
      model: { entity: 'personalizeTree', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        campaignId: { type: 'string', required: true },
        platform: { type: 'string', required: true },
        format: { type: 'string', required: true },
        /** The templates it personalises: templateId, name, size, version, generation. */
        templates: { type: 'any', required: true },
        isFallbackEnabled: { type: 'boolean', required: true, default: true },
        fallbackVariantId: { type: 'string' },
        /** Where the tree's decision-tree file goes (002 9 brief/decision-tree-template/{filename}). */
        location: { type: 'string', required: true },
        /** The signal type its first level splits on. */
        dimension: { type: 'string', required: true },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['platform', 'format'] } },
      },
    },
    cfg,
  );
  const variant = new Entity(
    {
      model: { entity: 'personalizeVariant', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        campaignId: { type: 'string', required: true },
        treeId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true, default: false },
        isFallback: { type: 'boolean', required: true, default: false },
        archived: { type: 'boolean', required: true, default: false },
        /** All its formats have final approval; any change of a value clears it (001 4). */
        approved: { type: 'boolean', required: true, default: false },
        /** Variant format id to variant format (VariantFormatState). */
        formats: { type: 'any', required: true },
        /** The row of a live feed it came from (the audiences domain's feeds), when it did. */
        sourceKey: { type: 'string' },
        /** Its signals' ids by type (001 3 'Variant' signals; the signals live in signals-repository.ts). */
        signals: {
          type: 'map',
          properties: { userSegment: { type: 'list', items: { type: 'string' } }, schedule: { type: 'list', items: { type: 'string' } } },
        },
        /** Carousel trees: how many cards its formats have (001 9: 2 to 10, default 3). */
        cardsCount: { type: 'number' },
        revision: { type: 'number', required: true, default: 0 },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byTree: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['treeId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  /** A variant name's claim in its tree (001 5 'Variant name unique'): created with the variant, moved by a rename. */
  const variantName = new Entity(
    {
      model: { entity: 'personalizeVariantName', version: '1', service: SERVICE },
      attributes: { treeId: { type: 'string', required: true }, nameKey: { type: 'string', required: true }, variantId: { type: 'string', required: true } },
      indexes: { byName: { pk: { field: 'pk', composite: ['treeId', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  const treeJob = new Entity(
    {
      model: { entity: 'personalizeTreeJob', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        status: { type: ['progress', 'finished', 'error'] as const, required: true },
        message: { type: 'string', required: true },
        startedAt: { type: 'number', required: true },
        /** Which job holds the lock: the tree job (absent on items written before) or variation generation. */
        kind: { type: ['trees', 'variations'] as const },
        /** Variation generation: variations it makes, written so far, and (finished) the counts per size and format. */
        planned: { type: 'number' },
        written: { type: 'number' },
        counts: { type: 'any' },
        updatedAt: updatedAtAttribute(),
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ tree, variant, variantName, treeJob }, cfg);
});

type TreeItem = EntityItem<ReturnType<typeof model>['entities']['tree']>;
type VariantItem = EntityItem<ReturnType<typeof model>['entities']['variant']>;
export interface TreeTemplateRef {
  templateId: string;
  name: string;
  size: string;
  version: number;
  generation: number;
}
export type Tree = Omit<TreeItem, 'templates'> & { templates: TreeTemplateRef[] };
export interface VariantSignals {
  userSegment: string[];
  schedule: string[];
}
/** A stored variant with the defaults of fields added after it was written (no signals, screenshots unrendered). */
export type Variant = Omit<VariantItem, 'formats' | 'signals'> & { formats: Record<string, VariantFormatState>; signals: VariantSignals };
export type VariantChange = Partial<Pick<Variant, 'formats' | 'name' | 'archived' | 'approved' | 'enabled' | 'isFallback' | 'sourceKey' | 'signals' | 'cardsCount'>>;
export type NewTree = Omit<Tree, 'createdAt' | 'updatedAt' | 'isFallbackEnabled'> & { isFallbackEnabled?: boolean };
export type NewVariant = Omit<Variant, 'createdAt' | 'updatedAt' | 'revision' | 'enabled' | 'isFallback' | 'archived' | 'approved' | 'signals'> &
  Partial<Pick<Variant, 'enabled' | 'isFallback' | 'archived' | 'approved' | 'signals'>>;

/** Items written before signals, cards and screenshots existed read as none, none and unrendered. */
function withVariantDefaults(item: VariantItem): Variant {
  const formats = item.formats as Record<string, VariantFormatState>;
  return {
    ...item,
    signals: { userSegment: item.signals?.userSegment ?? [], schedule: item.signals?.schedule ?? [] },
    formats: Object.fromEntries(Object.entries(formats).map(([id, f]) => [id, { ...f, screenshotRenderStatus: f.screenshotRenderStatus ?? 'unrendered' }])),
  };
}
export interface JobExtra {
  kind?: 'trees' | 'variations';
  planned?: number;
  written?: number;
  counts?: unknown;
}
export type TreeJob = EntityItem<ReturnType<typeof model>['entities']['treeJob']>;

const isConditionFailure = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

/** One write of a tree change: a commit of the service's transaction. */
type TxEntities = Parameters<Parameters<ReturnType<typeof model>['transaction']['write']>[0]>[0];
export type TreeWrite = (entities: TxEntities) => object;

export const personalizeRepository = {
  async listTrees(campaignId: string): Promise<Tree[]> {
    const { data } = await model().entities.tree.query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data as Tree[];
  },
  async getTree(id: string): Promise<Tree | null> {
    const { data } = await model().entities.tree.get({ id }).go({ consistent: true });
    return data as Tree | null;
  },
  async listVariants(treeId: string): Promise<Variant[]> {
    const { data } = await model().entities.variant.query.byTree({ treeId }).go({ pages: 'all' });
    return data.map(withVariantDefaults);
  },
  async getVariant(id: string): Promise<Variant | null> {
    const { data } = await model().entities.variant.get({ id }).go({ consistent: true });
    return data ? withVariantDefaults(data) : null;
  },

  /** The variant holding a name's claim in the tree, if any (names written before claims have none: callers also compare). */
  async nameClaim(treeId: string, key: string): Promise<string | null> {
    const { data } = await model().entities.variantName.get({ treeId, nameKey: key }).go({ consistent: true });
    return data?.variantId ?? null;
  },
  /** Claims a name in a tree (the transaction fails when it is taken). */
  claimName: (treeId: string, key: string, variantId: string): TreeWrite => (e) => e.variantName.create({ treeId, nameKey: key, variantId }).commit(),
  /** Releases a variant's claim (only its own). */
  releaseName: (treeId: string, key: string, variantId: string): TreeWrite => (e) =>
    e.variantName
      .delete({ treeId, nameKey: key })
      .where((a, op) => op.eq(a.variantId, variantId))
      .commit(),

  /** Write commits for the transaction helpers below. */
  putTree: (tree: NewTree): TreeWrite => (e) => e.tree.put(tree).commit(),
  patchTree: (id: string, set: Partial<Pick<Tree, 'templates' | 'fallbackVariantId' | 'isFallbackEnabled'>>): TreeWrite => (e) => e.tree.patch({ id }).set(set).commit(),
  deleteTree: (id: string): TreeWrite => (e) => e.tree.delete({ id }).commit(),
  createVariant: (variant: NewVariant): TreeWrite => (e) => e.variant.create(variant).commit(),
  deleteVariant: (id: string): TreeWrite => (e) => e.variant.delete({ id }).commit(),
  /** A variant's new formats, conditional on the revision read (a concurrent edit makes the transaction fail). */
  updateVariant: (variant: Variant, set: VariantChange): TreeWrite => (e) =>
    e.variant
      .patch({ id: variant.id })
      .set({ ...set, revision: variant.revision + 1 })
      .where((a, op) => op.eq(a.revision, variant.revision))
      .commit(),

  /**
   * Writes in transactions of 100 (DynamoDB's limit). A change of more than 100 items is several transactions: callers
   * order their writes so that a retry after a failure between two finds and finishes the rest.
   */
  async write(writes: readonly TreeWrite[]): Promise<void> {
    for (let i = 0; i < writes.length; i += TX_ITEMS) {
      const chunk = writes.slice(i, i + TX_ITEMS);
      const result = (await model()
        .transaction.write((entities) => chunk.map((w) => w(entities) as never))
        .go()) as unknown as TxResult;
      if (result.canceled) throw new TreeConflictError();
    }
  },

  /**
   * Writes that do not depend on each other (a bulk activation: one variant each), `parallel` transactions of 100 at
   * a time. A transaction that fails is written again one item at a time, so one variant changed meanwhile fails alone.
   * Answers, per write, whether it was written.
   */
  async writeIndependent(writes: readonly TreeWrite[], parallel = 4): Promise<boolean[]> {
    const done = new Array<boolean>(writes.length).fill(false);
    const chunks: number[] = [];
    for (let i = 0; i < writes.length; i += TX_ITEMS) chunks.push(i);
    const tx = async (items: readonly TreeWrite[]) =>
      !((await model()
        .transaction.write((entities) => items.map((w) => w(entities) as never))
        .go()) as unknown as TxResult).canceled;
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const start = chunks[next++]!;
        const chunk = writes.slice(start, start + TX_ITEMS);
        if (await tx(chunk)) chunk.forEach((_, k) => (done[start + k] = true));
        else for (let k = 0; k < chunk.length; k++) done[start + k] = await tx([chunk[k]!]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
    return done;
  },

  async getJob(campaignId: string): Promise<TreeJob | null> {
    const { data } = await model().entities.treeJob.get({ campaignId }).go({ consistent: true });
    return data;
  },
  /**
   * Takes the campaign's lock for a new job: written only when no job is in progress (or the one in progress is
   * stale). False when another job holds it.
   */
  async startJob(campaignId: string, jobId: string, message: string, now = Date.now(), extra: JobExtra = {}): Promise<boolean> {
    try {
      await model()
        .entities.treeJob.put({ campaignId, jobId, status: 'progress', message, startedAt: now, kind: 'trees', ...extra })
        .where((a, op) => `${op.notExists(a.campaignId)} OR ${op.ne(a.status, 'progress')} OR ${op.lt(a.startedAt, now - TREE_JOB_STALE_MS)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  /** A running job's progress (only the job holding the lock writes it). */
  async progressJob(campaignId: string, jobId: string, written: number): Promise<void> {
    try {
      await model()
        .entities.treeJob.patch({ campaignId })
        .set({ written })
        .where((a, op) => `${op.eq(a.jobId, jobId)} AND ${op.eq(a.status, 'progress')}`)
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
  /** Ends the job (only the job holding the lock ends it). */
  async endJob(campaignId: string, jobId: string, status: 'finished' | 'error', message: string, extra: Pick<JobExtra, 'written' | 'counts'> = {}): Promise<void> {
    try {
      await model()
        .entities.treeJob.patch({ campaignId })
        .set({ status, message, ...extra })
        .where((a, op) => op.eq(a.jobId, jobId))
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};

/** A tree or variant changed while a change was being written: nothing of that transaction was written. */
export class TreeConflictError extends Error {
  constructor() {
    super('A personalize tree changed while it was being written');
  }
}
