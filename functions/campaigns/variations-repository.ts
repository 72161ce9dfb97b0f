/**
 * A campaign's variations (001 3 'Variation', campaign side; 002 3 'Variation'): one creative permutation of a
 * template version, found by its reporting hash (what the reporting facts carry) or listed by campaign. Reporting
 * reads the name, format and stored preview (`POST /report/assets`, variation changes); the personalize domain writes
 * them when it generates variations (functions/personalize/variation-generation.ts). A variation no longer generated is
 * archived, not deleted: the facts that name its hash still resolve.
 */
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
      },
    },
    cfg,
  );
  return new Service({ variation }, cfg);
});
const entity = () => model().entities.variation;

export type Variation = EntityItem<ReturnType<typeof entity>>;
export type NewVariation = Omit<Variation, 'createdAt'>;
export interface ApprovalUser {
  userId: string;
  name: string;
  email: string;
  type: 'Final' | 'Interim';
}

/** DynamoDB's transaction limit. */
const TX_ITEMS = 100;

async function inTransactions<T>(items: readonly T[], write: (chunk: readonly T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += TX_ITEMS) await write(items.slice(i, i + TX_ITEMS));
}

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
  async listByCampaign(campaignId: string): Promise<Variation[]> {
    const { data } = await entity().query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data;
  },

  /**
   * Replaces a campaign's generated set: `added` created (each conditional on its hash being new), `revived` unarchived,
   * `retired` archived, in transactions of 100. A failure undoes what this call already wrote (creates deleted,
   * archive flags put back) before it is thrown, so the campaign keeps its previous set whole.
   */
  async replaceSet(partnerId: string, change: { added: readonly NewVariation[]; revived: readonly string[]; retired: readonly string[] }): Promise<void> {
    const created: string[] = [];
    const flagged: { reportingHash: string; archived: boolean }[] = [];
    try {
      await inTransactions(change.added, async (chunk) => {
        const result = (await model()
          .transaction.write(({ variation }) => chunk.map((item) => variation.create(item).commit()))
          .go()) as unknown as TxResult;
        if (result.canceled) throw new Error('variation write refused: a hash was written meanwhile');
        created.push(...chunk.map((v) => v.reportingHash));
      });
      const flags = [...change.revived.map((h) => ({ reportingHash: h, archived: false })), ...change.retired.map((h) => ({ reportingHash: h, archived: true }))];
      await inTransactions(flags, async (chunk) => {
        await model()
          .transaction.write(({ variation }) => chunk.map((f) => variation.patch({ partnerId, reportingHash: f.reportingHash }).set({ archived: f.archived }).commit()))
          .go();
        flagged.push(...chunk);
      });
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
