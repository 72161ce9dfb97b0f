/**
 * Campaigns as reporting needs them (002 5 'Reporting access'): which campaigns a partner has, on which business node,
 * for which concept and channel. The campaign screens of a later issue extend this entity; reporting reads it to
 * narrow a caller's query to the campaigns they may access, and the embedded seed writes the demo campaigns.
 */
import { Entity, type EntityItem } from 'electrodb';
import { DEFAULT_PERSONALISATION_TYPE, PERSONALISATION_TYPES, type PersonalisationType } from '@shared/domain/campaigns';
import { byIdIndex, createdAtAttribute, lazy, SERVICE } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'campaign', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          businessNodeId: { type: 'string', required: true },
          conceptId: { type: 'string' },
          name: { type: 'string', required: true },
          /** The channel the campaign publishes to: one of REPORT_PLATFORMS (google, facebook, youtube). */
          platform: { type: 'string', required: true },
          /** 002 4: ASSEMBLY or DECISION_TREE; absent on campaigns written before it existed (see personalisationTypeOf). */
          personalisationType: { type: PERSONALISATION_TYPES },
          status: { type: ['active', 'archived'] as const, required: true, default: 'active' },
          createdAt: createdAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

export type Campaign = EntityItem<ReturnType<typeof entity>>;
export type NewCampaign = Pick<Campaign, 'partnerId' | 'businessNodeId' | 'name' | 'platform'> & Partial<Pick<Campaign, 'id' | 'conceptId' | 'status' | 'personalisationType'>>;

/** A campaign without a stored type is a decision tree (shared/domain/campaigns.ts). */
export const personalisationTypeOf = (campaign: Campaign): PersonalisationType => campaign.personalisationType ?? DEFAULT_PERSONALISATION_TYPE;

export const campaignsRepository = {
  /** Writes a campaign; an existing id is left as it is (idempotent seeding). */
  async createIfAbsent(input: NewCampaign): Promise<Campaign> {
    const item = { ...input, id: input.id ?? newId() };
    const existing = await this.get(item.id);
    if (existing) return existing;
    try {
      const { data } = await entity().create(item).go();
      return data as Campaign;
    } catch (error) {
      const again = await this.get(item.id);
      if (again) return again;
      throw error;
    }
  },
  async get(id: string): Promise<Campaign | null> {
    const { data } = await entity().get({ id }).go({ consistent: true });
    return data;
  },
  /**
   * Moves campaigns from one business node to another (001 7 migrate-campaigns-to). Each write is conditional on the
   * node read before, so a campaign moved elsewhere meanwhile is left alone and not counted.
   */
  async moveNode(campaignIds: readonly string[], fromId: string, toId: string): Promise<number> {
    let moved = 0;
    for (const id of campaignIds) {
      try {
        await entity().patch({ id }).set({ businessNodeId: toId }).where((a, op) => op.eq(a.businessNodeId, fromId)).go();
        moved += 1;
      } catch (error) {
        if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    return moved;
  },
  async listByPartner(partnerId: string): Promise<Campaign[]> {
    const { data } = await entity().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
};
