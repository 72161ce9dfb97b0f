/**
 * Contracts of the campaign calls (001 3 'Campaign', 'Pending operation'; 001 7 'Campaigns'; 000 7.3 campaign assets).
 * The spec names the calls but not their paths or bodies for list, get and update: ours, under /campaigns.
 */
import * as z from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../constants';
import { AD_SERVER_DELIVERIES, META_DELIVERIES, PERSONALISATION_TYPES } from '../domain/campaigns';
import { CAMPAIGN_MODES, CAMPAIGN_STATUSES, CAMPAIGN_VIEWS, type SettingsAccess } from '../domain/campaign-settings';
import { CHANNEL_KINDS, findFormat, PLATFORMS } from '../domain/concepts';
import { ROLES } from '../domain/roles';
import { MESSAGES } from '../messages';
import { uploadBatchSchema, uploadFileSchema } from './assets';
import { idSchema, typedName } from './common';

export const CAMPAIGN_NAME_MAX_LENGTH = 128;
/** Templates a campaign may choose: a settings change moves their in-use links in one transaction (limit 100 writes). */
const MAX_TEMPLATES = 40;
const MAX_FORMATS = 100;
const MAX_WATCHERS = 50;

export const campaignNameSchema = typedName(z.string().min(1, 'Required').max(CAMPAIGN_NAME_MAX_LENGTH));

/** A calendar day, YYYY-MM-DD. */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');
export const flightDatesSchema = z.object({ start: calendarDaySchema, end: calendarDaySchema });
export type FlightDates = z.infer<typeof flightDatesSchema>;

export const campaignPlatformSchema = z.enum(PLATFORMS);
export const campaignFormatSchema = z
  .object({ platform: z.enum(PLATFORMS), channel: z.enum(CHANNEL_KINDS), format: z.string().min(1).max(64) })
  .refine((f) => findFormat(f.platform, f.channel, f.format), { message: 'Unknown format', path: ['format'] });
export type CampaignFormat = z.infer<typeof campaignFormatSchema>;

/** 001 1: the ad server's delivery (sub-platform) and Meta's delivery. */
export const deliveriesSchema = z.object({
  adServer: z.enum(AD_SERVER_DELIVERIES).optional(),
  meta: z.enum(META_DELIVERIES).optional(),
});
export type Deliveries = z.infer<typeof deliveriesSchema>;

/** What a campaign stores as its settings (basic: flight dates, watchers; advanced: formats, templates, deliveries). */
export interface CampaignSettings {
  flightDates: FlightDates | null;
  watcherIds: string[];
  deliveries: Deliveries;
  formats: CampaignFormat[];
  templateIds: string[];
}

/** 001 3 'Campaign': publishing meta (integrations, supported channels, ads manager and ad server campaigns and sites). */
const externalRefSchema = z.object({ id: z.string().min(1).max(200), name: z.string().max(500) });
export const publishingMetaSchema = z.object({
  integrations: z.array(z.string().min(1).max(50)).max(20),
  supportedChannels: z.array(z.string().min(1).max(50)).max(20),
  adsManagerCampaigns: z.array(externalRefSchema).max(500),
  adServerCampaigns: z.array(externalRefSchema).max(500),
  adServerSites: z.array(externalRefSchema).max(500),
});
export type PublishingMeta = z.infer<typeof publishingMetaSchema>;

/** 001 3 'Pending operation': operationId, variants, column. */
export const pendingOperationSchema = z.object({
  operationId: z.string().min(1).max(100),
  variants: z.array(z.string().min(1).max(100)).max(10_000),
  column: z.string().max(200),
});
export type PendingOperation = z.infer<typeof pendingOperationSchema>;

/**
 * The caller's calendar day (flight dates are days in the caller's time zone; shared has no clock). The server uses it
 * when it is within a day of its own UTC date, otherwise its own date.
 */
const todaySchema = calendarDaySchema.optional();

/**
 * POST /campaigns (Idempotency-Key): from a ready concept with chosen approved templates (/concepts/{id}/campaign), or
 * without a concept (/campaigns/new). platform, deliveries and personalisation type default as 001 1 says when absent.
 */
