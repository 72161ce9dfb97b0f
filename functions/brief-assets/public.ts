/**
 * What the brief-assets domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { LINK_LIMITS, nameOf } from './link-files';
export { LinkFetchError, safeFetch, systemTransport, type FetchTransport, type FetchedFile } from './safe-fetch';
export { ownTempKey, tempKeyFor } from './temp-files';
