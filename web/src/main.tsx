import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { rememberParentApp } from '@web/lib/parent-app';

rememberParentApp();

const root = createRoot(document.getElementById('root')!);
// A fresh load of /login gets the sign-in page alone; every other path the app (which has its own /login route).
if (location.pathname === '/login') {
  void import('@web/features/auth/login-entry').then(({ renderLogin }) => renderLogin(root));
} else {
  void import('@web/app/app').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
