import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { push } from '../../lib/clients';
import { queueConsumer } from '../../lib/sqs';
import { connectionsRepository } from '../connections-repository';

/**
 * realtime-events consumer: delivers a ws-event to every open connection of its target through the @connections
 * endpoint. Delivering twice is harmless (the browser acts on state, not on counts); gone connections are forgotten.
 */
export const handler = queueConsumer('realtime-events', async ({ target, event }) => {
  const data = new TextEncoder().encode(JSON.stringify(event));
  const ids = await connectionsRepository.findByTarget(target);
  await Promise.all(
    ids.map(async (ConnectionId) => {
      try {
        await push().send(new PostToConnectionCommand({ ConnectionId, Data: data }));
      } catch (err) {
        if (err instanceof GoneException || (err as Error).name === 'GoneException') await connectionsRepository.delete(ConnectionId);
        else throw err;
      }
    }),
  );
});
