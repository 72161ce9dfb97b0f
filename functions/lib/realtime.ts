import type { PushMessage, PushTarget, WsEvent } from '@shared/contracts/realtime';
import { sendToQueue } from './queues';

/** Queues a ws-event for the connected browsers of a target; the realtime-events consumer delivers it. */
export async function publishEvent(target: PushTarget, event: Omit<WsEvent, 'type' | 'topic'>): Promise<void> {
  const message: PushMessage = { target, event: { type: 'ws-event', ...event, ...('topic' in target ? { topic: target.topic } : {}) } };
  await sendToQueue('realtime-events', message);
}

/** Tells the target's browsers their session ended, then closes their sockets (@connections DELETE). */
export async function endSessionSockets(target: PushTarget): Promise<void> {
  await sendToQueue('realtime-events', { target, event: { type: 'ws-event', source: 'session', event: 'logout' }, close: true });
}
