/** What other features may use of the business-node feature: the caller's tree with access flags. */
export { useTree } from './api/get-tree';
