/**
 * Creatives and approvals (001 7 'Creatives and approvals', 002 7 'Creatives approvals', 001 3 'Campaign approval tag',
 * 'Variation', 001 4 'Creative statuses', 'Creative approval', 002 4 'Variation approval'), plus ours: the approval
 * trail per creative and as CSV ('an enforced approval gate with a full audit trail').
 *
 * A creative is a variant format of a self-service campaign's personalize tree (its id is the variant format id) or,
 * on a managed-service campaign, a variation. Approvals are tied to the creative's exact content version
 * (`creativeVersion`): an edit makes a new version, so an earlier approval no longer counts (and a revoke record is
 * appended). The trail is append-only: no call edits or deletes a record.
 */
import * as z from 'zod';
import { commaList, idSchema } from './common';

/* ---------------------------------------------------------------- shared values ---------------------------------- */

/** 001 4 'Creative statuses' (002 4 the same without archived). */
export const CREATIVE_STATUSES = ['live', 'publishing', 'scheduled', 'error', 'rejected', 'interimRejected', 'interimApproved', 'unapproved', 'approved', 'archived'] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

/** 001 2 creatives view modes; which role may use which is 001 6 'Creative view' (shared/domain/approvals.ts viewModesOf). */
export const VIEW_MODES = ['client', 'admin'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** 001 3 'Campaign approval tag' type: Final for manager and top admins, Interim for the others. */
export const APPROVAL_TAG_TYPES = ['Final', 'Interim'] as const;
export type ApprovalTagType = (typeof APPROVAL_TAG_TYPES)[number];

/** 001 3 'Campaign approval tag': userId, name, email, type. */
export const approvalTagSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), type: z.enum(APPROVAL_TAG_TYPES) });
export type ApprovalTag = z.infer<typeof approvalTagSchema>;

/** 002 3 'Variation' approval status values. */
export const VARIATION_APPROVAL_STATUSES = ['nonApproved', 'interimApproved', 'clientApproved'] as const;
export type VariationApprovalStatus = (typeof VARIATION_APPROVAL_STATUSES)[number];

/** The approval toggle per creative (001 4): -1 rejected, 0 neutral, 1 approved. */
export const APPROVAL_TOGGLE_VALUES = [-1, 0, 1] as const;
export type ApprovalToggle = (typeof APPROVAL_TOGGLE_VALUES)[number];

/* ---------------------------------------------------------------- the approval trail ------------------------------ */

/** What one record says happened (append-only; 'revoke' = an edit after approval, or an approver taking theirs back). */
export const APPROVAL_RECORD_KINDS = ['approve', 'reject', 'revoke', 'request'] as const;
export type ApprovalRecordKind = (typeof APPROVAL_RECORD_KINDS)[number];
export const APPROVAL_LEVELS = ['interim', 'final'] as const;
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];
/** What a record is about: a variant format (self service), a variation (managed service), or the campaign (a request). */
export const APPROVAL_SUBJECTS = ['variantFormat', 'variation', 'campaign'] as const;
export type ApprovalSubject = (typeof APPROVAL_SUBJECTS)[number];
/**
 * Why a revoke happened: 'withdrawn' (an approver took their own decision back), or the creative's content changed,
 * which takes every decision on the replaced version back: 'edit' (a user's edit in personalize), 'template' (the
 * template moved to a new version or generation), 'feed' (a live feed's approved rows changed its values).
 */
export const REVOKE_CAUSES = ['edit', 'withdrawn', 'template', 'feed'] as const;
export type RevokeCause = (typeof REVOKE_CAUSES)[number];

