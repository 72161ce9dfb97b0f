/**
 * Variations as reporting shows them: a campaign's creative variation, found by its reporting hash (002 3
 * 'Variation': reportingHash), with the stored preview the dashboard's top and worst creatives show
 * (`POST /report/assets`). The personalize screens of a later issue extend this entity.
 */
import { Entity, type EntityItem } from 'electrodb';
import { createdAtAttribute, lazy, SERVICE } from '@functions/lib/db';

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'variation', version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          reportingHash: { type: 'string', required: true },
          id: { type: 'string', required: true },
          campaignId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          format: { type: 'string', required: true },
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
    ),
);

export type Variation = EntityItem<ReturnType<typeof entity>>;

export const variationsRepository = {
  async put(item: Omit<Variation, 'createdAt'>): Promise<void> {
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
};
