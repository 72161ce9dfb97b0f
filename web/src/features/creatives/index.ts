/** The creatives feature: the campaign's creatives tab (001 2 'creatives view') with approvals, requests and the audit trail. */
export { CreativesTab } from './components/creatives-tab';
