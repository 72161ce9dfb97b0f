/** The realtime channel: ws-event messages (002 7 'Real-time channel') and the queue message that carries them. */
import * as z from 'zod';

export const wsEventSchema = z.object({
  type: z.literal('ws-event'),
  source: z.string().min(1),
  event: z.string().min(1),
  payload: z.unknown().optional(),
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
