/**
 * Templates of a concept (002 2 'Templates', 3 'Template', 5 'Templates', 7 'Concepts and templates'; 001 3 'Template').
 * A template is one name of a concept (`WxH-name`); each upload of that name is a new generation, each code edit a new
 * version of the current generation. Every version has its own folder under
 * v2/partners/{partnerId}/assets/concepts/{conceptId}/templates/{versionId} (002 9), so a campaign can keep using the
 * version it was built with while the next one is made.
 */
import * as z from 'zod';
import { idSchema, typedName } from './common';

/** 002 5 'Other patterns': a dimension is 1 to 4 digits, x, 1 to 4 digits. */
export const DIMENSION_PATTERN = /^(\d{1,4})x(\d{1,4})$/;
/** A template video is a short ad; longer files belong in the asset library. */
export const TEMPLATE_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** The code editor's text (an entry HTML file). */
export const TEMPLATE_CODE_MAX_CHARS = 2 * 1024 * 1024;

export const conceptTemplatesParamsSchema = z.object({ conceptId: idSchema });
export const templateUploadParamsSchema = z.object({ conceptId: idSchema, uploadId: idSchema });
export const templateIdParamsSchema = z.object({ id: idSchema });
export const templateGenerationParamsSchema = z.object({ id: idSchema, generation: z.coerce.number().int().min(1).max(100_000) });

export const listTemplatesQuerySchema = z.object({
  partnerId: idSchema.optional(),
  /** 'true' lists templates whose every generation is archived too. */
  archived: z.enum(['true', 'false']).optional(),
});

export const startTemplateUploadSchema = z.object({
  fileName: typedName(z.string().min(1).max(255)),
  size: z.number().int().min(1),
  contentType: z.string().max(255).optional(),
});
export type StartTemplateUpload = z.input<typeof startTemplateUploadSchema>;

export const templateUploadTargetSchema = z.object({ uploadId: idSchema, url: z.string(), name: z.string(), size: z.string() });
export type TemplateUploadTarget = z.infer<typeof templateUploadTargetSchema>;

export const approveTemplateSchema = z.object({ versionId: idSchema.optional() }).default({});
export const resizeTemplateSchema = z.object({ size: z.string().regex(DIMENSION_PATTERN, 'size in template name has wrong format') });
export const saveTemplateCodeSchema = z.object({ editedCode: z.string().min(1).max(TEMPLATE_CODE_MAX_CHARS) });
export const previewTemplateCodeSchema = z.object({ code: z.string().min(1).max(TEMPLATE_CODE_MAX_CHARS) });

export const templateWarningSchema = z.object({ code: z.string(), message: z.string(), platform: z.string().optional() });
export type TemplateWarning = z.infer<typeof templateWarningSchema>;

export const dynamicFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['image', 'url', 'video', 'audio', 'text']),
  defaultValue: z.string(),
  possibleValues: z.array(z.string()).optional(),
});
export type DynamicField = z.infer<typeof dynamicFieldSchema>;

export const approvalUserSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), at: z.number() });

export const templateVersionSchema = z.object({
  _id: z.string(),
  generation: z.number().int(),
  version: z.number().int(),
  entry: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  error: z.string().nullable(),
  editedCode: z.boolean(),
  isStatic: z.boolean(),
  hasClickTag: z.boolean(),
  dynamicFields: z.array(dynamicFieldSchema),
  dynamicImageSizes: z.record(z.string(), z.unknown()),
  warnings: z.array(templateWarningSchema),
  video: z.object({ durationMs: z.number(), width: z.number(), height: z.number() }).nullable(),
  approvals: z.object({ users: z.array(approvalUserSchema) }),
  approved: z.boolean(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export type TemplateVersionDto = z.infer<typeof templateVersionSchema>;

export const templateGenerationSchema = z.object({ generation: z.number().int(), archived: z.boolean(), versions: z.array(templateVersionSchema) });

export const templateSchema = z.object({
  _id: z.string(),
  partnerId: z.string(),
  conceptId: z.string(),
  name: z.string(),
  size: z.string(),
  type: z.enum(['html', 'video']),
  /** The current version: the latest version of the latest generation not archived (null when all are archived). */
  current: templateVersionSchema.nullable(),
  version: z.number().int(),
  generation: z.number().int(),
  approved: z.boolean(),
  inUse: z.boolean(),
  archived: z.boolean(),
  generations: z.array(templateGenerationSchema),
  /** User-content URLs (the second origin) of the current version: thumbnails and the player with values injected. */
  thumbnails: z.object({ small: z.string(), large: z.string() }).nullable(),
  previewUrl: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TemplateDto = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export const templateCodeSchema = z.object({ code: z.string(), entry: z.string() });
export const templatePreviewUrlSchema = z.object({ url: z.string() });
export const templateInUseSchema = z.object({ inUse: z.boolean() });

/** The ws-event sources the template screens listen to (functions/template-render/consumers/render-template.ts). */
export const TEMPLATE_EVENT_SOURCES = ['templates', 'html-resizer', 'video-resizer'] as const;

/**
 * The template-changes queue (functions/queues.ts): a template that campaigns use got a new version or generation, an
 * approval or lost one. Without campaignId the consumer looks up the campaigns linking the template and sends one
 * message per campaign (each then tried, and retried while busy, on its own); with it, that campaign's tree job is queued.
 */
export const templateChangeMessageSchema = z.object({
  partnerId: idSchema,
  templateId: idSchema,
  /** Who changed the template: the tree jobs' ws-events go to their browsers. */
  userId: z.string().min(1),
  campaignId: idSchema.optional(),
});
export type TemplateChangeMessage = z.infer<typeof templateChangeMessageSchema>;
