import { loadCaller } from '@functions/lib/session';
import { wsHandler } from '@functions/lib/ws';
import { connectionsRepository } from '../connections-repository';
import { config } from '@functions/lib/config';
import { notAllowed } from '@functions/lib/errors';

/** The site's configured address, or the address this request came to (the embedded default's 127.0.0.1 or localhost). */
function siteOrigin(origin: string, host: string | undefined): boolean {
  if (origin === config.appUrl) return true;
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * $connect: only a signed-in browser on the site's own origin may open the channel (a page elsewhere could otherwise
 * ride the cookie); the connection remembers its session and user.
 */
export const handler = wsHandler(async (event) => {
  const origin = event.headers?.origin ?? event.headers?.Origin;
  if (!origin || !siteOrigin(origin, event.headers?.host ?? event.headers?.Host)) throw notAllowed();
  const { session, user } = await loadCaller(event);
  await connectionsRepository.put({ connectionId: event.requestContext.connectionId, sessionId: session.id, userId: user.id, partnerId: user.partnerId });
});
