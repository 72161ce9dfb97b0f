/**
 * What the custom-conversions domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { customConversionsRepository } from './custom-conversions-repository';
