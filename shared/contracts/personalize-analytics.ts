/**
 * Personalize analytics (001 7 'Tracked analytics events'): what users do in the personalize view, recorded per
 * campaign through one port (functions/personalize/analytics.ts) and listed by GET campaigns/{id}/personalize/analytics
 * (ours). The server records the events of its own calls; the browser posts the three only it sees (visit, cropper
 * used, media uploaded) to the same path.
 */
import * as z from 'zod';
import { idSchema } from './common';

/** The spec's events, as stored names with the spec's words as labels. */
export const PERSONALIZE_ANALYTICS_EVENTS = {
  contentUpdated: 'Content updated',
  variantCreated: 'Variant created',
  variantCloned: 'Variant cloned',
  variantArchived: 'Variant archived',
  variantActivated: 'Variant activated',
  variantDeactivated: 'Variant deactivated',
  variantsBulkActivated: 'Variants bulk activated',
  userSegmentCreated: 'User segment created',
  userSegmentUpdated: 'User segment updated',
  userSegmentDeleted: 'User segment deleted',
  userSegmentAssigned: 'User segment assigned',
  userSegmentUnassigned: 'User segment unassigned',
  scheduleCreated: 'Schedule created',
  scheduleUpdated: 'Schedule updated',
  scheduleDeleted: 'Schedule deleted',
  scheduleAssigned: 'Schedule assigned',
  scheduleUnassigned: 'Schedule unassigned',
  mediaUploaded: 'Media uploaded',
  fallbackChanged: 'Fallback changed',
  visit: 'Visit',
  cropperUsed: 'Cropper used',
} as const;
export type PersonalizeAnalyticsEventName = keyof typeof PERSONALIZE_ANALYTICS_EVENTS;
export const personalizeAnalyticsEventNameSchema = z.enum(Object.keys(PERSONALIZE_ANALYTICS_EVENTS) as [PersonalizeAnalyticsEventName, ...PersonalizeAnalyticsEventName[]]);

/** The events only the browser sees; the others are recorded by the server calls that make them happen. */
export const CLIENT_ANALYTICS_EVENTS = ['visit', 'cropperUsed', 'mediaUploaded'] as const;

/** Small facts about an event (tree, variant ids, counts, a file's type); arrays are kept to their first 100 ids. */
const detailValueSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null(), z.array(z.string().max(100)).max(10_000)]);
export const analyticsDetailSchema = z
  .record(z.string().min(1).max(64), detailValueSchema)
  .refine((d) => Object.keys(d).length <= 20, 'At most 20 detail fields');
export type AnalyticsDetail = z.infer<typeof analyticsDetailSchema>;
export const ANALYTICS_DETAIL_ARRAY_MAX = 100;

/** POST campaigns/{id}/personalize/analytics: one client-side event. */
export const trackAnalyticsBodySchema = z.object({
  name: z.enum(CLIENT_ANALYTICS_EVENTS),
  treeId: idSchema.optional(),
  detail: analyticsDetailSchema.optional(),
});
export type TrackAnalyticsBody = z.infer<typeof trackAnalyticsBodySchema>;

/** GET campaigns/{id}/personalize/analytics: newest first, a page at a time (cursor from the previous page). */
export const listAnalyticsQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().min(1).max(2000).optional(),
});

export interface PersonalizeAnalyticsEvent {
  _id: string;
  campaignId: string;
  name: PersonalizeAnalyticsEventName;
  label: string;
  userId: string;
  userName: string;
  treeId: string | null;
  detail: AnalyticsDetail;
  /** ISO time. */
  createdAt: string;
}

export interface PersonalizeAnalyticsPage {
  events: PersonalizeAnalyticsEvent[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
