import { defineRoute } from '../../lib/http';
import { publishEvent } from '../../lib/realtime';
import { clearedSessionCookie } from '../../lib/session';
import { sessionsRepository } from '../sessions-repository';

/**
 * POST auth/logout: deletes the session, so every tab sharing it ends; the tabs still open hear it over the
 * realtime channel and go to the sign-in page at once.
 */
export default defineRoute({
  async handle({ caller }) {
    const { session } = caller;
    await sessionsRepository.delete(session.id);
    await publishEvent({ sessionId: session.id }, { source: 'session', event: 'logout' });
    return { statusCode: 200, body: {}, cookies: [clearedSessionCookie()] };
  },
});
