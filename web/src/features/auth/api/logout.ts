import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { endSession, setLoggingOut } from '@web/lib/session-store';

const LOGOUT_FAILURE_NOTICE_S = 5;

/** POST auth/logout: the server deletes the session and tells this session's other tabs. */
export function logout(): Promise<void> {
  return api.post<void>('auth/logout', {}, { unauthorizedIsAnswer: true });
}

/**
 * Logs out: a loader while it runs, then the stored user and cached answers go and the sign-in page shows.
 * `force` (expiry countdown at zero) ends the local session even when the call fails.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async ({ force = false }: { force?: boolean } = {}) => {
      setLoggingOut(true);
      try {
        await logout();
      } catch (error) {
        const alreadyGone = error instanceof ApiError && error.status === 401;
        if (!force && !alreadyGone) throw error;
      }
    },
    onSuccess: () => endSession('logout'),
    onError: (error) => {
      setLoggingOut(false);
      void notify('showErrorNotice', error.message, LOGOUT_FAILURE_NOTICE_S);
    },
  });
}
