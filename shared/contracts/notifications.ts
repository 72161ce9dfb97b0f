/**
 * The notification centre (ours; 001 7 'Real-time channel', 001 8 'Notification catalogue'): what a user was told is
 * kept per user and partner, so someone who was offline sees it on the next load. What a notification says comes from
 * the catalogue (shared/notifications/catalogue.ts `describeNotification`), on both sides.
 */
import * as z from 'zod';
import { idSchema } from './common';

/** GET notifications?cursor: the caller's notifications newest first, a page at a time. */
export const listNotificationsQuerySchema = z.object({
  cursor: z.string().min(1).max(2000).optional(),
  partnerId: idSchema.optional(),
});

/** PATCH notifications/read: some notifications (their ids) or all of them are read. */
export const MARK_READ_IDS_MAX = 100;
export const markNotificationsReadBodySchema = z
  .object({ ids: z.array(idSchema).min(1).max(MARK_READ_IDS_MAX).optional(), all: z.literal(true).optional() })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), 'Give either ids or all');
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadBodySchema>;

export interface NotificationView {
  _id: string;
  source: string;
  event: string;
  payload: Record<string, unknown>;
  read: boolean;
  /** ISO time. */
  createdAt: string;
}

export interface NotificationsPage {
  notifications: NotificationView[];
  /** How many of the caller's notifications are unread (at most UNREAD_COUNT_MAX). */
  unread: number;
  /** Pass as `cursor` for the next page; absent on the last one. */
  cursor?: string;
}

/** The unread count stops here; the bell shows '99+' long before. */
export const UNREAD_COUNT_MAX = 1000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The ws-event a notification travels as carries its id beside the producer's payload. */
export const notificationEventPayloadSchema = z.looseObject({ notificationId: idSchema });
