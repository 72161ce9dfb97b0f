/** The auth domain Lambda: sign-in, session and current user (000 7.2). */
import { domainHandler } from '@functions/lib/http';
import getAuthMode from './handlers/get-auth-mode';
import federationCallback from './handlers/federation-callback';
import getCurrentUser from './handlers/get-current-user';
import googleLogin from './handlers/google-login';
import login from './handlers/login';
import logout from './handlers/logout';
import samlLogin from './handlers/saml-login';

/** The handlers by operation (tests build the domain with one of them replaced). */
export const definitions = {
  'get-auth-mode': getAuthMode,
  login,
  'get-current-user': getCurrentUser,
  logout,
  'saml-login': samlLogin,
  'google-login': googleLogin,
  'federation-callback': federationCallback,
};

export const handler = domainHandler('auth', definitions);
