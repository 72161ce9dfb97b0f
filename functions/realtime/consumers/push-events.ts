import { DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { push } from '@functions/lib/clients';
import { queueConsumer } from '@functions/lib/sqs';
import { connectionsRepository } from '../connections-repository';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';

const isGone = (err: unknown) => err instanceof GoneException || (err as Error).name === 'GoneException';

/**
 * realtime-events consumer: delivers a ws-event to every open connection of its target through the @connections
 * endpoint, and with `close` closes them afterwards (DELETE); a connection whose session has expired is closed instead. Delivering twice is harmless (the browser acts on
 * state, not on counts); gone connections are forgotten.
 */
export const handler = queueConsumer('realtime-events', async ({ target, event, close }) => {
  const data = new TextEncoder().encode(JSON.stringify(event));
  const connections = await connectionsRepository.findByTarget(target);
  // each session read once, in batches: a topic or a user with 200 tabs costs two reads, not 200
  const live = close ? null : await sessionsRepository.liveIds(connections.map((c) => c.sessionId));
  await Promise.all(
    connections.map(async ({ connectionId: ConnectionId, sessionId }) => {
      let gone = false;
      // A socket whose session expired hears nothing more and is closed (a session ends by TTL without a logout).
      const expired = live !== null && !live.has(sessionId);
      try {
        if (!expired) await push().send(new PostToConnectionCommand({ ConnectionId, Data: data }));
        if (close || expired) await push().send(new DeleteConnectionCommand({ ConnectionId }));
      } catch (err) {
        if (!isGone(err)) throw err;
        gone = true;
      }
      if (close || expired || gone) await connectionsRepository.delete(ConnectionId);
    }),
  );
});
