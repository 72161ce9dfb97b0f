/** Contracts of the business-node calls (001 7 'Business nodes'). */
import * as z from 'zod';
import {
  BUSINESS_NODE_NAME_MAX_LENGTH,
  BUSINESS_NODE_TYPES,
  PUBLISHING_TEXT_PROPERTIES,
  PUBLISHING_TOKEN_PROPERTIES,
  PUBLISHING_VALUE_MAX_LENGTH,
} from '../constants';
import { MIGRATION_ENTITIES } from '../domain/business-nodes';
import { isTimeZone } from '../domain/time-zones';
import { MESSAGES } from '../messages';
import { ROLES } from '../domain/roles';
import { idSchema, typedName } from './common';
import type { NodeStorageSummaryDto } from './node-storage';

export const nodeIdParamsSchema = z.object({ id: idSchema });
export const nodeTokenParamsSchema = z.object({ id: idSchema, token: z.enum(PUBLISHING_TOKEN_PROPERTIES) });

export const nodeNameSchema = typedName(z.string().min(1, 'Name is required').max(BUSINESS_NODE_NAME_MAX_LENGTH));

/** A market's IANA time zone (Europe/Berlin); anything else is refused with a clear message. */
export const timeZoneSchema = z.string({ error: MESSAGES.invalidTimeZone }).trim().refine(isTimeZone, MESSAGES.invalidTimeZone);

/** GET business-nodes: partnerId is the current partner; withCloudStorages belongs to the cloud-connector part. */
export const listNodesQuerySchema = z.object({ partnerId: idSchema.optional(), withCloudStorages: z.string().optional() });

/** POST node: parentId, name, type, marketId (and partnerId). A missing parentId makes a root node. */
export const createNodeBodySchema = z.object({
  parentId: idSchema.nullish(),
  name: nodeNameSchema,
  type: z.enum(BUSINESS_NODE_TYPES),
  marketId: idSchema.nullish(),
  partnerId: idSchema.optional(),
  /** Market nodes only: their IANA time zone (the country's zone, from the name, when absent). */
  timeZone: timeZoneSchema.optional(),
});
export type CreateNodeBody = z.infer<typeof createNodeBodySchema>;

/** PUT node: name, and for a market node its IANA time zone (left out: unchanged; null: back to its country's). */
export const renameNodeBodySchema = z.object({ name: nodeNameSchema, timeZone: timeZoneSchema.nullish() });

/** PUT node: subscribers (the whole list of user ids). */
export const subscribersBodySchema = z.object({ subscribers: z.array(idSchema).max(1000) });

export interface NodeDto {
  _id: string;
  name: string;
  type: (typeof BUSINESS_NODE_TYPES)[number];
  parentId: string | null;
  marketId: string | null;
  /** Market nodes: the zone their schedules and flight dates are in (set, else the country's, else UTC). */
  timeZone?: string;
  /** Market nodes: whether that zone was set on the node (false: the country's default). */
  timeZoneSet?: boolean;
  allowed: boolean;
  readAllowed: boolean;
  writeAllowed: boolean;
  /** Only with withCloudStorages=true: the node's cloud-storage connection in short, or null. */
  cloudStorage?: NodeStorageSummaryDto | null;
  children: NodeDto[];
}

export interface NodeUserDto {
  _id: string;
  email: string;
  role: (typeof ROLES)[number];
  status: string;
}

/** GET {id}/subscribers: the node, its subscribers and the partner's users who could subscribe. */
export interface NodeSubscribersDto {
  node: { _id: string; name: string; type: NodeDto['type']; writeAllowed: boolean };
  subscribers: NodeUserDto[];
  candidates: NodeUserDto[];
}

const textValue = z.string().trim().max(PUBLISHING_VALUE_MAX_LENGTH).nullish();
const tokenValue = z.string().trim().min(1).max(PUBLISHING_VALUE_MAX_LENGTH).optional();

/**
 * PUT publishing: the text properties as given (empty or null clears one); a token is set when sent and removed when
 * its remove flag is true; a token left out stays as it is. Tokens never come back.
 */
export const publishingBodySchema = z.object({
  ...Object.fromEntries(PUBLISHING_TEXT_PROPERTIES.map((k) => [k, textValue])) as Record<(typeof PUBLISHING_TEXT_PROPERTIES)[number], typeof textValue>,
  ...Object.fromEntries(PUBLISHING_TOKEN_PROPERTIES.map((k) => [k, tokenValue])) as Record<(typeof PUBLISHING_TOKEN_PROPERTIES)[number], typeof tokenValue>,
  remove: z.partialRecord(z.enum(PUBLISHING_TOKEN_PROPERTIES), z.boolean()).optional(),
});
export type PublishingBody = z.infer<typeof publishingBodySchema>;

/** GET publishing: text properties, and each token only as a mask ('••••abcd') or null when none is set. */
export type PublishingDto = { nodeId: string; nodeName: string } & Record<(typeof PUBLISHING_TEXT_PROPERTIES)[number], string | null> &
  Record<(typeof PUBLISHING_TOKEN_PROPERTIES)[number], string | null>;

/** POST check-for-migration-conflicts and migrate-*-to: the node to move to; the check also names what to move. */
export const migrationBodySchema = z.object({
  targetNodeId: idSchema,
  entities: z.array(z.enum(MIGRATION_ENTITIES)).min(1).default([...MIGRATION_ENTITIES]),
});

export interface MigrationCheckDto {
  conflicts: { code: string; message: string }[];
  counts: Record<(typeof MIGRATION_ENTITIES)[number], number>;
}

export interface MigrationResultDto {
  moved: number;
}

/** GET business-nodes/available-channels?nodeId: the platform/channel pairs and whether the node can publish each. */
export const availableChannelsQuerySchema = z.object({ partnerId: idSchema.optional(), nodeId: idSchema });
export interface AvailableChannelDto {
  platform: string;
  channel: string;
  available: boolean;
  /** The node whose publishing settings make it available (the node itself or an ancestor). */
  configuredOnNodeId: string | null;
}

/** GET business-nodes/allowed-campaigns and allowed-analyze-campaigns: the caller's campaigns, briefly. */
export interface AllowedCampaignDto {
  _id: string;
  name: string;
  businessNodeId: string;
  platform: string;
  status: 'active' | 'archived' | 'deleted';
}

/** GET business-nodes/initial/{id}: the node and the nodes above it, root first, as the caller may see them. */
export interface InitialNodeDto {
  _id: string;
  name: string;
  type: string;
  parentId: string | null;
  allowed: boolean;
}
