/**
 * What the assets domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { assetAllowed, assetInScope, checkNodes } from './asset-scope';
export { assetStorage } from './asset-storage';
export { assetsRepository, type Asset } from './assets-repository';
export { InvalidContentError, contentType, inspect, settleContent } from './ingest';
