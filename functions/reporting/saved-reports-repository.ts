/**
 * Saved reports (002 7 'Saved reports'): the analyzer's views of a partner. The view (filters, splits, metrics,
 * granularity, sort, ...) is kept as one document, validated by shared/contracts/saved-reports.ts on the way in and out.
 * Writes are conditional on the report existing in its partner, so an update never brings back a deleted report and
 * never touches another partner's.
 */
import { Entity, type EntityItem } from 'electrodb';
import { analyzeViewBodySchema, type AnalyzeView } from '@shared/contracts/saved-reports';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'savedReport', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true, readOnly: true },
          ownerId: { type: 'string', required: true, readOnly: true },
          ownerEmail: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          view: { type: 'any', required: true },
          createdAt: createdAtAttribute(),
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

type Item = EntityItem<ReturnType<typeof entity>>;
/** For a transaction of another domain that changes reports with its own items (a custom conversion's delete). */
export const savedReportEntity = entity;

export interface StoredReport {
  id: string;
  partnerId: string;
  ownerId: string;
  ownerEmail: string;
  view: AnalyzeView;
  createdAt: number;
  updatedAt: number;
}

/** The stored document back to a view; the name lives beside it so it stays the one to show. */
function toReport(item: Item): StoredReport {
  const view = analyzeViewBodySchema.parse({ ...(item.view as object), name: item.name });
  return { id: item.id, partnerId: item.partnerId, ownerId: item.ownerId, ownerEmail: item.ownerEmail, view, createdAt: item.createdAt, updatedAt: item.updatedAt };
}

/** The stored document of a view: the name is kept apart. */
export const viewDocument = ({ name: _name, ...rest }: AnalyzeView) => rest;

export interface Owner {
  id: string;
  email: string;
}

export const savedReportsRepository = {
  async create(partnerId: string, owner: Owner, view: AnalyzeView): Promise<StoredReport> {
    const { data } = await entity()
      .create({ id: newId(), partnerId, ownerId: owner.id, ownerEmail: owner.email, name: view.name, view: viewDocument(view) })
      .go();
    return toReport(data as Item);
  },
  /** The report of this partner, or null (another partner's report is no report). */
  async get(partnerId: string, id: string): Promise<StoredReport | null> {
    const { data } = await entity().get({ id }).go({ consistent: true });
    return data && data.partnerId === partnerId ? toReport(data) : null;
  },
  /** Replaces the view; null when the report is gone (or not of this partner). */
  async update(partnerId: string, id: string, view: AnalyzeView): Promise<StoredReport | null> {
    try {
      const { data } = await entity()
        .patch({ id })
        .set({ name: view.name, view: viewDocument(view) })
        .where((a, op) => op.eq(a.partnerId, partnerId))
        .go({ response: 'all_new' });
      return toReport(data as Item);
    } catch (err) {
      if (isConditionFailure(err)) return null;
      throw err;
    }
  },
  /** Deletes the report of this partner; false when there was none. */
  async delete(partnerId: string, id: string): Promise<boolean> {
    try {
      await entity().remove({ id }).where((a, op) => op.eq(a.partnerId, partnerId)).go({ response: 'none' });
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },
  /** The partner's reports, last changed first, one page of them and the total. */
  async page(partnerId: string, offset: number, limit: number): Promise<{ items: StoredReport[]; count: number }> {
    const all = await this.listByPartner(partnerId);
    return { items: all.slice(offset, offset + limit), count: all.length };
  },
  /** Every report of the partner, last changed first. */
  async listByPartner(partnerId: string): Promise<StoredReport[]> {
    const { data } = await entity().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data.sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id)).map(toReport);
  },
};

function isConditionFailure(err: unknown): boolean {
  return (err as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException';
}
