/**
 * The notifications port: what another domain (a handler or a queue consumer) uses to tell users something that they
 * must see even if they were offline (001 8 'Notification catalogue'). Use the catalogue's constants
 * (shared/notifications/catalogue.ts: NOTIFICATION_SOURCES, NOTIFICATION_EVENTS) and add a row there for a new event.
 * Progress that matters only while a screen is open (a job's 'started' and 'progress', personalize table events) stays
 * a plain publishEvent.
 */
import { publishEvent } from '@functions/lib/realtime';
import { notificationsRepository } from './notifications-repository';

export interface NotifyUsersInput {
  partnerId: string;
  userIds: string[];
  source: string;
  event: string;
  payload?: Record<string, unknown>;
  /**
   * The occurrence's key, for producers that may run twice (a queue consumer's message is redelivered after a crash):
   * each user is told it once, e.g. `tree-job:{jobId}:finished`. Without it every call stores a notification.
   */
  once?: string;
}

/**
 * Stores one notification per user (each user once; with `once`, each user once per occurrence), then pushes it to each user's tabs as a ws-event with the
 * producer's payload plus `notificationId`. Stored first: a push that fails leaves the notification in the centre.
 */
export async function notifyUsers(input: NotifyUsersInput): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  const payload = input.payload ?? {};
  const ids = await notificationsRepository.create(userIds.map((userId) => ({ partnerId: input.partnerId, userId, source: input.source, event: input.event, payload, once: input.once })));
  await Promise.all(
    userIds.map((userId, i) => {
      const notificationId = ids[i];
      // already told (a redelivered job): stored and pushed the first time
      if (!notificationId) return undefined;
      return publishEvent({ userId }, { source: input.source, event: input.event, payload: { ...payload, notificationId } });
    }),
  );
}
