/**
 * What the concepts domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { assertNodesWritable, conceptInScope, loadScope } from './concept-scope';
export { ConceptMoveError, moveConceptIfAllowed } from './concept-status';
export { conceptsRepository, type Concept } from './concepts-repository';
