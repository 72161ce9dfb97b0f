import { Result } from 'antd';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router-dom';
import type { CurrentUser } from '@shared/contracts/auth';
import { MESSAGES } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { useCurrentUser } from '@web/lib/current-user';
import { SessionExpiryModal } from '@web/features/auth/components/session-expiry-modal';
import { useRealtimeLogout } from '@web/features/auth/hooks/use-realtime-logout';
import { CurrentPartnerProvider } from '@web/features/partners/components/current-partner-provider';
import { useSessionStatus } from '@web/lib/session-store';
import { SignedOut, isConceptsOnlyPath, signedInRedirect } from '../guards';
import { AppLayout } from '../layout/app-layout';
import { leafHandle } from '../route-handle';

/** Every signed-in screen: the guards, then the layout with the session warning and the realtime channel. */
export function Component() {
  const { data: user, isPending, isError } = useCurrentUser();
  const status = useSessionStatus();
  const location = useLocation();
  const params = useParams();
  const { appRoute } = leafHandle(useMatches());

  if (status.loggingOut) return <PageLoader label="Logging out" />;
  if (isPending) return <PageLoader />;
  if (isError) return <Result status="error" title={MESSAGES.genericError} />;
  if (!user) return <SignedOut end={status.end} location={location} />;

  const redirect = signedInRedirect(user, appRoute, location, params);
  if (redirect) return <Navigate to={redirect.to} state={redirect.state} replace />;
  return <SignedIn user={user} conceptsOnlyPage={isConceptsOnlyPath(location.pathname)} />;
}

function SignedIn({ user, conceptsOnlyPage }: { user: CurrentUser; conceptsOnlyPage: boolean }) {
  useRealtimeLogout(user.id);
  return (
    <CurrentPartnerProvider user={user}>
      <AppLayout user={user} conceptsOnlyPage={conceptsOnlyPage}>
        <Outlet />
      </AppLayout>
      <SessionExpiryModal sessionMaxAgeMs={user.sessionMaxAgeMs} />
    </CurrentPartnerProvider>
  );
}
