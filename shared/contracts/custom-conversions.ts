/**
 * Contracts of custom conversions and floodlight activities (002 7 'Custom conversions'; fields not shown in the spec,
 * ours after Campaign Manager 360): a conversion is a named set of the partner's floodlight activities whose
 * click-through and view-through conversions it counts. Its metric endings join the analyzer (shared/reporting/metric-options.ts).
 */
import * as z from 'zod';
import { CUSTOM_CONVERSION_MAX_ACTIVITIES, CUSTOM_CONVERSION_NAME_MAX_LENGTH } from '../constants';
import { idSchema, typedName } from './common';

/** CM360 ids are numeric strings; the pattern also takes the ids of other ad servers, never SQL or markup. */
export const floodlightActivityIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Must be a floodlight activity id');

/** CM360 floodlightActivities.list items, the fields the screen and the checks use. */
export const floodlightActivitySchema = z.object({
  id: floodlightActivityIdSchema,
  name: z.string(),
  advertiserId: z.string(),
  floodlightActivityGroupName: z.string(),
  /** STANDARD_COUNTING, UNIQUE_COUNTING, SESSION_COUNTING, TRANSACTIONS_COUNTING or ITEMS_SOLD_COUNTING. */
  countingMethod: z.string(),
});
export type FloodlightActivity = z.infer<typeof floodlightActivitySchema>;
/** GET google/floodlightActivities/{partnerId}: the list response of CM360, without its paging. */
export const floodlightActivitiesResultSchema = z.object({ floodlightActivities: z.array(floodlightActivitySchema) });
export type FloodlightActivitiesResult = z.infer<typeof floodlightActivitiesResultSchema>;

export const customConversionSchema = z.object({
  _id: idSchema,
  partnerId: idSchema,
  name: z.string(),
  floodlightActivityIds: z.array(floodlightActivityIdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomConversion = z.infer<typeof customConversionSchema>;
export const customConversionListSchema = z.array(customConversionSchema);

/** POST report/custom-conversion and PUT report/custom-conversion/{id}: name and at least one activity, each once. */
export const customConversionBodySchema = z.object({
  name: typedName(z.string().min(1, 'Name is required').max(CUSTOM_CONVERSION_NAME_MAX_LENGTH)),
  floodlightActivityIds: z
    .array(floodlightActivityIdSchema)
    .min(1, 'Pick at least one floodlight activity')
    .max(CUSTOM_CONVERSION_MAX_ACTIVITIES)
    .refine((ids) => new Set(ids).size === ids.length, 'An activity is listed twice'),
});
export type CustomConversionBody = z.input<typeof customConversionBodySchema>;

export const customConversionParamsSchema = z.object({ id: idSchema });
export const floodlightParamsSchema = z.object({ partnerId: idSchema });
