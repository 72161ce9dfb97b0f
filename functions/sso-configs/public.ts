/**
 * What the sso-configs domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { identityProviders } from './identity-provider';
export { ssoConfigsRepository } from './sso-configs-repository';
