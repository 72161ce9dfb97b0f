/**
 * The route guards of 000 2.1, 2.2 and 6, decided from APP_ROUTES and the shared role rules; the protected shell
 * renders what they return.
 */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Navigate, type Location, type Params } from 'react-router-dom';
import type { CurrentUser } from '@shared/contracts/auth';
import { personalizeRedirect, type AppRoute } from '@shared/domain/app-routes';
import { inConceptsOnlyMode, mayAccess } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { usePageTitle } from '@web/hooks/use-page-title';
import { PARENT_APP_LINK_LABEL, parentAppUrl } from '@web/lib/parent-app';
import { forgetSessionEnd, type SessionEnd } from '@web/lib/session-store';

const PERSONALIZE_PATH = '/campaigns/:campaignId/personalize/:treeId?';
const CONCEPT_PAGES = /^\/concepts(\/[^/]+(\/settings)?)?\/?$/;

export interface Redirect {
  to: string;
  state?: unknown;
}

export function isConceptsOnlyPath(pathname: string): boolean {
  return pathname === '/concepts-only' || pathname.startsWith('/concepts-only/');
}

/** The concepts-only twin of a concepts page, else the concepts-only home. */
export function conceptsOnlyPath(pathname: string): string {
  const match = CONCEPT_PAGES.exec(pathname);
  return match ? `/concepts-only${match[1] ?? ''}` : '/concepts-only';
}

/** Where a signed-in user must go instead of this screen, or null to show it. */
export function signedInRedirect(user: CurrentUser, appRoute: AppRoute | undefined, location: Location, params: Params): Redirect | null {
  if (!appRoute) return null;
  const here = `${location.pathname}${location.search}`;
  // Concepts-only users go to /concepts-only paths unless they are top admins (000 6).
  if (inConceptsOnlyMode(user) && !isConceptsOnlyPath(location.pathname) && mayAccess(user.role, 'NOT_ANALYSTS')) {
    return { to: `${conceptsOnlyPath(location.pathname)}${location.search}` };
  }
  if (!mayAccess(user.role, appRoute.access)) return { to: '/404', state: { from: here } };
  if (appRoute.path === PERSONALIZE_PATH) {
    const to = personalizeRedirect(user.role, params.campaignId ?? '', params.treeId ?? '');
    if (to) return { to: `${to}${location.search}` };
  }
  return null;
}

/** Nobody is signed in: sign-in with the wanted path remembered, or the concepts-only pages of 000 2.2. */
export function SignedOut({ end, location }: { end: SessionEnd | null; location: Location }) {
  const here = `${location.pathname}${location.search}`;
  const conceptsOnly = isConceptsOnlyPath(location.pathname);
  const errorFlag = new URLSearchParams(location.search).get('error') === 'true';
  if (end?.reason === 'expired' && end.conceptsOnly && !(conceptsOnly && errorFlag)) {
    return <Navigate to="/concepts-only?error=true" replace />;
  }
  if (conceptsOnly && errorFlag) return <ConceptsOnlyError />;
  if (end?.reason === 'logout') return <Navigate to="/login" replace />;
  const signIn = <Navigate to={here === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: here })}`} replace />;
  // Single sign-on in concepts-only mode lands with a later issue; until then the sign-in page takes over.
  if (conceptsOnly) return <><PageLoader />{signIn}</>;
  return signIn;
}

function ConceptsOnlyError() {
  usePageTitle('Concepts');
  useEffect(forgetSessionEnd, []);
  const parentApp = parentAppUrl();
  return (
    <Result
      status="error"
      title={MESSAGES.conceptsOnlyError}
      subTitle="Please try again from the parent application."
      extra={
        parentApp && (
          <Button type="primary" href={parentApp}>
            {PARENT_APP_LINK_LABEL}
          </Button>
        )
      }
    />
  );
}
