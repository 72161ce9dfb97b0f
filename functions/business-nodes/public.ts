/**
 * What the business-nodes domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { businessNodesRepository, type BusinessNode } from './business-nodes-repository';
export { nodeStorageRepository } from './node-storage-repository';
export { folderPrefix } from './node-storage';
export { findIn, loadNode, loadScope, marketTimeZoneOf, nodeIn, type Need, type Scope } from './node-scope';
export { presentPublishing, withoutToken } from './publishing';
