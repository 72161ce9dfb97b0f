/**
 * Contracts of a node's cloud-storage connection (001 3 'Business node' has cloud storage connections; 001 7 'GET,
 * POST, PUT, DELETE on a node's cloud-storage-connection'). One connection per node: a storage config of the same
 * partner and an optional folder inside it. Secrets never appear here: the storage shows only its masked key.
 */
import * as z from 'zod';
import { NODE_STORAGE_FOLDER_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { idSchema } from './common';
import { STORAGE_TYPES } from './cloud-storage';

/** A path prefix inside the storage: trimmed, empty means the storage's root; never absolute, never climbing up. */
export const nodeStorageFolderSchema = z
  .string()
  .trim()
  .max(NODE_STORAGE_FOLDER_MAX_LENGTH)
  .refine((v) => !v.startsWith('/'), MESSAGES.folderLeadingSlash)
  .refine((v) => !v.includes('..'), MESSAGES.folderParentSegment)
  .nullish()
  .transform((v) => (v ? v : undefined));

export const nodeStorageBodySchema = z.object({
  cloudStorageId: idSchema,
  folder: nodeStorageFolderSchema,
  isActive: z.boolean().default(true),
});
export type NodeStorageBody = z.input<typeof nodeStorageBodySchema>;

/** The storage a connection points at, as the cloud storage presenter shows it (key masked). */
export interface ConnectedStorageDto {
  _id: string;
  name: string;
  storageType: (typeof STORAGE_TYPES)[number];
  bucket: string;
  region: string;
  /** The stored secret key, masked ('••••abcd'), or null when none is stored. */
  secretAccessKey: string | null;
}

export interface NodeStorageConnectionDto {
  cloudStorageId: string;
  folder: string | null;
  isActive: boolean;
  /** Null when the storage config was deleted after the connection was made. */
  storage: ConnectedStorageDto | null;
}

/** GET/POST/PUT/DELETE cloud-storage-connection: the node and its connection (null when it has none). */
export interface NodeStorageDto {
  node: { _id: string; name: string };
  connection: NodeStorageConnectionDto | null;
}

/** GET business-nodes?withCloudStorages=true: each node's connection in short. */
export interface NodeStorageSummaryDto {
  cloudStorageId: string;
  name: string | null;
  folder: string | null;
  isActive: boolean;
}

/** GET {id}/available-cloud-storages: the partner's storage configs a node may connect to. */
export interface AvailableStorageDto {
  _id: string;
  name: string;
  storageType: (typeof STORAGE_TYPES)[number];
  bucket: string;
}
