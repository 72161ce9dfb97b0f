import { DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { push } from '../../lib/clients';
import { queueConsumer } from '../../lib/sqs';
import { connectionsRepository } from '../connections-repository';

const isGone = (err: unknown) => err instanceof GoneException || (err as Error).name === 'GoneException';

/**
 * realtime-events consumer: delivers a ws-event to every open connection of its target through the @connections
 * endpoint, and with `close` closes them afterwards (DELETE). Delivering twice is harmless (the browser acts on
 * state, not on counts); gone connections are forgotten.
 */
export const handler = queueConsumer('realtime-events', async ({ target, event, close }) => {
  const data = new TextEncoder().encode(JSON.stringify(event));
  const ids = await connectionsRepository.findByTarget(target);
  await Promise.all(
    ids.map(async (ConnectionId) => {
      let gone = false;
      try {
        await push().send(new PostToConnectionCommand({ ConnectionId, Data: data }));
        if (close) await push().send(new DeleteConnectionCommand({ ConnectionId }));
      } catch (err) {
        if (!isGone(err)) throw err;
        gone = true;
      }
      if (close || gone) await connectionsRepository.delete(ConnectionId);
    }),
  );
});