export const approvalRecordSchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  /** The creative (variant format id or variation id); the campaign's id for a request. */
  creativeId: z.string(),
  subject: z.enum(APPROVAL_SUBJECTS),
  /** The creative's name when the record was written (template name and variant name, or the variation's). */
  creativeName: z.string(),
  treeId: z.string().optional(),
  variantId: z.string().optional(),
  /** The exact content version the record is about ('' for a request). */
  version: z.string(),
  /** 1 for the first version the trail names, 2 for the next... (computed when read; 0 for a request). */
  versionNumber: z.number().int(),
  kind: z.enum(APPROVAL_RECORD_KINDS),
  level: z.enum(APPROVAL_LEVELS),
  /** A revoke's cause (REVOKE_CAUSES). */
  cause: z.enum(REVOKE_CAUSES).optional(),
  /** A revoke by a template or feed change: the template's or the feed's name. */
  causeName: z.string().optional(),
  /** A revoke by a template change: the template's new version. */
  causeVersion: z.number().int().optional(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  role: z.string(),
  /** ISO 8601. */
  at: z.string(),
  comment: z.string().optional(),
});
export type ApprovalRecordDto = z.infer<typeof approvalRecordSchema>;

/* ---------------------------------------------------------------- creatives (self service) ----------------------- */

export const campaignIdParamsSchema = z.object({ id: idSchema });

/**
 * GET /campaigns/{id}/creatives?treeId&viewmode (001 7). Without treeId: the campaign's first tree. Without viewmode:
 * the caller's default (admin when their role has it, else client); a view mode the role does not have answers 403.
 * The client view leaves archived creatives out. page/pageSize are ours (a tree may hold 40,000 creatives).
 */
