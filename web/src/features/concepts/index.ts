/** What other features may use of concepts: the concept list and query, its tab bar and its status bar with the lifecycle buttons. */
export { useConcept, conceptQueryKey } from './api/get-concept';
export { ConceptTabs, type ConceptTab } from './components/concept-tabs';
export { ConceptStatusBar } from './components/concept-status-bar';
export { useConceptsBase } from './use-concepts-base';
export { useConcepts } from './api/list-concepts';
