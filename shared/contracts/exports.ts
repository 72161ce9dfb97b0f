/**
 * Exports and HTML prerendering (001 7 'Background jobs', 'Campaigns' html-prerenderer/publish; 002 7 and 9).
 * - POST /html-prerenderer/publish { campaignId, platform }: the campaign's final-approved creatives (or the named ones)
 *   prerendered into self-contained HTML5 zips under v2/partners/{p}/campaigns/{c}/html-prerendered/{creativeId}/.
 * - POST /exports { entityType, entityIds, campaignId?, destination }: assets, creatives or templates exported to a
 *   business node's cloud storage connection or (creatives, templates) into the asset library as single files.
 * The queue messages of html-prerender-single|bulk|assembly, cloud-sync-export and their -return entries.
 */
import * as z from 'zod';
import { CLOUD_EXPORT_JOB_STATUSES, DESTINATION_STATUSES, EXPORT_ENTITY_TYPES, EXPORT_MAX_ENTITIES } from '../constants';
import { idSchema } from './common';

export type ExportEntityType = (typeof EXPORT_ENTITY_TYPES)[number];
export type DestinationStatus = (typeof DESTINATION_STATUSES)[number];
export type CloudExportJobStatus = (typeof CLOUD_EXPORT_JOB_STATUSES)[number];

/** The spec's ad platform keys (001 1). */
export const PRERENDER_PLATFORMS = ['google', 'facebook', 'youtube', 'gads', 'dv360'] as const;

export const destinationSchema = z.discriminatedUnion('type', [
  /** A business node's cloud storage connection (001 3; the node's folder inside the storage's prefix). */
  z.object({ type: z.literal('cloud'), nodeId: idSchema }),
  /** The asset library: the files become single files on these nodes (default: the campaign's or concept's). */
  z.object({ type: z.literal('library'), nodeIds: z.array(idSchema).max(50).optional() }),
]);
export type Destination = z.infer<typeof destinationSchema>;

export const prerenderPublishBodySchema = z.object({
  campaignId: idSchema,
  platform: z.enum(PRERENDER_PLATFORMS),
  /** Ours: one creative (single) or some; without, every final-approved creative of the campaign on that platform (bulk). */
  creativeIds: z.array(idSchema).min(1).max(EXPORT_MAX_ENTITIES).optional(),
  /** Ours: prerender the campaign's templates once each, with all its approved creatives' values inside (assembly). */
  assembly: z.boolean().optional(),
});
export type PrerenderPublishBody = z.infer<typeof prerenderPublishBodySchema>;

/** GET html-prerenderer/assemblies?campaignId= (ours): the campaign's assembly bundles, one per template prerendered. */
export const assemblyPrerendersQuerySchema = z.object({ campaignId: idSchema });
export interface AssemblyPrerenderDto {
  templateId: string;
  /** The zip's file name (the template's name made safe). */
  fileName: string;
  /** A short-lived download link (attachment). */
  url: string;
}
export interface AssemblyPrerendersDto {
  assemblies: AssemblyPrerenderDto[];
}

export const createExportBodySchema = z
  .object({
    entityType: z.enum(EXPORT_ENTITY_TYPES),
    entityIds: z.array(idSchema).min(1).max(EXPORT_MAX_ENTITIES),
    /** Creatives belong to a campaign: required for them. */
    campaignId: idSchema.optional(),
    destination: destinationSchema,
  })
  .refine((b) => b.entityType !== 'creative' || b.campaignId, { message: 'Required for creatives', path: ['campaignId'] })
  .refine((b) => b.entityType !== 'asset' || b.destination.type === 'cloud', { message: 'Assets are already in the asset library', path: ['destination'] });
export type CreateExportBody = z.infer<typeof createExportBodySchema>;

export const exportsQuerySchema = z.object({
  entityType: z.enum(EXPORT_ENTITY_TYPES).optional(),
  campaignId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const exportIdParamsSchema = z.object({ id: idSchema });

export interface ExportItemDto {
  entityId: string;
  name: string;
  /** 002 9 destination status. */
  status: DestinationStatus;
  /** Where it went: the object key in the cloud storage, or the asset id in the library. */
  target: string | null;
  error: string | null;
}
export interface ExportDto {
  _id: string;
  entityType: ExportEntityType;
  campaignId: string | null;
  destination: { type: 'cloud'; nodeId: string; name: string } | { type: 'library'; name: string };
  /** 002 9 cloud export job status. */
  status: CloudExportJobStatus;
  items: ExportItemDto[];
  createdAt: number;
  createdBy: string;
}
export interface ExportDestinationDto {
  nodeId: string;
  nodeName: string;
  storageName: string;
  bucket: string;
  folder: string | null;
}

/** Where a creative's prerendered HTML5 bundle lives (002 9 html-prerendered/{variationId}). */
export const prerenderedPrefix = (partnerId: string, campaignId: string, creativeId: string) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/html-prerendered/${creativeId}`;
/** Where an assembly bundle (one per template) lives: beside the creatives', under the template's id. */
export const assemblyPrefix = (partnerId: string, campaignId: string, templateId: string) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/html-prerendered/assembly-${templateId}`;
/** A file name safe in any bucket and zip tool: letters, digits, dot, dash, underscore. */
export const safeExportName = (name: string) => name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'creative';

const prerenderBase = {
  /** The render job (functions/renders: kind 'prerender'). */
  jobId: z.string().min(1),
  partnerId: idSchema,
  campaignId: idSchema,
  userId: z.string().min(1),
  /** When the prerender is the first step of an export, the export that follows it. */
  exportId: idSchema.optional(),
};
export const prerenderSingleMessageSchema = z.object({ ...prerenderBase, creativeIds: z.array(idSchema).length(1) });
export const prerenderBulkMessageSchema = z.object({ ...prerenderBase, creativeIds: z.array(idSchema).min(1).max(EXPORT_MAX_ENTITIES) });
export const prerenderAssemblyMessageSchema = z.object({ ...prerenderBase, templateIds: z.array(idSchema).min(1).max(50) });

const prerenderResult = z.object({
  /** A creative id, or a template id for an assembly. */
  id: idSchema,
  key: z.string().optional(),
  error: z.string().optional(),
});
export const prerenderReturnMessageSchema = z.object({
  ...prerenderBase,
  kind: z.enum(['single', 'bulk', 'assembly']),
  results: z.array(prerenderResult),
  /** The job was cancelled between items: what was done stays, nothing follows. */
  cancelled: z.boolean().optional(),
});
export type PrerenderReturnMessage = z.infer<typeof prerenderReturnMessageSchema>;

export const cloudSyncExportMessageSchema = z.object({ exportId: idSchema, partnerId: idSchema });
export const cloudSyncExportReturnMessageSchema = z.object({
  exportId: idSchema,
  partnerId: idSchema,
  results: z.array(z.object({ entityId: idSchema, status: z.enum(['success', 'failed']), target: z.string().optional(), error: z.string().optional() })),
});
export type CloudSyncExportReturnMessage = z.infer<typeof cloudSyncExportReturnMessageSchema>;

/** ws-event of an export's progress to the user who asked (source 'export'). */
export const EXPORT_PROGRESS_EVENT = 'export-progress';
