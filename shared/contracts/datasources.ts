/**
 * Live feed calls (001 7 'POST campaigns/{id}/datasources/live and /datasources/live/update'; payloads not shown by
 * the spec, so ours): connect a feed (a CSV's text, or a URL the server fetches through the link fetcher's SSRF
 * guard) with an optional refresh interval; refresh it on demand (a URL feed is fetched again, a file feed takes a
 * new file); and, ours, read the feed with its rows, read its change log, approve the changes held for review.
 * The rules are in shared/domain/live-feeds.ts.
 */
import * as z from 'zod';
import { LIVE_FEED_INTERVALS_MIN, MAX_JSON_BODY_BYTES } from '../constants';
import { isFeedUrl } from '../domain/asset-feeds';
import { MESSAGES } from '../messages';
import { idSchema } from './common';

const fileSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((n) => /\.csv$/i.test(n), MESSAGES.feedNotCsv),
  content: z.string().max(MAX_JSON_BODY_BYTES - 1024),
});
const intervalSchema = z
  .number()
  .int()
  .refine((m) => (LIVE_FEED_INTERVALS_MIN as readonly number[]).includes(m), `One of ${LIVE_FEED_INTERVALS_MIN.join(', ')} minutes`)
  .nullable()
  .default(null);

export const campaignParamsSchema = z.object({ id: idSchema });

/** POST campaigns/{id}/datasources/live: a file, or a URL (with a schedule: a file has nothing to fetch again). */
export const connectFeedBodySchema = z.union([
  z.object({ source: z.literal('file'), file: fileSchema }),
  z.object({ source: z.literal('url'), url: z.string().trim().max(2000).refine(isFeedUrl, MESSAGES.invalidUrl), refreshMinutes: intervalSchema }),
]);
export type ConnectFeedBody = z.input<typeof connectFeedBodySchema>;

/** POST campaigns/{id}/datasources/live/update: a URL feed fetches again; a file feed needs its new file. */
export const refreshFeedBodySchema = z.object({ file: fileSchema.optional() });
export type RefreshFeedBody = z.input<typeof refreshFeedBodySchema>;

/** POST campaigns/{id}/datasources/live/approve (ours): approve the changes of these rows, or of every row waiting. */
export const approveFeedBodySchema = z.object({ keys: z.array(z.string().min(1).max(500)).max(10_000).optional() });

const valuesSchema = z.record(z.string(), z.string());
export const feedStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const feedRowSchema = z.object({
  key: z.string(),
  live: z.object({ name: z.string(), values: valuesSchema, archived: z.boolean() }).nullable(),
  pending: z.object({ status: feedStatusSchema, name: z.string(), values: valuesSchema }).nullable(),
  updatedAt: z.number(),
});
export type FeedRowDto = z.infer<typeof feedRowSchema>;

export const liveFeedSchema = z.object({
  campaignId: idSchema,
  source: z.enum(['file', 'url']),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  fields: z.array(z.string()),
  refreshMinutes: z.number().nullable(),
  lastUpdate: z.number().nullable(),
  nextRefreshAt: z.number().nullable(),
  lastError: z.string().nullable(),
});
export type LiveFeedDto = z.infer<typeof liveFeedSchema>;

/** GET campaigns/{id}/datasources/live (ours): the feed (null before one is connected) and its rows. */
export const liveFeedViewSchema = z.object({ feed: liveFeedSchema.nullable(), rows: z.array(feedRowSchema) });
export type LiveFeedView = z.infer<typeof liveFeedViewSchema>;

export const changeLogEntrySchema = z.object({
  id: idSchema,
  at: z.number(),
  trigger: z.enum(['connect', 'manual', 'schedule', 'approve']),
  userId: z.string().nullable(),
  counts: z.object({ new: z.number(), update: z.number(), archive: z.number() }),
  /** The first changes (LIVE_FEED_LOG_CHANGES); the counts cover all of them. */
  changes: z.array(z.object({ key: z.string(), status: feedStatusSchema, name: z.string() })),
  error: z.string().nullable(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;
/** GET campaigns/{id}/datasources/live/changes (ours): the change log, newest first. */
export const changeLogSchema = z.array(changeLogEntrySchema);

/** What a connect, refresh or approval answers: the log entry it wrote and the feed's state after it. */
export const refreshResultSchema = z.object({ entry: changeLogEntrySchema, view: liveFeedViewSchema });
export type RefreshResult = z.infer<typeof refreshResultSchema>;
