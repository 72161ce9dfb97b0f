import type { CurrentUser } from '@shared/contracts/auth';
import { isAdminRole } from '@shared/domain/roles';
import { config } from '@functions/lib/config';
import type { Session } from '@functions/lib/identity/sessions-repository';
import type { User } from '@functions/lib/identity/users-repository';

/** What auth/login and auth/current-user answer: the current user of 000 3 plus the session's CSRF token. */
export function presentCurrentUser(user: User, session: Session): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name?.trim() || user.email,
    role: user.role,
    isConceptOnly: user.isConceptOnly,
    isAdmin: isAdminRole(user.role),
    partnerId: user.partnerId,
    token: session.token,
    sessionMaxAgeMs: config.sessionMaxAgeMs,
  };
}
