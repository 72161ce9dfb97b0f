/**
 * A campaign's variations (001 3 'Variation', campaign side; 002 3 'Variation'): one creative permutation of a
 * template version, found by its reporting hash (what the reporting facts carry) or listed by campaign. Reporting
 * reads the name, format and stored preview (`POST /report/assets`, variation changes); the personalize domain writes
 * them when it generates variations (functions/personalize/variation-generation.ts). A variation no longer generated is
 * archived, not deleted: the facts that name its hash still resolve.
 */
import pLimit from 'p-limit';
import { Entity, Service, type EntityItem } from 'electrodb';
import { createdAtAttribute, lazy, SERVICE, type TxResult } from '@functions/lib/db';

const model = lazy((cfg) => {
  const variation = new Entity(
    {
      model: { entity: 'variation', version: '1', service: SERVICE },
      attributes: {
        partnerId: { type: 'string', required: true },
        reportingHash: { type: 'string', required: true },
        id: { type: 'string', required: true },
        campaignId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        format: { type: 'string', required: true },
        /** 001 3: pureVariationHash_version_formatSuffix (absent on variations seeded before it existed). */
        hash: { type: 'string' },
        treeId: { type: 'string' },
        templateId: { type: 'string' },
        version: { type: 'number' },
        generation: { type: 'number' },
        /** WxH of its template. */
        size: { type: 'string' },
        formats: { type: 'list', items: { type: 'string' } },
        channels: { type: 'list', items: { type: 'string' } },
        audienceFilters: { type: 'list', items: { type: 'string' } },
        /** The dynamic element values of the permutation, by element name. */
        values: { type: 'any' },
        /** 002 3 approvals.users: who approved, Final or Interim. */
        approvalUsers: { type: 'any' },
        approved: { type: 'boolean' },
        rejected: { type: 'boolean' },
        /** The approvals of one content version (shared/domain/approvals.ts CreativeApprovalState; the creatives domain writes it). */
        approval: { type: 'any' },
        /** Every approval write is conditional on it (two approvers at once: one is read again and applied after the other). */
        approvalRevision: { type: 'number' },
        archived: { type: 'boolean' },
        /** Key of the preview image in the files bucket (spec 002 9 storage path layouts). */
        thumbnailKey: { type: 'string' },
        /** When the variation went live (epoch ms); the dashboard's campaign variation changes. Unset: createdAt. */
        publishedAt: { type: 'number' },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['partnerId', 'reportingHash'] }, sk: { field: 'sk', composite: [] } },
        byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['reportingHash'] } },
      /** By variation hash within a partner (the creatives view's assembly lookups); seeded items without one are not in it. */
      byVariationHash: {
        index: 'gsi2',
        // sparse: items written without a variation hash (the reporting tests') are simply not in it
        condition: (attr: { hash?: string }) => attr.hash !== undefined,
        pk: { field: 'gsi2pk', composite: ['hash'] },
        sk: { field: 'gsi2sk', composite: [] },
      },
      },
    },
    cfg,
  );
  return new Service({ variation }, cfg);
});
const entity = () => model().entities.variation;

export type Variation = EntityItem<ReturnType<typeof entity>>;
export type NewVariation = Omit<Variation, 'createdAt'>;
export type VariationKey = Pick<Variation, 'reportingHash' | 'size' | 'format' | 'archived'>;
export interface ApprovalUser {
  userId: string;
  name: string;
  email: string;
  type: 'Final' | 'Interim';
}

/** DynamoDB's transaction limit. */
const TX_ITEMS = 100;

