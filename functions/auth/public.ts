/**
 * What the auth domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { presentCurrentUser } from './current-user';
export { sourceThrottle } from './source-throttle';
