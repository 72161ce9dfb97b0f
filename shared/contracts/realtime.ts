/** The realtime channel: ws-event messages (002 7 'Real-time channel') and the queue message that carries them. */
import * as z from 'zod';

export const wsEventSchema = z.object({
  type: z.literal('ws-event'),
  source: z.string().min(1),
  event: z.string().min(1),
  payload: z.unknown().optional(),
  /** Set when the event went to a topic: a tab hearing several topics tells them apart. */
  topic: z.string().optional(),
});
export type WsEvent = z.infer<typeof wsEventSchema>;

/**
 * Who hears an event: the tabs of one session, every tab of a user, or every tab subscribed to a topic (a tab
 * subscribes over the socket; the server checks its access first, e.g. `campaign:{id}` needs access to the campaign).
 */
export const pushTargetSchema = z.union([
  z.object({ sessionId: z.string().min(1) }),
  z.object({ userId: z.string().min(1) }),
  z.object({ topic: z.string().min(1) }),
]);
export type PushTarget = z.infer<typeof pushTargetSchema>;

/**
 * A ws-event for the target's connections; with `close`, those connections are then closed by the server (logout,
 * deactivation: a socket must not outlive its session).
 */
export const pushMessageSchema = z.object({ target: pushTargetSchema, event: wsEventSchema, close: z.boolean().optional() });
export type PushMessage = z.infer<typeof pushMessageSchema>;

/**
 * What a tab sends on the socket ($default) to hear a topic: `{ action: 'subscribe', topic: 'campaign:<id>' }`, and
 * `unsubscribe` when it stops; a top admin working in another partner names it (as the API's partnerId query does).
 */
export const topicMessageSchema = z.object({
  action: z.enum(['subscribe', 'unsubscribe']),
  topic: z.string().min(1).max(200),
  partnerId: z.string().min(1).max(64).optional(),
});
export type TopicMessage = z.infer<typeof topicMessageSchema>;

/** The server's answer to a subscribe, as a ws-event of source 'realtime' to that tab alone. */
export const REALTIME_SOURCE = 'realtime';
export const TOPIC_EVENTS = { subscribed: 'topic-subscribed', refused: 'topic-refused' } as const;
export const topicAnswerSchema = z.object({ topic: z.string(), statusCode: z.number().int().optional(), message: z.string().optional() });
export type TopicAnswer = z.infer<typeof topicAnswerSchema>;