export const createCampaignBodySchema = z.object({
  name: campaignNameSchema,
  businessNodeId: idSchema,
  conceptId: idSchema.optional(),
  templateIds: z.array(idSchema).max(MAX_TEMPLATES).default([]),
  platform: campaignPlatformSchema.optional(),
  formats: z.array(campaignFormatSchema).max(MAX_FORMATS).optional(),
  deliveries: deliveriesSchema.optional(),
  flightDates: flightDatesSchema,
  watcherIds: z.array(idSchema).max(MAX_WATCHERS).default([]),
  today: todaySchema,
});
export type CreateCampaignBody = z.input<typeof createCampaignBodySchema>;

/** PATCH /campaigns/{id}/settings: any subset; advanced fields (businessNodeId ... formats) are refused to a basic-only editor. */
export const campaignSettingsBodySchema = z
  .object({
    name: campaignNameSchema.optional(),
    flightDates: flightDatesSchema.optional(),
    watcherIds: z.array(idSchema).max(MAX_WATCHERS).optional(),
    businessNodeId: idSchema.optional(),
    conceptId: idSchema.optional(),
    templateIds: z.array(idSchema).max(MAX_TEMPLATES).optional(),
    platform: campaignPlatformSchema.optional(),
    deliveries: deliveriesSchema.optional(),
    formats: z.array(campaignFormatSchema).max(MAX_FORMATS).optional(),
    today: todaySchema,
  })
  .strict();
export type CampaignSettingsBody = z.input<typeof campaignSettingsBodySchema>;

/**
 * PUT /campaigns/{id}: the publishing meta the tools tab keeps (any subset) and the library assets selected for the
 * campaign (ids of assets the caller may see; once any is selected the market is fixed, 001 5).
 */
export const updateCampaignBodySchema = z
  .object({ publishing: publishingMetaSchema.partial().optional(), assets: z.array(idSchema).max(500).optional() })
  .strict();
export type UpdateCampaignBody = z.input<typeof updateCampaignBodySchema>;

/** PUT /campaigns/{id}/archive: archived (001 7). */
export const archiveCampaignBodySchema = z.object({ archived: z.boolean() });

export const campaignIdParamsSchema = z.object({ id: idSchema });
export const pendingOperationParamsSchema = z.object({ id: idSchema, operationId: z.string().min(1).max(100) });
export const campaignAssetParamsSchema = z.object({ id: idSchema, assetId: idSchema });

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'Page size is one of 10, 20, 30, 40');
const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(item).max(100));

/** GET /campaigns (and /campaigns/list-with-publishing): search, filters, view, pages (0-based), newest first. */
export const listCampaignsQuerySchema = z.object({
  partnerId: idSchema.optional(),
  search: z.string().max(CAMPAIGN_NAME_MAX_LENGTH).optional(),
  view: z.enum(CAMPAIGN_VIEWS).default('active'),
  /** Comma-separated values of each filter. */
  platform: csv(campaignPlatformSchema).optional(),
  businessNodeId: csv(idSchema).optional(),
  conceptId: csv(idSchema).optional(),
  mode: csv(z.enum(CAMPAIGN_MODES)).optional(),
  personalisationType: csv(z.enum(PERSONALISATION_TYPES)).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: pageSize.default(TABLE_DEFAULT_PAGE_SIZE),
});
export type ListCampaignsQuery = z.input<typeof listCampaignsQuerySchema>;

/** GET /campaigns/exists?name&excludeId: the name is unique per partner (001 5), case-insensitively. */
export const campaignExistsQuerySchema = z.object({
  partnerId: idSchema.optional(),
  name: z.string().min(1).max(CAMPAIGN_NAME_MAX_LENGTH + 1_000),
  excludeId: idSchema.optional(),
});

/**
 * POST /campaigns/{id}/template-assets?partnerId (000 7.3 'form: file'): files go straight to storage as the asset
 * library's do (architecture 'Data'): this call answers where to put each file (one presigned PUT, or part URLs above
 * the multipart threshold: the UploadTarget of the asset library), then POST
 * /campaigns/{id}/template-assets/{assetId}/complete with the parts' ETags makes it a campaign asset.
 */
