/** The session cookie and the signed-in caller (architecture 'Identity and sessions'). */
import { SESSION_COOKIE } from '@shared/constants';
import { sessionsRepository, userIdOfSessionId, type Session } from './identity/sessions-repository';
import { usersRepository, type User } from './identity/users-repository';
import { config } from './config';
import { notAuthorized } from './errors';

export interface Caller {
  session: Session;
  user: User;
  /** The current partner: the user's own, or the one a top admin picked with the partnerId query. */
  partnerId: string;
}

export function sessionCookie(sessionId: string, maxAgeMs = config.sessionMaxAgeMs): string {
  const attrs = [`${SESSION_COOKIE}=${sessionId}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
  if (config.secureCookies) attrs.push('Secure');
  return attrs.join('; ');
}

export const clearedSessionCookie = () => sessionCookie('', 0);

/** The session id from API Gateway v2's `cookies` array or a plain Cookie header (WebSocket $connect). */
export function sessionIdOf(event: { cookies?: string[]; headers?: Record<string, string | undefined> }): string | undefined {
  const pairs = event.cookies ?? (event.headers?.cookie ?? event.headers?.Cookie ?? '').split(';');
  for (const pair of pairs) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/** The live session and its active user, or 401: a missing, expired or ended session, or a deactivated user. */
export async function loadCaller(event: Parameters<typeof sessionIdOf>[0]): Promise<Caller> {
  const id = sessionIdOf(event);
  if (!id) throw notAuthorized();
  const named = userIdOfSessionId(id);
  const [session, namedUser] = await Promise.all([sessionsRepository.findLive(id), named ? usersRepository.get(named) : null]);
  if (!session) throw notAuthorized();
  const user = namedUser && namedUser.id === session.userId ? namedUser : await usersRepository.get(session.userId);
  if (!user || user.status !== 'ACTIVE') throw notAuthorized();
  return { session, user, partnerId: user.partnerId };
}

/**
 * A session slid less than a hundredth of its max age ago (9 s of 15 minutes) is not written again: a burst of calls,
 * such as the dashboard's dozen reports, costs one write instead of one each. Its expiry is then at most that much
 * earlier than an exact slide would make it.
 */
const REFRESH_STEP_FRACTION = 0.01;

/** Every 2xx slides the session's expiry (000 4) and re-sets the cookie with the new max age. */
export async function refreshSession(session: Session, now = Date.now()): Promise<string[] | undefined> {
  const maxAgeMs = config.sessionMaxAgeMs;
  if (session.expiresAtMs - now > maxAgeMs * (1 - REFRESH_STEP_FRACTION)) return [sessionCookie(session.id)];
  return (await sessionsRepository.refresh(session.id, maxAgeMs, now)) ? [sessionCookie(session.id)] : undefined;
}
