/**
 * A fresh load of /login: the sign-in page alone, without the app shell, router, query cache or Ant Design
 * (the sign-in route's JS). Signing in loads the app at the remembered path; a browser that still holds
 * a session goes there at once.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { CurrentUser } from '@shared/contracts/auth';
import { AdblockDetector } from '@web/components/adblock-detector';
import { safeReturnPath } from '@web/lib/app-navigation';
import { getCurrentUser } from '@web/lib/current-user';
import { readSession, saveSession } from '@web/lib/session-store';
import { LoginPage } from './components/login-page';

/** Leaves for the app: a page load, so the app starts with the new session. */
export type Leave = (path: string, options: { replace: boolean }) => void;
const leave: Leave = (path, { replace }) => (replace ? location.replace(path) : location.assign(path));

export async function renderLogin(root: Root, go: Leave = leave): Promise<void> {
  const params = new URLSearchParams(location.search);
  const target = safeReturnPath(params.get('redirect')) ?? '/';
  if (readSession() !== null && (await getCurrentUser().catch(() => null))) return go(target, { replace: true });
  const signedIn = (user: CurrentUser) => {
    saveSession(user);
    go(target, { replace: false });
  };
  root.render(
    <StrictMode>
      <AdblockDetector />
      <LoginPage ssoFailed={params.get('sso') === 'failed'} onSignedIn={signedIn} />
    </StrictMode>,
  );
}
