/**
 * Contracts of the comment calls (001 7 'Comments', and 'Creatives and approvals' POST new-comments/variant), the
 * stored Comment of 001 3 as every call answers it, and the realtime event of a change.
 *
 * Paths (under /api; the spec names the calls, these paths are ours where it shows none):
 * - GET  /mentions?campaignId|conceptId&search              users who may be mentioned (exactly one of the two ids)
 * - Campaign comments (contexts Personalize, Creatives):
 *   GET    /campaigns/{id}/comments?entityIds=a,b&...        a page of threads on these entities (the panel)
 *   GET    /campaigns/{id}/comments/list?...                 a page of threads of the whole campaign (entityIds optional)
 *   POST   /campaigns/{id}/new-comments/list                 the same with the entity ids in the body (many variants)
 *   POST   /campaigns/{id}/new-comments/new                  create a comment or a reply
 *   POST   /campaigns/{id}/new-comments/attachments          where to upload attachment files (see below)
 *   POST   /campaigns/{id}/new-comments/variant              { entityIds } -> unresolved thread count per entity
 *   PATCH  /campaigns/{id}/new-comments/{commentId}/resolve  { resolved }
 *   DELETE /campaigns/{id}/new-comments/{commentId}          soft delete (author or admins)
 * - Concept comments (contexts StoryboardIndex, Storyboard, Template):
 *   GET    /concepts/{id}/comments?entityId&entityVersion&...   POST /concepts/{id}/comments
 *   DELETE /concepts/{id}/comments/{commentId}   PATCH /concepts/{id}/comments/{commentId}/resolved { resolved }
 *   POST   /concepts/{id}/comments/attachments
 * - Assembly comments (the assembly delivery type: comments on a campaign's variations, the topic is the campaign):
 *   POST /comments   PUT /comments/{id} (edit the text)   PUT /comments/resolve/{id} { resolve }
 *   GET  /comments/topic/{campaignId} -> { comments, variations }
 *
 * Attachments go straight to storage (presigned, as the asset library's uploads; architecture 'Data': bodies never
 * pass through the API), not as a multipart field: (1) POST .../attachments { files: [{ name, size, type }] } answers
 * a fresh `commentId` and per file { name, path, url } (path under
 * v2/partners/{partnerId}/campaigns/{campaignId}/comments/{commentId}/, or .../concepts/{conceptId}/comments/...);
 * (2) the browser PUTs each file to its url; (3) the create call sends `_id: commentId` and `attachments: [{ name,
 * path }]`. The create checks each file in storage: its type is read from the content (file-type) and must be one of
 * COMMENT_ATTACHMENT_MIME_TYPES, else 422 'Invalid file format' and nothing is stored. Answers carry a short-lived
 * download `url` per attachment (an attachment, never shown inline).
 *
 * Bodies are plain text (never HTML): the panel renders them as text, with the mentioned users' names highlighted.
 */
import * as z from 'zod';
import {
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENTS_MAX,
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_CONTEXTS,
  COMMENT_ENTITY_IDS_MAX,
  COMMENT_MENTIONS_MAX,
  COMMENT_PAGE_SIZE_DEFAULT,
  COMMENT_PAGE_SIZE_MAX,
  COMMENT_TIME_CODE_MAX_S,
  COMMENTED_ENTITY_TYPES,
} from '../domain/comments';
import { ROLES } from '../domain/roles';
import { MESSAGES } from '../messages';
import { commaList, idSchema, typedName } from './common';

/** A commented entity's id: a variant, tree, storyboard or template id (24 hex), or another key of letters and digits. */
export const entityIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Must be an entity id');

export const commentUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) });
export type CommentUser = z.infer<typeof commentUserSchema>;

/** A point on the creative, relative to its width and height (0 to 1 each), so it holds at any preview size. */
export const hotspotSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type Hotspot = z.infer<typeof hotspotSchema>;

