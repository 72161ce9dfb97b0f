import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, PRODUCT_NAME } from '../../../../../shared/messages';
import { usePageTitle } from '../../../hooks/use-page-title';
import { safeReturnPath } from '../../../lib/app-navigation';
import { forgetSessionEnd, readSession } from '../../../lib/session-store';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { LoginForm } from '../components/login-form';

// Plain elements around the form keep this route's chunk small (no Card, no Typography).
const pageStyle = { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, background: '#f5f5f5' } as const;
const alertStyle = { padding: '8px 12px', marginBottom: 16, border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 6 } as const;
const panelStyle = { width: '100%', maxWidth: 400, padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 1px 4px rgba(0,0,0,0.08)' } as const;

/** /login (public): after sign-in the remembered path and query, else '/', which sends the user home by role. */
export function LoginRoute() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  // Only a browser that holds a session asks who is signed in: an anonymous visit stays silent (no 401 logged).
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled: readSession() !== null });
  useEffect(forgetSessionEnd, []);

  if (user) return <Navigate to={safeReturnPath(params.get('redirect')) ?? '/'} replace />;
  return (
    <main style={pageStyle}>
      <section style={panelStyle}>
        <h1 style={{ textAlign: 'center', marginTop: 0 }}>{PRODUCT_NAME}</h1>
        {params.get('sso') === 'failed' && (
          <div role="alert" style={alertStyle}>
            {MESSAGES.ssoSignInFailed}
          </div>
        )}
        <LoginForm />
      </section>
    </main>
  );
}

export { LoginRoute as Component };
