/** What other features may use of the analyzer: the saved reports' query keys (a conversion change refreshes them). */
export { allSavedReportsKey } from './api/saved-reports-keys';
