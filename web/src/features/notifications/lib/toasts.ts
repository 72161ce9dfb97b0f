/**
 * The global ws-event listener's toast (001 9 durations): a notification that arrives is shown with its catalogue
 * level and duration, unless the catalogue leaves it to the screen that started the job.
 */
import { notification } from 'antd';
import type { WsEvent } from '@shared/contracts/realtime';
import { notificationEventPayloadSchema } from '@shared/contracts/notifications';
import { describeNotification, toastsGlobally } from '@shared/notifications/catalogue';

/** The notification's id when the event is a stored notification (sent through notifyUsers). */
export function notificationIdOf(event: WsEvent): string | null {
  const parsed = notificationEventPayloadSchema.safeParse(event.payload);
  return parsed.success ? parsed.data.notificationId : null;
}

export function toastNotification(event: WsEvent, id: string): void {
  if (!toastsGlobally(event.source, event.event)) return;
  const d = describeNotification({ source: event.source, event: event.event, payload: event.payload as Record<string, unknown> });
  notification[d.level]({
    key: `notification-${id}`,
    title: d.title,
    description: d.message || undefined,
    duration: d.durationMs === null ? 0 : d.durationMs / 1000,
    props: { 'data-testid': 'notification-toast', 'data-level': d.level } as Record<string, string>,
  });
}
