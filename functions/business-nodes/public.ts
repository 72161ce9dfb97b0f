/**
 * What the business-nodes domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { businessNodesRepository, type BusinessNode } from './business-nodes-repository';
export { findIn, loadNode, loadScope, nodeIn, type Need, type Scope } from './node-scope';
export { presentPublishing, withoutToken } from './publishing';
