import { useEffect } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import { MESSAGES, PRODUCT_NAME } from '@shared/messages';
import { usePageTitle } from '@web/hooks/use-page-title';
import { forgetSessionEnd } from '@web/lib/session-store';
import { LoginForm } from './login-form';
import { loginStyles as s } from './login-styles';

/** The sign-in page's body, the same on a fresh load of /login (login-entry.tsx) and inside the app (routes/login). */
export function LoginPage({ ssoFailed, onSignedIn }: { ssoFailed: boolean; onSignedIn: (user: CurrentUser) => void }) {
  usePageTitle('Login');
  useEffect(forgetSessionEnd, []);
  return (
    <main style={s.page}>
      <section style={s.panel}>
        <h1 style={s.heading}>{PRODUCT_NAME}</h1>
        {ssoFailed && (
          <div role="alert" style={s.alert}>
            {MESSAGES.ssoSignInFailed}
          </div>
        )}
        <LoginForm onSignedIn={onSignedIn} />
      </section>
    </main>
  );
}
