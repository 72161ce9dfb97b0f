/**
 * Contracts of the concept calls (000 3 'Concept brief', 'Concept'; 000 7.3 'concept brief upsert (sends _id, brief,
 * status, isLastStep)'; 002 7 'Concept list, get, status, archive, unarchive': paths not shown, ours under /concepts).
 */
import * as z from 'zod';
import {
  CONCEPT_BRIEF_ASSETS_MAX,
  CONCEPT_CUSTOM_OBJECTIVE_MAX_LENGTH,
  CONCEPT_NAME_MAX_LENGTH,
  CONCEPT_REJECTION_REASON_MAX_LENGTH,
  CREATIVE_DIRECTION_MAX_LENGTH,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
} from '../constants';
import {
  CHANNEL_KINDS,
  CONCEPT_STATUSES,
  findFormat,
  OBJECTIVES,
  PLATFORMS,
  WIZARD_STEPS,
  type Brief,
  type ChannelKind,
  type Platform,
} from '../domain/concepts';
import { CONCEPT_EVENTS, isRejection, type ConceptEvent } from '../domain/concept-lifecycle';
import { isLanguageCode, LANGUAGES } from '../domain/languages';
import { MESSAGES } from '../messages';
import { briefAssetSchema } from './brief-assets';
import { idSchema, typedName } from './common';

const MAX_NODES = 200;

/** A concept name as stored: no leading space (the spec's message), trailing spaces trimmed, 1 to 64 characters. */
export const conceptNameSchema = z
  .string()
  .refine((s) => !/^\s/.test(s) || !s.trim(), MESSAGES.conceptNameLeadingSpace)
  .pipe(typedName(z.string().min(1, MESSAGES.required).max(CONCEPT_NAME_MAX_LENGTH)));

const platformRecord = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(PLATFORMS), z.partialRecord(z.enum(CHANNEL_KINDS), value));

export const briefSchema = z
  .object({
    intro: z.object({
      name: conceptNameSchema,
      businessNodes: z.array(idSchema).max(MAX_NODES),
      languages: z.array(z.string().refine(isLanguageCode, 'Unknown language code')).max(LANGUAGES.length),
    }),
    objectives: z.object({
      elements: z.array(z.enum(OBJECTIVES)).max(OBJECTIVES.length),
      customText: z.string().max(CONCEPT_CUSTOM_OBJECTIVE_MAX_LENGTH),
    }),
    channels: platformRecord(z.boolean()),
    formats: platformRecord(z.array(z.string().max(64)).max(100)),
    meta: z.object({
      currentStep: z.enum(WIZARD_STEPS),
      formats: z.record(z.string().max(200), z.number().int().min(0).max(100)),
    }),
    assets: z.array(briefAssetSchema).max(CONCEPT_BRIEF_ASSETS_MAX),
    otherBusiness: z.object({ text: z.string().max(CREATIVE_DIRECTION_MAX_LENGTH) }),
    signOff: z.object({ areAgreementsAccepted: z.boolean() }),
  })
  .superRefine((brief, ctx) => {
    // Every format must belong to its platform and channel in the catalogue.
    for (const [platform, channels] of Object.entries(brief.formats)) {
      for (const [channel, ids] of Object.entries(channels ?? {})) {
        for (const id of ids ?? []) {
          if (!findFormat(platform as Platform, channel as ChannelKind, id)) {
            ctx.addIssue({ code: 'custom', path: ['formats', platform, channel], message: `Unknown format ${id}` });
          }
        }
      }
    }
  }) satisfies z.ZodType<Brief>;

export const conceptStatusSchema = z.enum(CONCEPT_STATUSES);

/** The brief upsert: Save Draft sends status Draft with the current step; Finish sends StoryboardsInProgress and isLastStep. */
export const upsertBriefBodySchema = z.object({
  _id: idSchema.optional(),
  brief: briefSchema,
  status: z.enum(['Draft', 'StoryboardsInProgress']),
  isLastStep: z.boolean(),
});
export type UpsertBriefBody = z.input<typeof upsertBriefBodySchema>;

export const conceptIdParamsSchema = z.object({ id: idSchema });

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'Page size is one of 10, 20, 30, 40');
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The list: search by name, filters (status, business node), archived or not, pages of 10/20/30/40 (0-based page). */
export const listConceptsQuerySchema = z.object({
  partnerId: idSchema.optional(),
  search: z.string().max(CONCEPT_NAME_MAX_LENGTH).optional(),
  /** Comma-separated statuses (API Gateway joins repeated query values with commas). */
  status: z
    .string()
    .max(200)
    .transform((s) => s.split(','))
    .pipe(z.array(conceptStatusSchema))
    .optional(),
  nodeId: idSchema.optional(),
  archived: flag.default(false),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: pageSize.default(TABLE_DEFAULT_PAGE_SIZE),
});
export type ListConceptsQuery = z.input<typeof listConceptsQuerySchema>;

/** The debounced existence check of the wizard's name field; excludeId is the draft being edited (its name stays allowed). */
export const conceptNameExistsQuerySchema = z.object({
  partnerId: idSchema.optional(),
  name: z.string().min(1).max(CONCEPT_NAME_MAX_LENGTH + 1_000),
  excludeId: idSchema.optional(),
});

/** Concept settings (top admins plus self-service): name and business nodes. */
export const conceptSettingsBodySchema = z.object({
  name: conceptNameSchema,
  businessNodes: z.array(idSchema).min(1, MESSAGES.conceptMarketsRequired).max(MAX_NODES),
});
export type ConceptSettingsBody = z.input<typeof conceptSettingsBodySchema>;

/** The last rejection of the concept's storyboards or templates: its reason is shown on the overview. */
export interface ConceptRejection {
  event: ConceptEvent;
  reason: string;
  userId: string;
  at: number;
}

export interface ConceptDto {
  _id: string;
  partnerId: string;
  name: string;
  status: (typeof CONCEPT_STATUSES)[number];
  brief: Brief;
  rejection?: ConceptRejection | null;
  nodeIds: string[];
  submittedBy: string | null;
  createdBy: string;
  campaigns: string[];
  archived: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A list row: the concept without its brief, with the step a draft reopens at. */
export type ConceptListItem = Omit<ConceptDto, 'brief'> & { currentStep: Brief['meta']['currentStep'] };

export interface ConceptListAnswer {
  total: number;
  results: ConceptListItem[];
}

/** PUT /concepts/{id}/status (002 7 'status'; path ours): a lifecycle event, with the reason of a rejection. */
export const conceptStatusBodySchema = z
  .object({
    event: z.enum(CONCEPT_EVENTS),
    reason: z.string().trim().max(CONCEPT_REJECTION_REASON_MAX_LENGTH).optional(),
  })
  .refine((b) => !isRejection(b.event) || Boolean(b.reason), { path: ['reason'], message: MESSAGES.conceptRejectionReasonRequired });
export type ConceptStatusBody = z.input<typeof conceptStatusBodySchema>;

/** GET /partners/conceptId/{id} (002 7 Partners). */
export interface ConceptPartnerDto {
  partnerId: string;
}
