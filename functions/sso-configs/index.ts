/** Single sign-on configuration (002 7): super and admin. */
import { domainHandler } from '@functions/lib/http';
import createSsoConfig from './handlers/create-sso-config';
import deleteSsoConfig from './handlers/delete-sso-config';
import getSsoConfig from './handlers/get-sso-config';
import listSsoConfigs from './handlers/list-sso-configs';
import updateSsoConfig from './handlers/update-sso-config';

export const handler = domainHandler('sso-configs', {
  'list-sso-configs': listSsoConfigs,
  'get-sso-config': getSsoConfig,
  'create-sso-config': createSsoConfig,
  'update-sso-config': updateSsoConfig,
  'delete-sso-config': deleteSsoConfig,
});
