import { defineRoute } from '@functions/lib/http';
import { endSessionSockets } from '@functions/lib/realtime';
import { clearedSessionCookie } from '@functions/lib/session';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';

/**
 * POST auth/logout: deletes the session, so every tab sharing it ends; the tabs still open hear it over the
 * realtime channel and go to the sign-in page at once, and the server closes their sockets.
 */
export default defineRoute({
  async handle({ caller }) {
    const { session } = caller;
    await sessionsRepository.delete(session.id);
    await endSessionSockets({ sessionId: session.id });
    return { statusCode: 200, body: {}, cookies: [clearedSessionCookie()] };
  },
});
