/**
 * Recommendations of an image (000 7.3): one record per image (its current generation and status) and one item per
 * recommended image of that generation; feedback tallies per partner and format rank later recommendations. Records
 * and items expire with their temporary files (the bucket removes assets-temp/ after two days).
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { RECOMMENDATION_FEEDBACK, RECOMMENDATION_KINDS, RECOMMENDATION_STATUSES, type FeedbackTally, type RecommendationFeedback } from '@shared/domain/asset-recommendations';
import { lazy, SERVICE, ttlSeconds, type TxResult } from '@functions/lib/db';

const KEEP_MS = 24 * 60 * 60 * 1000;

const model = lazy((cfg) => {
  const recommendation = new Entity(
    {
      model: { entity: 'assetRecommendation', version: '1', service: SERVICE },
      attributes: {
        assetId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        generation: { type: 'string', required: true },
        status: { type: RECOMMENDATION_STATUSES, required: true },
        tags: { type: 'list', items: { type: 'string' }, required: true },
        createdBy: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: { byAsset: { pk: { field: 'pk', composite: ['assetId'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  const item = new Entity(
    {
      model: { entity: 'assetRecommendationItem', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        assetId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        generation: { type: 'string', required: true },
        kind: { type: RECOMMENDATION_KINDS, required: true },
        format: { type: 'string', required: true },
        width: { type: 'number' },
        height: { type: 'number' },
        key: { type: 'string', required: true },
        mimeType: { type: 'string', required: true },
        feedback: { type: RECOMMENDATION_FEEDBACK },
        keptAssetId: { type: 'string' },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
        byAsset: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['assetId'] }, sk: { field: 'gsi1sk', composite: ['generation', 'id'] } },
      },
    },
    cfg,
  );
  const tally = new Entity(
    {
      model: { entity: 'assetRecommendationTally', version: '1', service: SERVICE },
      attributes: {
        partnerId: { type: 'string', required: true },
        format: { type: 'string', required: true },
        positive: { type: 'number', required: true, default: 0 },
        negative: { type: 'number', required: true, default: 0 },
      },
      indexes: { byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: ['format'] } } },
    },
    cfg,
  );
  return new Service({ recommendation, item, tally }, cfg);
});

export type Recommendation = EntityItem<ReturnType<typeof model>['entities']['recommendation']>;
export type RecommendedItem = EntityItem<ReturnType<typeof model>['entities']['item']>;
export type NewItem = Pick<RecommendedItem, 'id' | 'kind' | 'format' | 'key' | 'mimeType'> & Partial<Pick<RecommendedItem, 'width' | 'height'>>;

const isConditionFailure = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

export const recommendationsRepository = {
  /** Starts a new generation for the image (the previous one's items are left to expire). */
  async start(input: { assetId: string; partnerId: string; generation: string; tags: string[]; createdBy: string }): Promise<Recommendation> {
    const rec: Recommendation = { ...input, status: 'pending', expiresAt: ttlSeconds(Date.now() + KEEP_MS) };
    await model().entities.recommendation.put(rec).go();
    return rec;
  },
  async get(assetId: string): Promise<Recommendation | null> {
    const { data } = await model().entities.recommendation.get({ assetId }).go({ consistent: true });
    return data;
  },
  /** Ends a generation: only while it is still the image's current one (a newer request replaced it otherwise). */
  async finish(assetId: string, generation: string, status: 'ready' | 'failed'): Promise<boolean> {
    try {
      await model().entities.recommendation.patch({ assetId }).set({ status }).where((a, op) => op.eq(a.generation, generation)).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async addItem(rec: Pick<Recommendation, 'assetId' | 'partnerId' | 'generation'>, item: NewItem): Promise<void> {
    await model()
      .entities.item.put({ ...item, assetId: rec.assetId, partnerId: rec.partnerId, generation: rec.generation, expiresAt: ttlSeconds(Date.now() + KEEP_MS) })
      .go();
  },
  async items(rec: Pick<Recommendation, 'assetId' | 'generation'>): Promise<RecommendedItem[]> {
    const { data } = await model().entities.item.query.byAsset({ assetId: rec.assetId, generation: rec.generation }).go({ pages: 'all' });
    return data as RecommendedItem[];
  },
  async item(id: string): Promise<RecommendedItem | null> {
    const { data } = await model().entities.item.get({ id }).go({ consistent: true });
    return data;
  },
  /** Records which asset an item became; false when it was kept before (a second keep makes nothing). */
  async markKept(id: string, assetId: string): Promise<boolean> {
    try {
      await model().entities.item.patch({ id }).set({ keptAssetId: assetId }).where((a, op) => op.notExists(a.keptAssetId)).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  /**
   * Sets an item's feedback and moves its partner's tally for the format in one transaction (conditional on the
   * feedback it had, so two clicks at once count once). Answers false when the item changed meanwhile.
   */
  async giveFeedback(item: RecommendedItem, feedback: RecommendationFeedback): Promise<boolean> {
    const previous = item.feedback;
    if (previous === feedback) return true;
    const { transaction } = model();
    const result = (await transaction
      .write(({ item: items, tally }) => [
        items
          .patch({ id: item.id })
          .set({ feedback })
          .where((a, op) => (previous ? op.eq(a.feedback, previous) : op.notExists(a.feedback)))
          .commit(),
        tally
          .upsert({ partnerId: item.partnerId, format: item.format })
          .add({ [feedback]: 1, ...(previous ? { [previous]: -1 } : {}) } as { positive?: number; negative?: number })
          .commit(),
      ])
      .go()) as TxResult;
    return !result.canceled;
  },
  async tallies(partnerId: string): Promise<Map<string, FeedbackTally>> {
    const { data } = await model().entities.tally.query.byPartner({ partnerId }).go({ pages: 'all' });
    return new Map(data.map((t) => [t.format, { positive: t.positive, negative: t.negative }]));
  },
};
