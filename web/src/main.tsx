import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { apiAddress, pageOf, startEarlyRead } from '@web/lib/early-reads';
import { rememberParentApp } from '@web/lib/parent-app';
import { readSession } from '@web/lib/session-store';

rememberParentApp();

const root = createRoot(document.getElementById('root')!);
// A fresh load of /login gets the sign-in page alone; every other path the app (which has its own /login route).
if (location.pathname === '/login') {
  void import('@web/features/auth/login-entry').then(({ renderLogin }) => renderLogin(root));
} else {
  // A signed-in user's session check goes out with the app's code rather than after it (the shell takes the answer;
  // a screen's first reads that need the user's partner start from a copy of it: FIRST_READS).
  if (readSession()) startEarlyRead(apiAddress('auth/current-user'), pageOf(location), { peek: true });
  void import('@web/app/app').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
