/** The auth domain Lambda: sign-in, session and current user (000 7.2). */
import { domainHandler } from '../lib/http';
import getAuthMode from './handlers/get-auth-mode';
import getCurrentUser from './handlers/get-current-user';
import login from './handlers/login';
import logout from './handlers/logout';

export const handler = domainHandler('auth', {
  'get-auth-mode': getAuthMode,
  login,
  'get-current-user': getCurrentUser,
  logout,
});