export const templateAssetsBodySchema = z.object({ files: uploadBatchSchema(uploadFileSchema) });
export type TemplateAssetsBody = z.input<typeof templateAssetsBodySchema>;

/** GET /users/watchers?marketId&input&allowedRoles (001 7 'Users in this area'); allowedRoles comma-separated. */
export const watchersQuerySchema = z.object({
  partnerId: idSchema.optional(),
  marketId: idSchema,
  input: z.string().max(200).default(''),
  allowedRoles: csv(z.enum(ROLES)).optional(),
});

export interface CampaignAssetDto {
  _id: string;
  /** uploading until its complete call finds the file in storage. */
  status: 'uploading' | 'done';
  name: string;
  contentType: string;
  size: number;
  /** Key in the files bucket: v2/partners/{partnerId}/campaigns/{campaignId}/assets/{assetId}/{name}. */
  key: string;
  createdAt: number;
}

export interface CampaignListItemDto {
  _id: string;
  partnerId: string;
  name: string;
  businessNodeId: string;
  /** 001 3 'businessNodes': the campaign's market node, as a list. */
  businessNodes: string[];
  marketName: string | null;
  conceptId: string | null;
  platform: string;
  personalisationType: (typeof PERSONALISATION_TYPES)[number];
  mode: (typeof CAMPAIGN_MODES)[number];
  status: (typeof CAMPAIGN_STATUSES)[number];
  archived: boolean;
  deleted: boolean;
  qa: boolean;
  flightDates: FlightDates | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface CampaignDto extends CampaignListItemDto {
  settings: CampaignSettings;
  publishing: PublishingMeta;
  pendingOperations: PendingOperation[];
  resources: { datasource: { fileId: string; lastUpdate: number } | null };
  notifications: { finalApprovalRequestedAt: number | null; interimApprovalRequestedAt: number | null };
  /** Library assets selected for the campaign (their ids). */
  assets: string[];
  /** Files uploaded to the campaign itself (template-assets). */
  campaignAssets: CampaignAssetDto[];
  /** Build started (trees initialising or initialised): the market is then fixed. */
  inBuild: boolean;
  tabs: readonly string[];
}

export interface CampaignListDto<T = CampaignListItemDto> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  /** How many campaigns the caller may see in each view, whatever the search and filters. */
  counts: Record<(typeof CAMPAIGN_VIEWS)[number], number>;
}

export type CampaignWithPublishingDto = CampaignListItemDto & { publishing: PublishingMeta; deliveries: Deliveries };

export interface CampaignSettingsDto {
  name: string;
  flightDates: FlightDates | null;
  watcherIds: string[];
  /** The chosen watchers by id, named (the watchers search answers only users matching its input): unknown ids left out. */
  watchers: Pick<WatcherDto, '_id' | 'name' | 'email'>[];
  businessNodeId: string;
  conceptId: string | null;
  templateIds: string[];
  platform: string;
  deliveries: Deliveries;
  formats: CampaignFormat[];
  personalisationType: (typeof PERSONALISATION_TYPES)[number];
  mode: (typeof CAMPAIGN_MODES)[number];
  /** What the caller may change: 'advanced' (everything) or 'basic' (name, flight dates, watchers). */
  access: Exclude<SettingsAccess, 'none'>;
  /** Whether the market may change now, and why not (001 5). */
  marketChange: { allowed: boolean; reason: string | null };
}

/** PATCH settings answers the settings and the spec's toast text. */
export interface CampaignSettingsUpdatedDto {
  message: typeof MESSAGES.campaignSettingsUpdated;
  settings: CampaignSettingsDto;
}

export interface CampaignPublishingDto {
  campaignId: string;
  publishing: PublishingMeta;
  deliveries: Deliveries;
  platform: string;
}

export interface WatcherDto {
  _id: string;
  name: string;
  email: string;
  role: (typeof ROLES)[number];
}
