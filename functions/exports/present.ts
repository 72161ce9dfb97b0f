/** An export as the API answers it (shared/contracts/exports.ts ExportDto). */
import type { ExportDto } from '@shared/contracts/exports';
import type { ExportItem, ExportJob } from './exports-repository';

export const presentExport = (job: ExportJob, items: ExportItem[]): ExportDto => ({
  _id: job.id,
  entityType: job.entityType,
  campaignId: job.campaignId ?? null,
  destination: job.destinationType === 'cloud' ? { type: 'cloud', nodeId: job.nodeId!, name: job.destinationName } : { type: 'library', name: job.destinationName },
  status: job.status,
  items: items.map((i) => ({ entityId: i.entityId, name: i.name, status: i.status, target: i.status === 'success' ? (i.target ?? null) : null, error: i.error ?? null })),
  createdAt: job.createdAt,
  createdBy: job.createdBy,
});