/** Chunks of 100, `concurrency` transactions at a time; the first failure stops the rest from starting. */
async function inTransactions<T>(items: readonly T[], write: (chunk: readonly T[]) => Promise<void>, concurrency = 1): Promise<void> {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += TX_ITEMS) chunks.push(items.slice(i, i + TX_ITEMS));
  const limit = pLimit(concurrency);
  let failed = false;
  // settled, not Promise.all: the caller's undo must not start while a transaction is still in flight
  const results = await Promise.allSettled(
    chunks.map((chunk) =>
      limit(async () => {
        if (failed) return;
        try {
          await write(chunk);
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    ),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}
/** Transactions in flight at once for a large set (10,000 variations are 100 of them). */
const WRITE_CONCURRENCY = 4;

export const variationsRepository = {
  async put(item: NewVariation): Promise<void> {
    await entity().put(item).go();
  },
  /** The partner's variations with these reporting hashes; unknown hashes and other partners' variations are absent. */
  async listByHashes(partnerId: string, hashes: readonly string[]): Promise<Variation[]> {
    if (hashes.length === 0) return [];
    const { data } = await entity().get(hashes.map((reportingHash) => ({ partnerId, reportingHash }))).go({ concurrency: 4 });
    return data;
  },
  /** The partner's variations with these variation hashes (pureVariationHash_version_formatSuffix), any campaign. */
  async listByVariationHashes(partnerId: string, hashes: readonly string[]): Promise<Variation[]> {
    const found = await Promise.all(hashes.map((hash) => entity().query.byVariationHash({ hash }).go({ pages: 'all' })));
    return found.flatMap((r) => r.data).filter((v) => v.partnerId === partnerId);
  },
  /** A campaign's variations as keys with size, format and archived only (counts and paging without reading values). */
  async listKeysByCampaign(campaignId: string): Promise<VariationKey[]> {
    const { data } = await entity()
      .query.byCampaign({ campaignId })
      .go({ pages: 'all', attributes: ['reportingHash', 'size', 'format', 'archived'] });
    return data as VariationKey[];
  },
  /** Whether the campaign has a variation with this id (its keys read, not its values). */
  async existsInCampaign(campaignId: string, id: string): Promise<boolean> {
    const { data } = await entity()
      .query.byCampaign({ campaignId })
      .where((a, op) => op.eq(a.id, id))
      .go({ pages: 'all', attributes: ['reportingHash'] });
    return data.length > 0;
  },
  /** One variation, read consistently (an approval reads it again before writing). */
  async get(partnerId: string, reportingHash: string): Promise<Variation | null> {
    const { data } = await entity().get({ partnerId, reportingHash }).go({ consistent: true });
    return data;
  },
  /**
   * A variation's new approval state as a transaction item (the creatives domain writes it with its trail records),
   * conditional on the approval revision read; with the template generation it now shows when regenerated on a new one.
   */
  approvalItem(
    v: Pick<Variation, 'partnerId' | 'reportingHash' | 'approvalRevision'>,
    set: Pick<Variation, 'approval' | 'approvalUsers' | 'approved' | 'rejected'> & Partial<Pick<Variation, 'generation'>>,
  ): object {
    const revision = v.approvalRevision ?? 0;
    return (
      model()
        .transaction.write(({ variation }) => [
          variation
            .patch({ partnerId: v.partnerId, reportingHash: v.reportingHash })
            .set({ ...set, approvalRevision: revision + 1 })
            .where((a, op) => (revision === 0 ? op.notExists(a.approvalRevision) : op.eq(a.approvalRevision, revision)))
            .commit(),
        ])
        .params() as { TransactItems: object[] }
    ).TransactItems[0]!;
  },
  async listByCampaign(campaignId: string): Promise<Variation[]> {
    const { data } = await entity().query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data;
  },

  /**
   * Replaces a campaign's generated set: `added` created (each conditional on its hash being new), `revived` unarchived,
   * `retired` archived, in transactions of 100. A failure undoes what this call already wrote (creates deleted,
   * archive flags put back) before it is thrown, so the campaign keeps its previous set whole.
   */
  async replaceSet(
    partnerId: string,
    change: { added: readonly NewVariation[]; revived: readonly string[]; retired: readonly string[] },
    onProgress: (written: number) => void = () => undefined,
  ): Promise<void> {
    const created: string[] = [];
    const flagged: { reportingHash: string; archived: boolean }[] = [];
    try {
      await inTransactions(change.added, async (chunk) => {
        const result = (await model()
          .transaction.write(({ variation }) => chunk.map((item) => variation.create(item).commit()))
          .go()) as unknown as TxResult;
        if (result.canceled) throw new Error('variation write refused: a hash was written meanwhile');
        created.push(...chunk.map((v) => v.reportingHash));
        onProgress(created.length);
      }, WRITE_CONCURRENCY);
      const flags = [...change.revived.map((h) => ({ reportingHash: h, archived: false })), ...change.retired.map((h) => ({ reportingHash: h, archived: true }))];
      await inTransactions(flags, async (chunk) => {
        await model()
          .transaction.write(({ variation }) => chunk.map((f) => variation.patch({ partnerId, reportingHash: f.reportingHash }).set({ archived: f.archived }).commit()))
          .go();
        flagged.push(...chunk);
      }, WRITE_CONCURRENCY);
    } catch (error) {
      await inTransactions(flagged, async (chunk) => {
        await model()
          .transaction.write(({ variation }) => chunk.map((f) => variation.patch({ partnerId, reportingHash: f.reportingHash }).set({ archived: !f.archived }).commit()))
          .go();
      });
      await inTransactions(created, async (chunk) => {
        await entity().delete(chunk.map((reportingHash) => ({ partnerId, reportingHash }))).go();
      });
      throw error;
    }
  },
};
