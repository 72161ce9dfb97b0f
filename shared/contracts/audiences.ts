/**
 * Audience calls (001 7 'Audiences and assemblies'; paths not shown by the spec, so they follow its assembly calls:
 * `audiences/import`, `audiences?campaignId`, `audiences/{id}`, `audiences/all?campaignId`). The spec's multipart
 * import is sent as JSON, as the asset feeds are: an audience CSV is a small text file, its name and text in the body.
 * The rules are in shared/domain/audiences.ts and shared/domain/segments.ts.
 */
import * as z from 'zod';
import { AUDIENCE_NAME_MAX_LENGTH, MAX_JSON_BODY_BYTES } from '../constants';
import { audienceProblems } from '../domain/audiences';
import { PLATFORMS } from '../domain/concepts';
import { MESSAGES } from '../messages';
import { collectArrayParams } from './assets';
import { idSchema, typedName } from './common';

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

export const audienceFilterSchema = z.object({ option: z.string().min(1).max(100), values: z.array(text(500)).min(1, 'Add at least one value').max(1000) });
export const audienceRuleSchema = z.object({
  name: typedName(text(AUDIENCE_NAME_MAX_LENGTH)),
  audienceId: z.string().max(500).optional(),
  filters: z.array(audienceFilterSchema).max(20).default([]),
});
export const audienceChannelSchema = z.object({ platform: z.enum(PLATFORMS), rules: z.array(audienceRuleSchema).max(500).default([]) });
export const audienceRowSchema = z.object({
  audienceId: text(500),
  type: z.string().max(100).optional(),
  data: z.array(z.string().max(2000)).max(10_000).default([]),
  campaignIds: z.array(z.string().max(100)).max(1000).default([]),
});

/** POST audiences?campaignId and PUT audiences/{id}: the whole audience. */
export const audienceBodySchema = z
  .object({
    name: typedName(text(AUDIENCE_NAME_MAX_LENGTH)),
    audiences: z.array(audienceRowSchema).max(10_000).default([]),
    fieldsLive: z.array(text(200)).max(200).default([]),
    channels: z.array(audienceChannelSchema).max(4).default([]),
  })
  .superRefine((body, ctx) => {
    for (const [path, message] of audienceProblems(body)) ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  });
export type AudienceBody = z.input<typeof audienceBodySchema>;

export const campaignQuerySchema = z.object({ partnerId: idSchema.optional(), campaignId: idSchema });

/** GET audiences/campaigns?campaignIds[]=...: the audiences of several campaigns (those the caller may not see are refused). */
export const campaignsQuerySchema = z.preprocess(
  (q) => (q && typeof q === 'object' ? collectArrayParams(q as Record<string, unknown>, ['campaignIds']) : q),
  z.object({ partnerId: idSchema.optional(), campaignIds: z.array(idSchema).min(1).max(100) }),
);

/** POST audiences/import?campaignId: the user segment CSV (002 5), checked for the platform its segments target. */
export const audienceImportBodySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((n) => /\.csv$/i.test(n), MESSAGES.assetInvalidFormat),
  content: z.string().max(MAX_JSON_BODY_BYTES - 1024),
  platform: z.enum(PLATFORMS).default('google'),
  /** The audience's name; the file's name without .csv when not given. */
  name: typedName(text(AUDIENCE_NAME_MAX_LENGTH)).optional(),
});
export type AudienceImportBody = z.input<typeof audienceImportBodySchema>;

export const audienceSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  name: z.string(),
  audiences: z.array(audienceRowSchema),
  fieldsLive: z.array(z.string()),
  channels: z.array(audienceChannelSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AudienceDto = z.infer<typeof audienceSchema>;
export const audienceListSchema = z.array(audienceSchema);
export const deletedCountSchema = z.object({ deleted: z.number() });
export const idParamsSchema = z.object({ id: idSchema });