export const creativesQuerySchema = z.object({
  treeId: idSchema.optional(),
  viewmode: z.enum(VIEW_MODES).optional(),
  /** Only creatives with one of these statuses (comma separated). */
  statuses: commaList(z.enum(CREATIVE_STATUSES), CREATIVE_STATUSES.length).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type CreativesQuery = z.input<typeof creativesQuerySchema>;

export const creativeSchema = z.object({
  /** The variant format id. */
  _id: z.string(),
  treeId: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  templateId: z.string(),
  /** 001 3 'Variant format' name, shortName (size), format (orientation on Meta, else the size). */
  name: z.string(),
  shortName: z.string(),
  format: z.string(),
  /** 001 3 'Variant format' version and generation: the template's. */
  version: z.number(),
  generation: z.number(),
  /** The exact content version approvals are tied to (changes with every edit of the creative). */
  creativeVersion: z.string(),
  status: z.enum(CREATIVE_STATUSES),
  /** Final approval of the current version, not revoked (the gate). */
  approved: z.boolean(),
  rejected: z.boolean(),
  archived: z.boolean(),
  /** The approval tags of the current version (001 3), one per user, the latest decision of each who approved. */
  approvals: z.object({ users: z.array(approvalTagSchema) }),
  /** The caller's own toggle on the current version: -1 rejected, 0 neutral, 1 approved. */
  toggle: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** The variant's toggle and live state (for the live / scheduled statuses). */
  variantEnabled: z.boolean(),
  isFallback: z.boolean(),
  /** 001 4 'Render and screenshot status' of its screenshot, and where to see it (user-content origin, null until made). */
  screenshotRenderStatus: z.enum(['unrendered', 'progress', 'finished', 'error']),
  screenshotUrl: z.string().nullable(),
  /** The template's player on the user-content origin (null without a ready version); put the values in its fragment as personalize's preview does. */
  previewUrl: z.string().nullable(),
  /** Field values shown beside the preview. */
  dynamicElements: z.record(z.string(), z.object({ value: z.string(), type: z.string().optional() })),
});
export type Creative = z.infer<typeof creativeSchema>;

export const creativesResponseSchema = z.object({
  /** The tree shown (null when the campaign has no tree yet) and every tree of the campaign (the tree picker). */
  treeId: z.string().nullable(),
  trees: z.array(z.object({ _id: z.string(), platform: z.string(), format: z.string() })),
  viewmode: z.enum(VIEW_MODES),
  /** What the caller's role may do here (001 6): view modes, and whether they approve interim, final or both. */
  viewModes: z.array(z.enum(VIEW_MODES)),
  approvalLevels: z.array(z.enum(APPROVAL_LEVELS)),
  /** The level the caller's tags carry by default (001 3: Final for manager and top admins, Interim for others). */
  defaultLevel: z.enum(APPROVAL_LEVELS),
  creatives: z.array(creativeSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The campaign's approval requests (001 3 'Campaign' notifications), epoch ms or null. */
  notifications: z.object({ finalApprovalRequestedAt: z.number().nullable(), interimApprovalRequestedAt: z.number().nullable() }),
});
export type CreativesResponse = z.infer<typeof creativesResponseSchema>;

/** GET /campaigns/{id}/creatives/count (001 7): all trees, or one with treeId; per status too. */
export const creativesCountQuerySchema = z.object({ treeId: idSchema.optional(), viewmode: z.enum(VIEW_MODES).optional() });
export const creativesCountResponseSchema = z.object({
  count: z.number(),
  statuses: z.record(z.enum(CREATIVE_STATUSES), z.number()),
});
export type CreativesCount = z.infer<typeof creativesCountResponseSchema>;

const creativeIds = z.array(idSchema).max(1000);

/**
 * PATCH /campaigns/{id}/creatives/approvals (001 7): the toggles saved as approvals (1), rejections (-1) and the final
 * flag; `neutral` (ours) takes the caller's own decision back (toggle 0). `versions` (ours, optional): the
 * creativeVersion the caller saw per creative; a creative edited since answers 409 and nothing is saved. `final`
 * omitted: the caller's default level. A level the caller's role does not give answers 403.
 */
export const creativesApprovalsSchema = z
  .object({
    treeId: idSchema,
    approvals: creativeIds.default([]),
    rejections: creativeIds.default([]),
    neutral: creativeIds.default([]),
    final: z.boolean().optional(),
    comment: z.string().trim().max(2000).optional(),
    versions: z.record(idSchema, z.string().max(80)).optional(),
  })
  .refine((b) => b.approvals.length + b.rejections.length + b.neutral.length > 0, { message: 'Wrong params', path: ['approvals'] })
  .refine((b) => new Set([...b.approvals, ...b.rejections, ...b.neutral]).size === b.approvals.length + b.rejections.length + b.neutral.length, {
    message: 'Wrong params',
    path: ['rejections'],
  });
export type CreativesApprovalsRequest = z.input<typeof creativesApprovalsSchema>;
export const creativesApprovalsResponseSchema = z.object({ creatives: z.array(creativeSchema) });

/* ---------------------------------------------------------------- variations (managed service) ------------------- */

/** PUT /campaigns/{id}/variations/approvals (002 7): approve and reject lists (variation ids) and the final flag. */
export const variationsApprovalsSchema = z
  .object({
    approve: creativeIds.default([]),
    reject: creativeIds.default([]),
    neutral: creativeIds.default([]),
    final: z.boolean().optional(),
    comment: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.approve.length + b.reject.length + b.neutral.length > 0, { message: 'Wrong params', path: ['approve'] })
  .refine((b) => new Set([...b.approve, ...b.reject, ...b.neutral]).size === b.approve.length + b.reject.length + b.neutral.length, {
    message: 'Wrong params',
    path: ['reject'],
  });
export type VariationsApprovalsRequest = z.input<typeof variationsApprovalsSchema>;

/** GET /campaigns/{id}/variations/full|list/{channel}/{formats}: channel social, video, display or all; formats comma separated or all. */
export const VARIATION_CHANNELS = ['social', 'video', 'display', 'all'] as const;
export const variationsByChannelParamsSchema = z.object({
  id: idSchema,
  channel: z.enum(VARIATION_CHANNELS),
  formats: z
    .string()
    .max(2000)
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(z.string().min(1).max(60)).min(1).max(100)),
});

export const variationApprovalSchema = z.object({
  _id: z.string(),
  hash: z.string(),
  name: z.string(),
  size: z.string(),
  format: z.string(),
  version: z.number(),
  generation: z.number(),
  channels: z.array(z.string()),
  formats: z.array(z.string()),
  /** The exact content version approvals are tied to. */
  creativeVersion: z.string(),
  approvals: z.object({ users: z.array(approvalTagSchema) }),
  approved: z.boolean(),
  rejected: z.boolean(),
  approvalStatus: z.enum(VARIATION_APPROVAL_STATUSES),
  status: z.enum(CREATIVE_STATUSES),
  toggle: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  previewUrl: z.string().nullable(),
});
export type VariationApproval = z.infer<typeof variationApprovalSchema>;

/** The users of variations/full (admins): who may approve this campaign's creatives, with the tag type they give. */
export const approverSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string(), type: z.enum(APPROVAL_TAG_TYPES) });
export type Approver = z.infer<typeof approverSchema>;
export const variationsFullResponseSchema = z.object({ variations: z.array(variationApprovalSchema), users: z.array(approverSchema) });
export const variationsListResponseSchema = z.object({ variations: z.array(variationApprovalSchema) });
export const variationsApprovalsResponseSchema = z.object({ variations: z.array(variationApprovalSchema) });

/* ---------------------------------------------------------------- request approval -------------------------------- */

/**
 * POST /campaigns/{id}/request-approval (001 7: userIds, watcherIds in another reading, and isFinal). Either name is
 * accepted; the users must be able to open the campaign. Records finalApprovalRequestedAt or interimApprovalRequestedAt,
 * mails them and notifies them ('{Final|Interim} approval requested').
 */
export const requestApprovalSchema = z
  .object({
    watcherIds: z.array(idSchema).min(1).max(100).optional(),
    userIds: z.array(idSchema).min(1).max(100).optional(),
    isFinal: z.boolean(),
    comment: z.string().trim().max(2000).optional(),
  })
  .refine((b) => Boolean(b.watcherIds ?? b.userIds), { message: 'Wrong params', path: ['watcherIds'] })
  .transform((b) => ({ watcherIds: [...new Set(b.watcherIds ?? b.userIds ?? [])], isFinal: b.isFinal, comment: b.comment }));
export type RequestApprovalRequest = z.input<typeof requestApprovalSchema>;
export const requestApprovalResponseSchema = z.object({
  notified: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  notifications: z.object({ finalApprovalRequestedAt: z.number().nullable(), interimApprovalRequestedAt: z.number().nullable() }),
});

/* ---------------------------------------------------------------- trail reads (ours) ------------------------------ */

/** GET /campaigns/{id}/creatives/{creativeId}/approval-trail: the creative's records (and the campaign's requests), oldest first. */
export const approvalTrailParamsSchema = z.object({ id: idSchema, creativeId: idSchema });
export const approvalTrailResponseSchema = z.object({
  creativeId: z.string(),
  subject: z.enum(APPROVAL_SUBJECTS),
  /** The creative's current version and its number in the trail. */
  currentVersion: z.string(),
  currentVersionNumber: z.number().int(),
  /** The gate: the current version has a final approval not revoked. */
  finalApproved: z.boolean(),
  records: z.array(approvalRecordSchema),
});
export type ApprovalTrail = z.infer<typeof approvalTrailResponseSchema>;

/**
 * GET /campaigns/{id}/approval-trail.csv: every record of the campaign, oldest first, as text/csv (attachment), with
 * the columns below (cells starting with = + - @ prefixed with a quote).
 */
export const approvalTrailCsvQuerySchema = z.object({ treeId: idSchema.optional() });
export const APPROVAL_TRAIL_CSV_COLUMNS = ['At', 'Creative', 'Creative id', 'Variant id', 'Version', 'Version number', 'Action', 'Level', 'User', 'Email', 'Role', 'Comment', 'Cause'] as const;
