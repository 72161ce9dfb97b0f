/**
 * Contracts of the storyboard calls (002 7 'Storyboards', paths verbatim under /assets/concepts/{id}/storyboards).
 * The spec's multipart bodies (create, edit with files, import) are adapted to presigned uploads: the call names the
 * files and answers where the browser puts each one; a second call (ours) confirms the upload and queues its work.
 */
import * as z from 'zod';
import { ASSET_MAX_BYTES, STORYBOARD_VERSION_MAX_FILES } from '../constants';
import { STORYBOARD_TYPES, type FrameKind, type StoryboardType } from '../domain/storyboards';
import { MESSAGES } from '../messages';
import { idSchema, typedName } from './common';

const STORYBOARD_NAME_MAX_LENGTH = 128;

export const storyboardNameSchema = typedName(z.string().min(1, MESSAGES.required).max(STORYBOARD_NAME_MAX_LENGTH));

export const conceptParamsSchema = z.object({ id: idSchema });
export const storyboardParamsSchema = z.object({ id: idSchema, sid: idSchema });
export const storyboardVersionParamsSchema = z.object({ id: idSchema, sid: idSchema, vid: idSchema });
export const storyboardImportParamsSchema = z.object({ id: idSchema, importId: idSchema });

const fileSchema = z.object({
  name: typedName(z.string().min(1).max(255)),
  size: z.number().int().min(1).max(ASSET_MAX_BYTES, MESSAGES.assetTooLarge),
  type: z.string().max(200).optional(),
});

/** One upload = one version: at least one file ('Version is required', 002 5). */
const versionFilesSchema = z.array(fileSchema, { error: MESSAGES.versionRequired }).min(1, MESSAGES.versionRequired).max(STORYBOARD_VERSION_MAX_FILES);

/** POST .../storyboards: a storyboard and its first version. The type is resolved by storyboardType (unknown -> image). */
export const createStoryboardBodySchema = z.object({
  name: storyboardNameSchema,
  type: z.string().max(40).optional(),
  files: versionFilesSchema,
});
export type CreateStoryboardBody = z.input<typeof createStoryboardBodySchema>;

/** PUT .../storyboards/{sid}: rename, retype, and with files a new version. */
export const editStoryboardBodySchema = z.object({
  name: storyboardNameSchema.optional(),
  type: z.string().max(40).optional(),
  files: versionFilesSchema.optional(),
});
export type EditStoryboardBody = z.input<typeof editStoryboardBodySchema>;

/** PUT .../storyboards: the order, as the list of storyboards with their sortIndex (assigned on the client, 002 3). */
export const saveStoryboardOrderBodySchema = z
  .array(z.object({ _id: idSchema, sortIndex: z.number().int().min(0).max(10_000) }).loose())
  .min(1)
  .max(1000);
export type SaveStoryboardOrderBody = z.input<typeof saveStoryboardOrderBodySchema>;

/** POST .../storyboards/{sid}/approve: optional versionId (the latest version when absent). */
export const approveStoryboardBodySchema = z.object({ versionId: idSchema.optional() }).optional().default({});

/** POST .../storyboards/import: the file to import (a PDF or a zip, see shared/domain/storyboards.ts). */
export const startStoryboardImportBodySchema = z.object({ name: typedName(z.string().min(1).max(255)), size: fileSchema.shape.size });
export type StartStoryboardImportBody = z.input<typeof startStoryboardImportBodySchema>;

export const STORYBOARD_VERSION_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type StoryboardVersionStatus = (typeof STORYBOARD_VERSION_STATUSES)[number];

export interface StoryboardAssetDto {
  _id: string;
  name: string;
  kind: FrameKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** Presigned reads (null while the file is not processed). */
  url: string | null;
  thumbnailUrl: string | null;
}

export interface StoryboardApprovalDto {
  userId: string;
  name: string;
  at: number;
}

export interface StoryboardVersionDto {
  _id: string;
  version: number;
  status: StoryboardVersionStatus;
  message: string | null;
  assets: StoryboardAssetDto[];
  approvals: StoryboardApprovalDto[];
  createdBy: string;
  createdAt: number;
}

export interface StoryboardDto {
  _id: string;
  conceptId: string;
  partnerId: string;
  name: string;
  type: StoryboardType;
  sortIndex: number;
  /** The newest version that finished processing (its number), or null. */
  latestVersion: number | null;
  /** Its latest version has a final approval. */
  approved: boolean;
  versions: StoryboardVersionDto[];
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoryboardUploadTarget {
  assetId: string;
  name: string;
  url: string;
}

/** The answer of create and of an edit with files: the storyboard and where to put each file of the new version. */
export interface StoryboardUploadDto {
  storyboard: StoryboardDto;
  versionId: string | null;
  uploads: StoryboardUploadTarget[];
}

export interface ApproveStoryboardDto {
  storyboard: StoryboardDto;
  conceptStatus: string;
}

export interface StoryboardUserDto {
  _id: string;
  name: string;
  email: string;
  role: string;
  /** Final for managers and top admins, Interim for the others (002 3 'Campaign approval tag'). */
  approval: 'Final' | 'Interim';
}

export const STORYBOARD_IMPORT_STATUSES = ['uploading', 'processing', 'done', 'failed'] as const;
export interface StoryboardImportDto {
  _id: string;
  name: string;
  status: (typeof STORYBOARD_IMPORT_STATUSES)[number];
  message: string | null;
  storyboardIds: string[];
  url?: string;
}

/** The queue storyboard-process: a version's frames (thumbnails, video probe and poster) or an import file. */
export const storyboardProcessMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('version'), storyboardId: idSchema, versionId: idSchema, userId: z.string().min(1) }),
  z.object({ kind: z.literal('import'), importId: idSchema, userId: z.string().min(1) }),
]);
export type StoryboardProcessMessage = z.infer<typeof storyboardProcessMessageSchema>;

/** ws-events of source 'storyboards'. */
export const storyboardProcessedEventSchema = z.object({
  conceptId: idSchema,
  storyboardId: idSchema,
  versionId: idSchema,
  status: z.enum(STORYBOARD_VERSION_STATUSES),
  message: z.string().nullable(),
});
export type StoryboardProcessedEvent = z.infer<typeof storyboardProcessedEventSchema>;
export const storyboardImportedEventSchema = z.object({
  conceptId: idSchema,
  importId: idSchema,
  status: z.enum(STORYBOARD_IMPORT_STATUSES),
  message: z.string().nullable(),
});
export type StoryboardImportedEvent = z.infer<typeof storyboardImportedEventSchema>;

export { STORYBOARD_TYPES };
