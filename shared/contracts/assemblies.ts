/**
 * Contracts of the assembly calls (001 7 'Audiences and assemblies'): POST assemblies/import (query campaignId,
 * multipart field file: the social video CSV of 001 5, shared/domain/assemblies.ts), GET assemblies (query
 * campaignId), GET and DELETE assemblies/{id}, DELETE assemblies/all (query campaignId). An assembly is one row of
 * the CSV: a user segment with its Meta campaign, ad set, ad name, videos and texts.
 */
import * as z from 'zod';
import { idSchema } from './common';

export const ASSEMBLY_FILE_FIELD = 'file';

export const campaignQuerySchema = z.object({ campaignId: idSchema });
export const assemblyParamsSchema = z.object({ id: idSchema });

export const assemblySchema = z.object({
  _id: idSchema,
  campaignId: idSchema,
  userSegment: z.string(),
  fbCampaignId: z.string(),
  adSetId: z.string(),
  adName: z.string(),
  squareVideo: z.string(),
  horizontalVideo: z.string(),
  verticalVideo: z.string(),
  primaryText: z.string(),
  websiteUrl: z.string(),
  cta: z.string(),
  headline: z.string(),
  description: z.string(),
  displayLink: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssemblyDto = z.infer<typeof assemblySchema>;
export const assemblyListSchema = z.array(assemblySchema);

/** What an import answers: how many rows it stored (a user segment imported again replaces its assembly). */
export const assemblyImportResultSchema = z.object({ imported: z.number().int(), assemblies: assemblyListSchema });
export type AssemblyImportResult = z.infer<typeof assemblyImportResultSchema>;
export const assembliesDeletedSchema = z.object({ deleted: z.number().int() });
