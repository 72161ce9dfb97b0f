import { loadCaller } from '../../lib/session';
import { wsHandler } from '../../lib/ws';
import { connectionsRepository } from '../connections-repository';

/** $connect: only a signed-in browser may open the channel; the connection remembers its session and user. */
export const handler = wsHandler(async (event) => {
  const { session, user } = await loadCaller(event);
  await connectionsRepository.put({ connectionId: event.requestContext.connectionId, sessionId: session.id, userId: user.id, partnerId: user.partnerId });
});
