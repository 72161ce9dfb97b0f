import { wsHandler } from '@functions/lib/ws';
import { connectionsRepository } from '../connections-repository';

/** $disconnect: forget the connection. */
export const handler = wsHandler(async (event) => {
  await connectionsRepository.delete(event.requestContext.connectionId);
});
