/**
 * Messages of the template-render queue (functions/template-render): thumbnails of a template's entry HTML, and a
 * template remade at another size. Keys are the files bucket's template layout (002 section 9):
 * v2/partners/{partnerId}/assets/concepts/{conceptId}/templates/{templateId}/...
 */
import * as z from 'zod';

/** Thumbnail sizes of 002 section 9, stored beside the entry as thumbnails/{W}x{H}.png. */
export const THUMBNAIL_SIZES = [
  { width: 500, height: 500 },
  { width: 300, height: 250 },
] as const;

const segment = '[A-Za-z0-9][A-Za-z0-9._-]*';
/** A template folder: the layout's prefix, no '..', no empty segments. */
export const templatePrefixSchema = z
  .string()
  .regex(new RegExp(`^v2/partners/${segment}/assets/concepts/${segment}/templates/${segment}$`), 'not a template folder');
/** A file path inside a template folder (its entry HTML or video). */
export const templateFileSchema = z
  .string()
  .regex(new RegExp(`^(?:${segment}/)*${segment}$`), 'not a file inside the template')
  .refine((p) => !p.split('/').includes('..'), 'not a file inside the template');

const size = z.object({ width: z.number().int().min(1).max(4096), height: z.number().int().min(1).max(4096) });

export const thumbnailsMessageSchema = z.object({
  kind: z.literal('thumbnails'),
  prefix: templatePrefixSchema,
  entry: templateFileSchema,
  size,
  userId: z.string().min(1),
  templateId: z.string().min(1).optional(),
});

export const resizeMessageSchema = z.object({
  kind: z.literal('resize'),
  prefix: templatePrefixSchema,
  entry: templateFileSchema,
  size,
  /** The new template's folder; the source is copied there with its size rewritten. */
  targetPrefix: templatePrefixSchema,
  targetSize: size,
  userId: z.string().min(1),
  templateId: z.string().min(1).optional(),
});

export const templateRenderMessageSchema = z.discriminatedUnion('kind', [thumbnailsMessageSchema, resizeMessageSchema]);
export type TemplateRenderMessage = z.infer<typeof templateRenderMessageSchema>;
export type ThumbnailsMessage = z.infer<typeof thumbnailsMessageSchema>;
export type ResizeMessage = z.infer<typeof resizeMessageSchema>;
