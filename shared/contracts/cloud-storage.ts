/**
 * Contracts of the cloud connector (001 3 'Cloud storage config', 001 7 'Cloud storage'). One storage type so far:
 * Amazon S3 and S3-compatible stores. The secret key is write-only: sent to set or replace it, never answered.
 */
import * as z from 'zod';
import { DEFAULT_CLOUD_REGION } from '../constants';
import { idSchema, typedName } from './common';

export const STORAGE_TYPES = ['S3'] as const;

const optionalText = (max: number) =>
  z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

export const s3ConnectionConfigSchema = z.object({
  bucket: z.string().trim().min(3, 'Required').max(63).regex(/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/, 'Not a valid bucket name'),
  region: z.string().trim().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'Not a valid region').default(DEFAULT_CLOUD_REGION),
  /** An S3-compatible endpoint (http or https); empty for Amazon S3 itself. */
  endpoint: optionalText(300).refine((v) => !v || /^https?:\/\/[^\s/]+(\/.*)?$/.test(v), 'Please enter a valid URL'),
  prefix: optionalText(300),
  accessKeyId: z.string().trim().min(1, 'Required').max(128),
  /** Write-only: sent to set or replace the key; omitted to keep the stored one. */
  secretAccessKey: z.string().min(1).max(256).optional(),
});

/** The server-only fields of 001 3 are dropped before saving: whatever a client sends for them is ignored. */
const SERVER_ONLY = ['_id', '__v', 'partnerId', 'isConnected', 'error'] as const;
const stripServerOnly = (value: unknown) => {
  if (!value || typeof value !== 'object') return value;
  const copy = { ...(value as Record<string, unknown>) };
  for (const key of SERVER_ONLY) delete copy[key];
  return copy;
};

export const cloudStorageInputSchema = z.preprocess(
  stripServerOnly,
  z.object({
    name: typedName(z.string().min(1, 'Required').max(100)),
    storageType: z.enum(STORAGE_TYPES),
    connectionConfig: s3ConnectionConfigSchema,
    /** Removes the stored secret key. */
    removeSecret: z.boolean().optional(),
  }),
);
export type CloudStorageInput = z.output<typeof cloudStorageInputSchema>;

export const testConnectionRequestSchema = z.object({
  storageType: z.enum(STORAGE_TYPES),
  connectionConfig: s3ConnectionConfigSchema.extend({ secretAccessKey: z.string().min(1, 'Required').max(256) }),
});

export const testConnectionResultSchema = z.object({ isConnected: z.boolean(), error: z.string().optional() });
export type TestConnectionResult = z.infer<typeof testConnectionResultSchema>;

export const cloudStorageSchema = z.object({
  _id: idSchema,
  partnerId: idSchema,
  name: z.string(),
  storageType: z.enum(STORAGE_TYPES),
  connectionConfig: s3ConnectionConfigSchema.omit({ secretAccessKey: true }).extend({
    /** The stored key, masked ('••••abcd'), or null when none is stored. */
    secretAccessKey: z.string().nullable(),
  }),
  isConnected: z.boolean(),
  error: z.string().optional(),
  updatedAt: z.number(),
});
export type CloudStorage = z.infer<typeof cloudStorageSchema>;

export const cloudStorageListQuerySchema = z.object({ partnerId: idSchema.optional(), fullPayload: z.enum(['true', 'false']).optional() });
export const cloudStorageIdParamsSchema = z.object({ id: idSchema });
