import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '@shared/contracts/auth';
import { safeReturnPath } from '@web/lib/app-navigation';
import { currentUserQueryKey, currentUserQueryOptions } from '@web/lib/current-user';
import { readSession, saveSession } from '@web/lib/session-store';
import { LoginPage } from '../components/login-page';

/**
 * /login inside the running app (a sign-out or an expired session navigates here without a page load): after
 * sign-in the remembered path and query, else '/', which sends the user home by role. A fresh load of /login gets
 * the same page without the app (login-entry.tsx).
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Only a browser that holds a session asks who is signed in: an anonymous visit stays silent (no 401 logged).
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled: readSession() !== null });
  const target = safeReturnPath(params.get('redirect')) ?? '/';
  const signedIn = (signed: CurrentUser) => {
    saveSession(signed);
    queryClient.setQueryData(currentUserQueryKey, signed);
    navigate(target, { replace: true });
  };

  if (user) return <Navigate to={target} replace />;
  return <LoginPage ssoFailed={params.get('sso') === 'failed'} onSignedIn={signedIn} />;
}

export { LoginRoute as Component };
