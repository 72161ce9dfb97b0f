/**
 * Assemblies: the rows of a campaign's social video CSV, one per user segment (001 5: UserSegment and Ad Set ID are
 * one-to-one). Keyed by campaign and the segment's name key, so importing a segment again replaces its assembly
 * (same id) instead of adding a second one.
 */
import { Entity, type EntityItem } from 'electrodb';
import type { AssemblyDto } from '@shared/contracts/assemblies';
import type { AssemblyRow } from '@shared/domain/assemblies';
import { nameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const text = () => ({ type: 'string' as const, required: true as const, default: '' });

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'assembly', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          campaignId: { type: 'string', required: true },
          segmentKey: { type: 'string', required: true },
          userSegment: { type: 'string', required: true },
          fbCampaignId: { type: 'string', required: true },
          adSetId: { type: 'string', required: true },
          adName: { type: 'string', required: true },
          squareVideo: text(),
          horizontalVideo: text(),
          verticalVideo: text(),
          primaryText: text(),
          websiteUrl: text(),
          cta: text(),
          headline: text(),
          description: text(),
          displayLink: text(),
          createdBy: { type: 'string', required: true },
          createdAt: createdAtAttribute(),
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['segmentKey'] } },
        },
      },
      cfg,
    ),
);

export type Assembly = EntityItem<ReturnType<typeof entity>>;

export const presentAssembly = (a: Assembly): AssemblyDto => ({
  _id: a.id,
  campaignId: a.campaignId,
  userSegment: a.userSegment,
  fbCampaignId: a.fbCampaignId,
  adSetId: a.adSetId,
  adName: a.adName,
  squareVideo: a.squareVideo,
  horizontalVideo: a.horizontalVideo,
  verticalVideo: a.verticalVideo,
  primaryText: a.primaryText,
  websiteUrl: a.websiteUrl,
  cta: a.cta,
  headline: a.headline,
  description: a.description,
  displayLink: a.displayLink,
  createdAt: new Date(a.createdAt).toISOString(),
  updatedAt: new Date(a.updatedAt).toISOString(),
});

const fromRow = (r: AssemblyRow) => ({
  userSegment: r.UserSegment,
  fbCampaignId: r['FB Campaign ID'],
  adSetId: r['Ad Set ID'],
  adName: r['Ad Name'],
  squareVideo: r['Square video'],
  horizontalVideo: r['Horizontal video'],
  verticalVideo: r['Vertical video'],
  primaryText: r['Primary text'],
  websiteUrl: r['Website URL'],
  cta: r.CTA,
  headline: r.Headline,
  description: r.Description,
  displayLink: r['Display Link'],
});

export const assembliesRepository = {
  async listByCampaign(campaignId: string): Promise<Assembly[]> {
    const { data } = await entity().query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data.sort((a, b) => a.userSegment.localeCompare(b.userSegment));
  },
  async get(id: string): Promise<Assembly | null> {
    return (await entity().get({ id }).go({ consistent: true })).data;
  },
  /** Stores the checked rows: a segment already in the campaign keeps its id and creation time and takes the new values. */
  async importRows(input: { partnerId: string; campaignId: string; createdBy: string }, rows: readonly AssemblyRow[]): Promise<number> {
    const existing = new Map((await this.listByCampaign(input.campaignId)).map((a) => [a.segmentKey, a]));
    const now = Date.now();
    const items = rows.map((row) => {
      const segmentKey = nameKey(row.UserSegment);
      const before = existing.get(segmentKey);
      return { ...input, ...fromRow(row), segmentKey, id: before?.id ?? newId(), createdAt: before?.createdAt ?? now, createdBy: before?.createdBy ?? input.createdBy };
    });
    // the last row of a segment wins (the CSV's one-to-one check already refused a segment with two ad sets)
    const unique = [...new Map(items.map((i) => [i.segmentKey, i])).values()];
    if (unique.length) {
      const { unprocessed } = await entity().put(unique).go();
      if (unprocessed.length) throw new Error(`${unprocessed.length} assemblies were not stored`);
    }
    return unique.length;
  },
  /** Deletes one assembly; false when it was already gone. */
  async delete(id: string): Promise<boolean> {
    const result = await entity().delete({ id }).where((a, op) => op.exists(a.id)).go({ response: 'all_old' }).catch((err: { name?: string; cause?: { name?: string } }) => {
      if (err.cause?.name === 'ConditionalCheckFailedException' || err.name === 'ConditionalCheckFailedException') return null;
      throw err;
    });
    return Boolean(result?.data);
  },
  async deleteByCampaign(campaignId: string): Promise<number> {
    const all = await this.listByCampaign(campaignId);
    if (all.length) await entity().delete(all.map((a) => ({ id: a.id }))).go();
    return all.length;
  },
};