/** A stored attachment: its (sanitised) file name and storage path; `url` a short-lived download link in answers. */
export const commentAttachmentSchema = z.object({ name: z.string(), path: z.string(), url: z.string().nullable() });
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

/** The Comment of 001 3 as every call answers it: a thread root carries its replies nested in threadedComments. */
export interface CommentDto {
  _id: string;
  /** The thread root's id (a root's own id). */
  threadId: string;
  /** The comment this one replies to (null for a thread root). */
  parentId: string | null;
  user: CommentUser;
  /** Plain text. */
  body: string;
  mentions: CommentUser[];
  threadedComments: CommentDto[];
  hotspot: Hotspot | null;
  resolved: boolean;
  private: boolean;
  isDeleted: boolean;
  /** Seconds into the video (storyboard player, video creatives), or null. */
  timeCode: number | null;
  attachments: CommentAttachment[];
  commentedEntityId: string;
  commentedEntityType: (typeof COMMENTED_ENTITY_TYPES)[number];
  context: (typeof COMMENT_CONTEXTS)[number];
  entityVersion: number | null;
  campaignId: string | null;
  conceptId: string | null;
  createdAt: number;
  updatedAt: number;
}

export const commentSchema: z.ZodType<CommentDto> = z.object({
  _id: idSchema,
  threadId: idSchema,
  parentId: idSchema.nullable(),
  user: commentUserSchema,
  body: z.string(),
  mentions: z.array(commentUserSchema),
  get threadedComments() {
    return z.array(commentSchema);
  },
  hotspot: hotspotSchema.nullable(),
  resolved: z.boolean(),
  private: z.boolean(),
  isDeleted: z.boolean(),
  timeCode: z.number().nullable(),
  attachments: z.array(commentAttachmentSchema),
  commentedEntityId: z.string(),
  commentedEntityType: z.enum(COMMENTED_ENTITY_TYPES),
  context: z.enum(COMMENT_CONTEXTS),
  entityVersion: z.number().nullable(),
  campaignId: idSchema.nullable(),
  conceptId: idSchema.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** A page of threads (newest first, or by time code): `nextCursor` asks for the next page, null at the end. */
export const commentPageSchema = z.object({ comments: z.array(commentSchema), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPageSchema>;

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The panel's filters (001 2: commentsShowForMe, ...ShowResolved, ...ShowWithTimeCode, ...SortByTimeCode, ...HideGeneralComments). */
const filterFields = {
  /** Only threads that mention the caller. */
  forMe: flag.default(false),
  /** Resolved threads too (otherwise unresolved only). */
  showResolved: flag.default(false),
  /** Only threads with a time code. */
  withTimeCode: flag.default(false),
  /** Earliest time code first (threads without one last); otherwise newest first. */
  sortByTimeCode: flag.default(false),
  /** Leave out comments on the tree or the storyboard index (shared/domain/comments.ts GENERAL_ENTITY_TYPES). */
  hideGeneral: flag.default(false),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE_MAX).default(COMMENT_PAGE_SIZE_DEFAULT),
};
const bodyFilterFields = {
  forMe: z.boolean().default(false),
  showResolved: z.boolean().default(false),
  withTimeCode: z.boolean().default(false),
  sortByTimeCode: z.boolean().default(false),
  hideGeneral: z.boolean().default(false),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(COMMENT_PAGE_SIZE_MAX).default(COMMENT_PAGE_SIZE_DEFAULT),
};

export const campaignParamsSchema = z.object({ id: idSchema });
export const campaignCommentParamsSchema = z.object({ id: idSchema, commentId: idSchema });
export const conceptParamsSchema = z.object({ id: idSchema });
export const conceptCommentParamsSchema = z.object({ id: idSchema, commentId: idSchema });
export const commentParamsSchema = z.object({ id: idSchema });

/** GET /campaigns/{id}/comments (entityIds required) and /comments/list (the whole campaign unless entityIds). */
export const campaignCommentsQuerySchema = z.object({ entityIds: commaList(entityIdSchema, COMMENT_ENTITY_IDS_MAX).optional(), ...filterFields });
export type CampaignCommentsQuery = z.input<typeof campaignCommentsQuerySchema>;
export const campaignEntityCommentsQuerySchema = campaignCommentsQuerySchema.extend({ entityIds: commaList(entityIdSchema, COMMENT_ENTITY_IDS_MAX).pipe(z.array(entityIdSchema).min(1)) });

/** POST /campaigns/{id}/new-comments/list: the entity ids in the body (a grid may ask for hundreds). */
export const campaignCommentsListBodySchema = z.object({ entityIds: z.array(entityIdSchema).max(COMMENT_ENTITY_IDS_MAX).default([]), ...bodyFilterFields });
export type CampaignCommentsListBody = z.input<typeof campaignCommentsListBodySchema>;

/** GET /concepts/{id}/comments: one entity (a storyboard, the storyboard index, a template), optionally one version. */
export const conceptCommentsQuerySchema = z.object({ entityId: entityIdSchema.optional(), entityVersion: z.coerce.number().int().min(0).optional(), ...filterFields });
export type ConceptCommentsQuery = z.input<typeof conceptCommentsQuerySchema>;

const attachmentRefSchema = z.object({ name: typedName(z.string().min(1).max(200)), path: z.string().min(1).max(1024) });

const commentFields = {
  /** The id the attachments call reserved (when the comment carries attachments); a new one otherwise. */
  _id: idSchema.optional(),
  /** Reply to this comment (a root or a reply); the reply joins its thread and entity. */
  parentId: idSchema.optional(),
  body: z.string().max(COMMENT_BODY_MAX_LENGTH).transform((s) => s.trim()),
  /** Ids of mentioned users (each must be a user who may access the campaign or concept). */
  mentions: z.array(z.string().min(1).max(100)).max(COMMENT_MENTIONS_MAX).default([]),
  hotspot: hotspotSchema.nullable().default(null),
  private: z.boolean().default(false),
  timeCode: z.number().min(0).max(COMMENT_TIME_CODE_MAX_S).nullable().default(null),
  attachments: z.array(attachmentRefSchema).max(COMMENT_ATTACHMENTS_MAX).default([]),
  commentedEntityId: entityIdSchema,
  commentedEntityType: z.enum(COMMENTED_ENTITY_TYPES),
  context: z.enum(COMMENT_CONTEXTS),
  entityVersion: z.number().int().min(0).nullable().default(null),
};
const needsText = (c: { body: string; attachments: unknown[] }) => c.body.length > 0 || c.attachments.length > 0;

/** POST /campaigns/{id}/new-comments/new and POST /concepts/{id}/comments. */
export const createCommentSchema = z.object(commentFields).refine(needsText, { message: MESSAGES.commentEmpty, path: ['body'] });
export type CreateComment = z.input<typeof createCommentSchema>;

/** POST /comments (assembly): the campaign is named in the body; the entity is one of its variations. */
export const createAssemblyCommentSchema = z
  .object({ ...commentFields, campaignId: idSchema, commentedEntityType: z.enum(COMMENTED_ENTITY_TYPES).default('PersonalizeVariant'), context: z.enum(COMMENT_CONTEXTS).default('Creatives') })
  .refine(needsText, { message: MESSAGES.commentEmpty, path: ['body'] });
export type CreateAssemblyComment = z.input<typeof createAssemblyCommentSchema>;

/** PUT /comments/{id}: the author edits the text (and who it mentions). */
export const updateCommentSchema = z.object({
  body: z.string().max(COMMENT_BODY_MAX_LENGTH).transform((s) => s.trim()).pipe(z.string().min(1, MESSAGES.commentEmpty)),
  mentions: z.array(z.string().min(1).max(100)).max(COMMENT_MENTIONS_MAX).optional(),
});
export type UpdateComment = z.input<typeof updateCommentSchema>;

/** PATCH .../new-comments/{commentId}/resolve and PATCH /concepts/{id}/comments/{commentId}/resolved: resolve or reopen the thread. */
export const resolveCommentSchema = z.object({ resolved: z.boolean() });
export type ResolveComment = z.input<typeof resolveCommentSchema>;
/** PUT /comments/resolve/{id} (assembly): body `resolve`. */
export const resolveAssemblyCommentSchema = z.object({ resolve: z.boolean() });

/** DELETE answers the deleted comment's id (a soft delete: the comment is kept, flagged isDeleted, and no longer listed). */
export const deletedCommentSchema = z.object({ _id: idSchema, isDeleted: z.literal(true) });

/** POST .../attachments: the files to upload. */
export const attachmentUploadSchema = z.object({
  files: z
    .array(
      z.object({
        name: typedName(z.string().min(1).max(200)),
        size: z.number().int().min(1).max(COMMENT_ATTACHMENT_MAX_BYTES, MESSAGES.commentAttachmentTooLarge),
        type: z.string().max(200).default(''),
      }),
    )
    .min(1)
    .max(COMMENT_ATTACHMENTS_MAX),
});
export type AttachmentUpload = z.input<typeof attachmentUploadSchema>;
export const attachmentTargetsSchema = z.object({
  commentId: idSchema,
  attachments: z.array(z.object({ name: z.string(), path: z.string(), url: z.string() })),
});
export type AttachmentTargets = z.infer<typeof attachmentTargetsSchema>;

/** POST /campaigns/{id}/new-comments/variant: unresolved thread counts per entity the caller sees (never below 0). */
export const commentCountsBodySchema = z.object({ entityIds: z.array(entityIdSchema).min(1).max(COMMENT_ENTITY_IDS_MAX) });
export type CommentCountsBody = z.input<typeof commentCountsBodySchema>;
export const commentCountsSchema = z.object({ counts: z.record(z.string(), z.number().int().min(0)) });
export type CommentCounts = z.infer<typeof commentCountsSchema>;

/** GET /mentions: exactly one of campaignId or conceptId (001 5). */
export const mentionsQuerySchema = z
  .object({ campaignId: idSchema.optional(), conceptId: idSchema.optional(), search: z.string().trim().max(100).optional() })
  .refine((q) => Boolean(q.campaignId) !== Boolean(q.conceptId), { message: MESSAGES.mentionTargetRequired, path: ['campaignId'] });
export type MentionsQuery = z.input<typeof mentionsQuerySchema>;
export const mentionsSchema = z.object({ users: z.array(commentUserSchema) });
export type Mentions = z.infer<typeof mentionsSchema>;

/** GET /comments/topic/{campaignId}: the threads and the variations they are on. */
export const commentTopicSchema = z.object({
  comments: z.array(commentSchema),
  variations: z.array(z.object({ _id: z.string(), hash: z.string(), name: z.string(), format: z.string(), size: z.string() })),
});
export type CommentTopic = z.infer<typeof commentTopicSchema>;

/** The realtime event of every change (ws-event source 'comments', event 'comments-updated', topic campaign:{id} or concept:{id}). */
export const COMMENTS_SOURCE = 'comments';
export const COMMENTS_UPDATED_EVENT = 'comments-updated';
export const commentsUpdatedPayloadSchema = z.object({
  /** Who made the change: the panel reloads when it is someone else (001 4). */
  ownerId: z.string(),
  commentId: idSchema,
  campaignId: idSchema.optional(),
  conceptId: idSchema.optional(),
  entityIds: z.array(z.string()),
});
export type CommentsUpdatedPayload = z.infer<typeof commentsUpdatedPayloadSchema>;
export const commentTopicOf = (owner: { campaignId?: string; conceptId?: string }) =>
  owner.campaignId ? `campaign:${owner.campaignId}` : `concept:${owner.conceptId}`;
