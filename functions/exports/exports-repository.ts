/**
 * Export jobs (002 9 cloud export job status pending|finished) and their items, one per exported entity with its
 * destination status (notsend|pending|success|failed). An item's status only moves forward (conditional writes), so
 * a redelivered result changes nothing; the job moves to finished once, by whoever settles its last item, and only
 * that writer tells the user.
 */
import { Entity, type EntityItem } from 'electrodb';
import { CLOUD_EXPORT_JOB_STATUSES, DESTINATION_STATUSES, EXPORT_ENTITY_TYPES } from '@shared/constants';
import type { DestinationStatus } from '@shared/contracts/exports';
import { createdAtAttribute, isConditionFailure, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const jobs = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'exportJob', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          entityType: { type: EXPORT_ENTITY_TYPES, required: true },
          campaignId: { type: 'string' },
          destinationType: { type: ['cloud', 'library'] as const, required: true },
          /** cloud: the business node whose connection receives the files; library: the nodes of the new single files. */
          nodeId: { type: 'string' },
          nodeIds: { type: 'list', items: { type: 'string' } },
          /** What the notifications call the destination (the storage's name, or 'Asset library'). */
          destinationName: { type: 'string', required: true },
          /** What the notifications call the entity ('Summer 300x250 (Fallback)', '3 creatives'). */
          entityLabel: { type: 'string', required: true },
          status: { type: CLOUD_EXPORT_JOB_STATUSES, required: true, default: 'pending' },
          createdAt: createdAtAttribute(),
          createdBy: { type: 'string', required: true },
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

const items = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'exportItem', version: '1', service: SERVICE },
        attributes: {
          exportId: { type: 'string', required: true },
          entityId: { type: 'string', required: true },
          position: { type: 'number', required: true },
          name: { type: 'string', required: true },
          status: { type: DESTINATION_STATUSES, required: true, default: 'notsend' },
          /** The file that goes out: a prerendered zip or an asset's file in the files bucket (templates are zipped on the way). */
          sourceKey: { type: 'string' },
          target: { type: 'string' },
          error: { type: 'string' },
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byExport: { pk: { field: 'pk', composite: ['exportId'] }, sk: { field: 'sk', composite: ['entityId'] } },
        },
      },
      cfg,
    ),
);

export type ExportJob = EntityItem<ReturnType<typeof jobs>>;
export type ExportItem = EntityItem<ReturnType<typeof items>>;
export type NewExportJob = Omit<ExportJob, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

const byPosition = (a: ExportItem, b: ExportItem) => a.position - b.position;
/** A status never moves back: pending follows notsend, an outcome follows either. */
const EARLIER: Record<DestinationStatus, DestinationStatus[]> = { notsend: [], pending: ['notsend'], success: ['notsend', 'pending'], failed: ['notsend', 'pending'] };

export const exportsRepository = {
  async create(job: NewExportJob, entries: { entityId: string; name: string; sourceKey?: string; target?: string }[]): Promise<{ job: ExportJob; items: ExportItem[] }> {
    const id = newId();
    const { data } = await jobs().create({ ...job, id }).go();
    const written: ExportItem[] = [];
    for (const [position, e] of entries.entries()) {
      written.push((await items().create({ exportId: id, entityId: e.entityId, name: e.name, position, ...(e.sourceKey ? { sourceKey: e.sourceKey } : {}), ...(e.target ? { target: e.target } : {}) }).go()).data as ExportItem);
    }
    return { job: data as ExportJob, items: written };
  },
  async get(id: string): Promise<ExportJob | null> {
    const { data } = await jobs().get({ id }).go({ consistent: true });
    return data;
  },
  async items(exportId: string): Promise<ExportItem[]> {
    const { data } = await items().query.byExport({ exportId }).go({ pages: 'all', consistent: true });
    return (data as ExportItem[]).sort(byPosition);
  },
  async listByPartner(partnerId: string, limit: number): Promise<ExportJob[]> {
    const { data } = await jobs().query.byPartner({ partnerId }).go({ order: 'desc', limit });
    return data as ExportJob[];
  },
  /** Moves an item forward (false when it already was there or further: a redelivered result). */
  async setItem(exportId: string, entityId: string, change: { status: DestinationStatus; target?: string; error?: string; sourceKey?: string }): Promise<boolean> {
    const earlier = EARLIER[change.status];
    if (!earlier.length) return false;
    try {
      await items()
        .patch({ exportId, entityId })
        .set({ status: change.status, ...(change.target ? { target: change.target } : {}), ...(change.error ? { error: change.error.slice(0, 500) } : {}), ...(change.sourceKey ? { sourceKey: change.sourceKey } : {}) })
        .where((a, { eq }) => earlier.map((s) => eq(a.status, s)).join(' OR '))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  /** pending -> finished once: true for the one writer that did it. */
  async finish(id: string): Promise<boolean> {
    try {
      await jobs().patch({ id }).set({ status: 'finished' }).where((a, { eq }) => eq(a.status, 'pending')).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
